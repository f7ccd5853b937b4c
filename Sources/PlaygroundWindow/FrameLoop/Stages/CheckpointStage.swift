/// Seventh: the frame's state digest goes to the recording, and F5's checkpoint when one was
/// asked for, confirmed by a notice (or explained, when there is no recording to hold it).
@MainActor
struct CheckpointStage: FrameStage {
  package let name = "checkpoint"
  package let outputs: SessionOutputs
  package let driver: any SessionDriver
  let chrome: SessionChrome
  let requests: FrameRequests

  package func run(_ frame: inout HostFrame) {
    // A replay's time travel swaps what is simulated: the state written at the end follows.
    outputs.playground = driver.simulation
    if let (checkpoint, noImage) = outputs.frameSimulated(addingCheckpoint: requests.checkpoint) {
      chrome.showToast(
        "Checkpoint \u{201C}\(checkpoint.name)\u{201D} at frame \(checkpoint.frame)"
          + (checkpoint.image != nil ? " with its frame" : "")
          + (noImage.map { " (\($0))" } ?? ""))
    } else if requests.checkpoint {
      chrome.showToast(
        driver.recordsInput
          ? "F5 adds checkpoints when recording (--record FILE)"
          : "F5 adds checkpoints while recording, not in a replay")
    }
  }
}

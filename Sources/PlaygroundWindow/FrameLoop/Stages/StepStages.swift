/// Before input: the frames whose deadlines passed while the window rested or the loop was behind
/// (``FramePacing/framesToCatchUp``) are stepped with no input and not drawn, each with its
/// digest in the recording, so the frame this loop turn draws has the number wall time
/// gives it and a replay steps exactly the frames the live session did.
///
/// A replay in the window plays the recording's frames one per window frame instead
/// (``SessionDriver/followsWallClock``): its frames are the recording's, not the clock's.
@MainActor
struct CatchUpStage: FrameStage {
  package let name = "catch-up"
  let pacing: FramePacing
  package let outputs: SessionOutputs
  package let driver: any SessionDriver

  package func run(_ frame: inout HostFrame) {
    let count = pacing.framesToCatchUp
    pacing.framesToCatchUp = 0
    guard driver.followsWallClock else { return }
    for _ in 0..<count {
      driver.stepWithoutDrawing()
      _ = outputs.frameSimulated(addingCheckpoint: false)
    }
  }
}

/// Fifth: what is about to be stepped is written to the recording's journal (a replay
/// records nothing).
@MainActor
struct RecordingStage: FrameStage {
  package let name = "recording"
  package let outputs: SessionOutputs
  package let driver: any SessionDriver

  package func run(_ frame: inout HostFrame) {
    guard driver.recordsInput else { return }
    frame.events = outputs.record(frame.events)
  }
}

/// Sixth: the session advances one frame with the frame's events.
@MainActor
struct SimulationStage: FrameStage {
  package let name = "simulation step"
  package let driver: any SessionDriver

  package func run(_ frame: inout HostFrame) {
    driver.step(&frame)
  }
}

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

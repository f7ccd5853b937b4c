/// Fifth: what is about to be stepped is written to the recording's journal (a replay
/// records nothing).
@MainActor
struct RecordingStage: FrameStage {
  let name = "recording"
  let outputs: SessionOutputs
  let driver: any SessionDriver

  func run(_ frame: inout HostFrame) {
    guard driver.recordsInput else { return }
    outputs.record(frame.events)
  }
}

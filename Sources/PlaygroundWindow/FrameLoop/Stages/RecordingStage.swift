/// Fifth: what is about to be stepped is written to the recording's journal (a replay
/// records nothing).
@MainActor
struct RecordingStage: FrameStage {
  package let name = "recording"
  package let outputs: SessionOutputs
  package let driver: any SessionDriver

  package func run(_ frame: inout HostFrame) {
    guard driver.recordsInput else { return }
    outputs.record(frame.events)
  }
}

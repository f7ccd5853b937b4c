/// First: the frames whose deadlines passed while the window rested or the loop was behind
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

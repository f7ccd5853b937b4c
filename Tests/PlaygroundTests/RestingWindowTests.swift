import SheetEngine
import SheetTuning
import Testing

@testable import PlaygroundStudio
@testable import PlaygroundWindow

/// The resting window (``FramePacer``'s rest, decided by ``PresentStage``): it wakes for
/// the file watching's next look, the HUD says it rests instead of a changing frame rate
/// and is not drawn again while that stays true, and what a loaded machine cost is said.
@MainActor
struct RestingWindowTests {
  typealias Support = OverlayTestSupport

  @Test func aRestLastsUntilTheTuningFilesNextLook() {
    #expect(FileWatchStage.framesUntilLook(after: 0, rate: .standard) == 30)
    #expect(FileWatchStage.framesUntilLook(after: 29, rate: .standard) == 1)
    #expect(FileWatchStage.framesUntilLook(after: 31, rate: .standard) == 29)
    let fast = SimulationRate(framesPerSecond: 120)!
    #expect(FileWatchStage.framesUntilLook(after: 0, rate: fast) == 60)
    #expect(FileWatchStage.framesUntilLook(after: 61, rate: fast) == 59)
  }

  @Test func theSimulationLineSaysRestAndWhatFallingBehindCost() {
    var status = SessionStatus()
    status.isResting = true
    #expect(status.simulationLine(wallFramesPerSecond: 2) == "simulation: 1x \u{00B7} at rest")
    status.isResting = false
    status.undrawnFrames = 12
    status.lostFrames = 3
    #expect(
      status.simulationLine(wallFramesPerSecond: 40)
        == "simulation: 1x \u{00B7} 40.0 fps simulated \u{00B7} 12 frames not drawn"
        + " \u{00B7} 3 lost")
    status.undrawnFrames = 1
    status.lostFrames = 0
    #expect(
      status.simulationLine(wallFramesPerSecond: 59)
        == "simulation: 1x \u{00B7} 59.0 fps simulated \u{00B7} 1 frame not drawn")
  }

  /// Resting, the HUD's clock is looked at on every wake but drawn once: its text says the
  /// window rests, and the wait is not a frame time.
  @Test func aRestingHUDIsDrawnOnceAndKeepsItsFrameTimes() {
    let overlays = Support.controller()
    overlays.isHUDVisible = true
    overlays.update(inspection: Support.inspection(frame: 1), frameMilliseconds: 16, tuning: .seed)
    var list = DisplayList()
    overlays.appendDisplayItems(to: &list)
    let times = overlays.frameTimes
    var resting = SessionStatus()
    resting.isResting = true
    overlays.sessionStatus = resting
    overlays.appendDisplayItems(to: &list)
    let update = {
      overlays.update(
        appFrameChanged: false, inspection: { Support.inspection(frame: 1) },
        frameMilliseconds: 500, rested: true, tuning: .seed)
    }
    update()
    #expect(overlays.needsDrawing)
    #expect(overlays.hud.rateLabel.text == HUDView.restingLine)
    #expect(overlays.hud.simulationLabel.text == "simulation: 1x \u{00B7} at rest")
    overlays.appendDisplayItems(to: &list)
    update()
    #expect(!overlays.needsDrawing)
    #expect(overlays.frameTimes == times)
  }
}

import SheetEngine
import SheetSession
import SheetTuning
import Testing

@testable import PlaygroundStudio

/// An idle frame with the inspector open does nearly nothing: the overlays say when they
/// may draw differently (`OverlayController.needsDrawing`), and the draw stage reuses the
/// last frame's list otherwise. These drive the real overlay views.
@MainActor
struct IdleOverlayTests {
  typealias Support = OverlayTestSupport

  /// Every section open, a first frame drawn: what an idle window starts from.
  private func drawnInspector() -> OverlayController {
    let overlays = Support.controller()
    overlays.isPanelVisible = true
    overlays.isHUDVisible = true
    overlays.isPlotVisible = true
    overlays.update(
      appFrameChanged: true, inspection: { Support.inspection(frame: 1) },
      frameMilliseconds: 16, tuning: .seed)
    var list = DisplayList()
    overlays.appendDisplayItems(to: &list)
    #expect(!list.items.isEmpty)
    #expect(!overlays.needsDrawing)
    return overlays
  }

  /// A resting frame: the app drew nothing new.
  private func rest(_ overlays: OverlayController, tuning: Tuning = .seed) {
    overlays.update(
      appFrameChanged: false,
      inspection: {
        Issue.record("an idle frame takes no inspection")
        return Support.inspection(frame: 0)
      }, frameMilliseconds: 16, tuning: tuning)
  }

  @Test func restingFramesDrawNothingButTheHUDsClockOnceASecond() {
    let overlays = drawnInspector()
    for frame in 1..<ClockRefresh.restingInterval {
      rest(overlays)
      #expect(!overlays.needsDrawing, "frame \(frame)")
    }
    rest(overlays)
    #expect(overlays.needsDrawing)
    let rate = overlays.hud.rateLabel.text
    #expect(rate.hasPrefix("62.5 fps"), "\(rate)")
  }

  @Test func inputATuningChangeAndStatusDrawAgain() {
    let overlays = drawnInspector()
    overlays.noteInput()
    #expect(overlays.needsDrawing)
    var list = DisplayList()
    overlays.appendDisplayItems(to: &list)
    rest(overlays, tuning: .fluid)
    #expect(overlays.needsDrawing)
    #expect(overlays.panel.header.nameLabel.text == Tuning.fluid.displayName)
    overlays.appendDisplayItems(to: &list)
    rest(overlays, tuning: .fluid)
    #expect(!overlays.needsDrawing)
    overlays.showReloadProblem("tuning.json:3: not a number")
    #expect(overlays.needsDrawing)
    overlays.appendDisplayItems(to: &list)
    overlays.showReloadProblem("tuning.json:3: not a number")
    #expect(!overlays.needsDrawing)
  }

  /// With the HUD closed, a resting window never draws the overlays again.
  @Test func withoutTheHUDNothingIsDue() {
    let overlays = drawnInspector()
    overlays.isHUDVisible = false
    var list = DisplayList()
    overlays.appendDisplayItems(to: &list)
    for _ in 0..<(3 * ClockRefresh.restingInterval) {
      rest(overlays)
      #expect(!overlays.needsDrawing)
    }
  }
}

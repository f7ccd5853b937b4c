import SheetEngine
import SheetScreens
import SheetSession
import SheetTuning
import Testing

@testable import PlaygroundApp

/// In compare mode the motion plot shows the selected side from the frame it is selected
/// (B or a label click), not the other side's curves until the next interaction.
@MainActor
struct ComparePlotTests {
  typealias Support = OverlayTestSupport

  @Test func selectingTheOtherSideRefreshesThePlotAtOnce() throws {
    let overlays = Support.controller()
    overlays.isPlotVisible = true
    let comparison = PlaygroundComparison(
      sides: [("seed", .seed), ("fluid", .fluid)], deviceSize: Support.size,
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34), textMeasurer: FixedMetricsTextMeasurer())
    let selection = SideSelection(sideCount: 2)
    let driver = ComparisonDriver(
      live: LiveComparison(comparison), selection: selection, sideSources: [nil, nil],
      sideLabels: ["seed", "fluid"], saveFolder: try SaveFolder(directory: nil),
      overlays: overlays)
    func frame(_ events: [SessionEvent] = []) {
      var frame = HostFrame()
      frame.events = events
      driver.route(&frame, watched: [])
      driver.step(&frame)
      let inspected = driver.inspected
      overlays.update(
        inspection: inspected.inspect(), frameMilliseconds: 16, tuning: inspected.tuning,
        session: ObjectIdentifier(inspected))
    }
    // Open the text sheet on both sides (the first button, on side A's device).
    let button = try #require(
      comparison.variants[0].playground.snapshot().controls.first { $0.title == "Text sheet" })
    let point = button.frame.center
    frame([
      .input(.pointerDown(button: .left, location: point), at: 0),
      .input(.pointerUp(button: .left, location: point), at: 10),
    ])
    for _ in 0..<40 { frame() }
    #expect(overlays.motion.current?.tuningName == "seed")
    selection.select(1)
    frame()
    #expect(overlays.motion.current?.tuningName == "fluid")
    #expect(overlays.plotView.isHidden == false)
  }
}

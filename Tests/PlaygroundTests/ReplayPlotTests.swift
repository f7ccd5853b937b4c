import SheetEngine
import SheetScreens
import Testing

@testable import PlaygroundReplay
@testable import PlaygroundStudio
@testable import PlaygroundWindow

extension SDLSuite {
  /// The plot in a replay (issue 24, item 8): it shows the interaction under the playhead,
  /// marks the playhead's frame, N and Shift+N move the timeline between interactions, and
  /// B in a compare recording shows the other side from that frame.
  @MainActor
  @Suite struct ReplayPlot {
    @Test func thePlayheadFollowsTheTimeline() throws {
      let studio = try ReplayStudio(path: TestPaths.recording("text-sheet-checkpoints"))
      studio.overlays.isPlotVisible = true
      studio.finishAnalysis()
      let plot = studio.overlays.plotView
      let captures = try #require(studio.driver.whatIf?.shown.motion.interactions[0])
      #expect(captures.map { $0.samples.first?.frame } == [38, 111])
      #expect(captures.map(\.element) == ["text.y", "text.y"])
      studio.driver.timeline.jump(to: 60)
      studio.frame()
      #expect(plot.choice == PlotChoice(index: 0, count: 2))
      #expect(plot.playheadTime == 60.0 / 60)
      studio.press([Key("right")])
      #expect(plot.playheadTime == 61.0 / 60)
      studio.press([Key("n")])
      #expect(studio.frameIndex == 111 && plot.choice?.index == 1)
      #expect(plot.playheadTime == 111.0 / 60)
      #expect(plot.titleLabel.text.hasSuffix("2 of 2"))
      studio.press([Key("n")])
      #expect(studio.frameIndex == 111, "no interaction after the last")
      studio.press([Key("n", modifiers: .shift)])
      #expect(studio.frameIndex == 38 && plot.choice?.index == 0)
      // Before the first interaction began the plot shows it, without a playhead.
      studio.press([Key("home")])
      #expect(plot.choice?.index == 0 && plot.playheadTime == nil)
    }

    @Test func bShowsTheOtherSideAtOnce() throws {
      let studio = try ReplayStudio(path: TestPaths.recording("compare-seed-fluid-swipe"))
      studio.overlays.isPlotVisible = true
      studio.finishAnalysis()
      let plot = studio.overlays.plotView
      studio.press([Key("end")])
      #expect(plot.current?.tuningName == "seed" && plot.comparison?.tuningName == "fluid")
      studio.press([Key("b")])
      #expect(plot.current?.tuningName == "fluid" && plot.comparison?.tuningName == "seed")
      #expect(plot.legendLabels.map(\.text).contains("pink: same input, seed untouched"))
    }
  }
}

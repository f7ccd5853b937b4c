import SheetEngine
import SheetScreens
import SheetSession
import Testing

@testable import PlaygroundSessions
@testable import PlaygroundStudio

/// A plot worth reading (issue 24, item 8): round ticks with units on three axes, labels
/// only outside the curves' area, a legend entry for every curve, the hovered sample read
/// out, a playhead, and a choice of interaction.
@MainActor
struct PlotReadingTests {
  typealias Support = OverlayTestSupport

  @Test func ticksAreRoundNumbersExactlyAsPrinted() {
    let time = PlotTicks(in: 0...0.82, maximumCount: 6)
    #expect(time.values == [0, 0.2, 0.4, 0.6, 0.8] && time.decimals == 1)
    #expect(time.values.map(time.label) == ["0.0", "0.2", "0.4", "0.6", "0.8"])
    let tenths = PlotTicks(in: 0...0.5, maximumCount: 6)
    #expect(tenths.values == [0, 0.1, 0.2, 0.3, 0.4, 0.5])
    #expect(tenths.values[3] == 0.3, "0.3 itself, not 3 × 0.1")
    let position = PlotTicks(in: 412.3...781.7, maximumCount: 5)
    #expect(position.values == [500, 600, 700] && position.decimals == 0)
    #expect(PlotTicks(in: -830...830, maximumCount: 3).values == [-500, 0, 500])
    #expect(PlotTicks(in: 1.5...1_999, maximumCount: 4).values == [500, 1000, 1500])
    #expect(PlotTicks(in: 5...5, maximumCount: 5).values.isEmpty)
    #expect(PlotTicks(in: 0...1, maximumCount: 0).values.isEmpty)
  }

  /// A sheet rising 10 pt a frame (600 pt/s) from y 100 for 20 frames, from frame `start`.
  private func capture(_ name: String, start: Int, pointer: Bool = false) -> MotionCapture {
    var recorder = MotionRecorder()
    for frame in start..<(start + 20) {
      let y = 100 + Double(frame - start) * 10
      recorder.update(
        Support.inspection(
          frame: frame, element: "text.y", position: y, start: y - 10,
          pointer: pointer ? Point(x: 0, y: y + 5) : nil, down: pointer),
        tuningName: name)
    }
    return recorder.current!
  }

  private func plot(
    _ current: MotionCapture, previous: MotionCapture? = nil, comparison: MotionCapture? = nil,
    playhead: Double? = nil
  ) -> (MotionPlotView, Window) {
    let window = Window(
      size: Size(width: 320, height: InspectorLayout.plotHeight), safeAreaInsets: .zero,
      textMeasurer: FixedMetricsTextMeasurer())
    let plot = MotionPlotView(
      frame: Rect(x: 0, y: 0, width: 320, height: InspectorLayout.plotHeight))
    window.addSubview(plot)
    plot.show(current: current, previous: previous, comparison: comparison, playheadTime: playhead)
    window.layoutIfNeeded()
    return (plot, window)
  }

  @Test func theAxesTickTimeFromTheStartPositionAndVelocity() throws {
    let (plot, window) = plot(capture("seed", start: 0))
    let scale = try #require(plot.geometry()).scale
    let ticks = MotionPlotView.ticks(for: scale)
    // 19 frames after the first: 0.3167 s, shown as at least half a second.
    #expect(scale.time == 0...0.5)
    #expect(ticks.time.values == [0, 0.1, 0.2, 0.3, 0.4, 0.5])
    #expect(ticks.position.values == [100, 150, 200, 250, 300])
    #expect(ticks.velocity.values == [-500, 0, 500])
    let texts = DisplayListBuilder.build(window).items.compactMap { item -> String? in
      guard case .text(let run) = item else { return nil }
      return run.text
    }
    for label in ["0.0", "0.5 s", "100", "300 pt", "-500", "500 pt/s"] {
      #expect(texts.contains(label), "\(label) in \(texts)")
    }
  }

  /// Every text the plot draws itself (ticks, units, marks) stays out of the curves' area.
  @Test func noLabelPrintsOverTheCurves() throws {
    var dragged = capture("seed", start: 0, pointer: true)
    dragged.pressFrame = 0
    dragged.slopFrame = 2
    dragged.releaseFrame = 15
    let (plot, window) = plot(dragged, previous: capture("fluid", start: 40))
    let area = try #require(plot.geometry()).scale.area
    let measurer = FixedMetricsTextMeasurer()
    var checked = 0
    for item in DisplayListBuilder.build(window).items {
      guard case .text(let run) = item, plot.frame.contains(run.origin) else { continue }
      let box = Rect(
        x: run.origin.x, y: run.origin.y,
        width: measurer.width(of: run.text, fontSize: run.fontSize),
        height: measurer.lineHeight(fontSize: run.fontSize))
      if run.origin.y >= plot.plotRect.minY - 1 {
        #expect(box.intersection(area) == nil, "\(run.text) at \(box) over \(area)")
        checked += 1
      }
    }
    #expect(checked >= 14, "ticks, units and the three marks")
  }

  @Test func everyCurveHasALegendEntry() {
    let (plot, _) = plot(
      capture("custom", start: 100, pointer: true), previous: capture("seed", start: 1),
      comparison: capture("fluid", start: 100))
    #expect(
      plot.legendLabels.map(\.text) == [
        "position 100–290 pt", "velocity ±600 pt/s", "", "grey: previous run, seed untouched",
        "pointer (left axis)", "pink: same input, fluid untouched", "+ is down, as on screen",
      ])
  }

  @Test func hoveringReadsOutTheSampleUnderThePointer() throws {
    let (plot, _) = plot(capture("seed", start: 0), playhead: 10.0 / 60)
    let scale = try #require(plot.geometry()).scale
    plot.hover(atX: scale.x(10.0 / 60))
    #expect(plot.titleLabel.text == "t 0.167 s · 200.0 pt · 600 pt/s")
    plot.hover(atX: nil)
    #expect(plot.titleLabel.text == "text.y · seed · 0.32 s")
    plot.hover(atX: 1)
    #expect(plot.hoverX == nil, "left of the curves is no time")
  }

  @Test func thePlayheadIsDrawnAtItsTime() throws {
    let (plot, window) = plot(capture("seed", start: 0), playhead: 10.0 / 60)
    let x = try #require(plot.geometry()).scale.x(10.0 / 60)
    let playheads = DisplayListBuilder.build(window).items.filter { item in
      guard case .fill(let fill) = item else { return false }
      return fill.color == OverlayStyle.accent && fill.rect.width == 2
    }
    #expect(playheads.count == 1)
    if case .fill(let fill) = playheads.first { #expect(fill.rect.minX == x - 1) }
  }

  @Test func theChoiceOfInteraction() {
    #expect(PlotChoice.live(back: 0, count: 3) == PlotChoice(index: 2, count: 3))
    #expect(PlotChoice.live(back: 5, count: 3) == PlotChoice(index: 0, count: 3))
    #expect(PlotChoice.live(back: 0, count: 0) == nil)
    let captures = [capture("a", start: 10), capture("b", start: 50), capture("c", start: 90)]
    #expect(PlotChoice.atFrame(0, in: captures)?.index == 0)
    #expect(PlotChoice.atFrame(49, in: captures)?.index == 0)
    #expect(PlotChoice.atFrame(50, in: captures)?.index == 1)
    #expect(PlotChoice.atFrame(500, in: captures) == PlotChoice(index: 2, count: 3))
  }

  /// Live, Shift+N and N step through the kept interactions; a new one shows at once.
  @Test func liveKeysStepThroughTheKeptInteractions() {
    let overlays = Support.controller()
    overlays.isPlotVisible = true
    var frame = 0
    func interaction(from y: Double) {
      for step in 0..<10 {
        frame += 1
        overlays.update(
          inspection: Support.inspection(
            frame: frame, position: y + Double(step), start: y + Double(step) - 1),
          frameMilliseconds: 16, tuning: .seed)
      }
      for _ in 0...MotionRecorder.settleFrames {
        frame += 1
        overlays.update(
          inspection: Support.inspection(frame: frame, position: y + 9), frameMilliseconds: 16,
          tuning: .seed)
      }
    }
    interaction(from: 0)
    interaction(from: 100)
    interaction(from: 200)
    #expect(overlays.plotView.titleLabel.text.hasSuffix("3 of 3"))
    #expect(overlays.handleKey(Key("n", modifiers: .shift)))
    #expect(overlays.plotView.titleLabel.text.hasSuffix("2 of 3"))
    #expect(overlays.plotView.current?.samples.first?.position == 100)
    _ = overlays.handleKey(Key("n", modifiers: .shift))
    _ = overlays.handleKey(Key("n", modifiers: .shift))
    #expect(overlays.plotView.current?.samples.first?.position == 0)
    _ = overlays.handleKey(Key("n"))
    #expect(overlays.plotView.titleLabel.text.hasSuffix("2 of 3"))
    interaction(from: 300)
    #expect(overlays.plotView.current?.samples.first?.position == 300)
  }
}

import SheetEngine
import SheetScreens
import SheetSession
import SheetTuning
import Testing

@testable import PlaygroundSessions
@testable import PlaygroundStudio
@testable import PlaygroundWindow

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

  /// In compare mode both the other side (pink) and this side's earlier interaction (grey)
  /// are drawn, so both have a legend entry, side by side.
  @Test func everyCurveDrawnHasALegendEntry() {
    func capture(_ name: String, start: Int) -> MotionCapture {
      var recorder = MotionRecorder()
      for frame in start..<(start + 20) {
        recorder.update(
          Support.inspection(
            frame: frame, element: "text.y", position: Double(frame - start) * 10, start: 0),
          tuningName: name)
      }
      return recorder.current!
    }
    let window = Window(
      size: Size(width: 400, height: 300), safeAreaInsets: .zero,
      textMeasurer: FixedMetricsTextMeasurer())
    let plot = MotionPlotView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    window.addSubview(plot)
    plot.show(
      current: capture("custom", start: 100), previous: capture("seed", start: 1),
      comparison: capture("fluid", start: 100))
    window.layoutIfNeeded()
    let texts = plot.legendLabels.map(\.text)
    #expect(
      texts.contains("grey: previous run, seed untouched")
        && texts.contains("pink: same input, fluid untouched"))
    let shown = plot.legendLabels.filter { !$0.text.isEmpty }.map(\.frame)
    for (index, frame) in shown.enumerated() {
      for other in shown[(index + 1)...] { #expect(frame.intersection(other) == nil) }
    }
    // The curves, their marks and labels start below the legend, however many lines it takes.
    let legendBottom = shown.map(\.maxY).max() ?? 0
    #expect(plot.plotRect.minY >= legendBottom)
  }

  /// Marks a few points apart stack their labels; each label's row is in the band above the
  /// curves, so no label prints over a curve.
  @Test func crowdedMarkLabelsStackInTheirBand() {
    var capture = MotionCapture(tuningName: "seed")
    for frame in 0..<30 {
      capture.samples.append(
        MotionSample(
          Support.inspection(frame: frame, element: "text.y", position: Double(frame)),
          element: MovingElement(name: "text.y", position: Double(frame), startPosition: 0)))
    }
    capture.pressFrame = 0
    capture.slopFrame = 1
    capture.releaseFrame = 20
    let labels = MotionPlotView.markLabels(of: capture) { $0 * 600 }
    #expect(labels.map(\.name) == ["press", "slop", "release"])
    // slop's label goes a row down, where its line starts: press's label is not crossed.
    #expect(labels.map(\.row) == [0, 1, 0])
    // Three marks a few points apart: the middle one's label on a row of its own.
    capture.slopFrame = 1
    capture.releaseFrame = 2
    let crowded = MotionPlotView.markLabels(of: capture, x: { 100 + $0 * 240 }, span: 0...400)
    #expect(Set(crowded.map(\.row)).count > 1)
  }

  /// No mark's label overlaps another label or crosses another mark's line, and each stays
  /// in the plot, whatever the marks' spacing (issue 40, item 4): press, slop and release
  /// from the same frame to far apart, at the plot's left and right edges.
  @Test func markLabelsOverlapNoLabelAndNoMark() {
    let width = { (text: String) in Double(text.count) * 6 }
    for press in [0, 1, 28] {
      for slopGap in [0, 1, 2, 5] {
        for releaseGap in [0, 1, 3, 10] {
          var capture = MotionCapture(tuningName: "seed")
          for frame in 0..<60 {
            capture.samples.append(
              MotionSample(
                Support.inspection(frame: frame, element: "text.y", position: Double(frame)),
                element: MovingElement(name: "text.y", position: Double(frame), startPosition: 0)
              ))
          }
          capture.pressFrame = press
          capture.slopFrame = press + slopGap
          capture.releaseFrame = min(press + slopGap + releaseGap, 59)
          let x = { (time: Double) in 46 + time * 60 * 4 }
          let labels = MotionPlotView.markLabels(
            of: capture, x: x, width: width, span: 2...318)
          let lines = labels.map { x($0.time) }
          for (index, label) in labels.enumerated() {
            let span = label.textX...(label.textX + label.width)
            #expect(span.lowerBound >= 2 && span.upperBound <= 318, "\(label.name) leaves the plot")
            // A mark's line runs from its label's row down.
            for (other, line) in lines.enumerated()
            where other != index && labels[other].row <= label.row {
              #expect(!span.contains(line), "\(label.name) crosses \(labels[other].name)'s line")
            }
            for otherLabel in labels[(index + 1)...] where otherLabel.row == label.row {
              let otherSpan = otherLabel.textX...(otherLabel.textX + otherLabel.width)
              #expect(!span.overlaps(otherSpan), "\(label.name) over \(otherLabel.name)")
            }
          }
        }
      }
    }
  }
}

import PlaygroundSessions
import SheetEngine
import SheetTuning

/// The motion plot in the inspector: the last interaction's position (blue), velocity
/// (orange, zero at the faint middle line) and transition progress (green, 0 at the bottom,
/// 1 at the top) over simulated time, the pointer's own path (white) in the position's
/// scale, with the press, the slop crossing and the release (red) marked. The latest earlier
/// interaction with the same element is laid under it in grey, aligned at the release, so
/// the same gesture under two presets can be compared curve against curve.
///
/// Positions along a vertical axis (".y" elements) are drawn as on screen, larger values
/// lower, so a rising sheet draws a rising curve; horizontal ones grow upwards.
@MainActor
package final class MotionPlotView: View {
  package static let height = 196.0
  static let maximumWidth = 420.0
  /// Room for the title and legend above, the position's tick labels left, the velocity's
  /// right and the time's below: labels stay outside the curves' area.
  static let plotInsets = EdgeInsets(top: 66, left: 46, bottom: 20, right: 54)
  static let axisFontSize = 10.0

  let titleLabel = Label(text: "", fontSize: 13, textColor: OverlayStyle.darkText)
  let legendLabels: [Label] = [
    Label(text: "", fontSize: 11, textColor: OverlayStyle.position),
    Label(text: "", fontSize: 11, textColor: OverlayStyle.velocity),
    Label(text: "", fontSize: 11, textColor: OverlayStyle.progress),
    Label(text: "", fontSize: 11, textColor: OverlayStyle.darkSecondaryText),
    Label(text: "", fontSize: 11, textColor: OverlayStyle.pointerPath),
    Label(text: "", fontSize: 11, textColor: MotionPlotView.comparisonColor),
    Label(text: "", fontSize: 11, textColor: OverlayStyle.darkSecondaryText),
  ]
  /// The legend's bottom, local points: the curves' area starts below it, however many
  /// lines the legend wraps to.
  private var legendBottom = 0.0
  package private(set) var current: MotionCapture?
  package private(set) var previous: MotionCapture?
  /// In a compare session, the other side's capture of the same frames, drawn in
  /// ``comparisonColor`` (its position) beside this side's.
  package private(set) var comparison: MotionCapture?
  /// The second side's curve in compare mode.
  static let comparisonColor = Color(hex: 0xFF375F)

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = OverlayStyle.darkBackground
    cornerRadii = CornerRadii(all: 10)
    isUserInteractionEnabled = false
    accessibilityIdentifier = "motion-plot"
    addSubview(titleLabel)
    for label in legendLabels { addSubview(label) }
  }

  /// Where a replay's timeline stands, in the current capture's simulated seconds; nil live.
  package private(set) var playheadTime: Double?
  /// The pointer's x over the plot (local points) while it hovers there; nil otherwise.
  var hoverX: Double?
  /// Which of the interactions there are is shown, when there is a choice.
  package private(set) var choice: PlotChoice?
  /// What ``show(current:previous:comparison:playheadTime:choice:)`` was last given.
  private var shownInputs: ShownInputs?

  /// The inputs of one ``show(current:previous:comparison:playheadTime:choice:)``.
  private struct ShownInputs: Equatable {
    package var current: MotionCapture?
    package var previous: MotionCapture?
    package var comparison: MotionCapture?
    package var playheadTime: Double?
    package var choice: PlotChoice?
    /// The hovered x: the title reads out the values under it.
    var hoverX: Double?
  }

  /// Shows `current` over `previous` (when both followed the same element), and in compare
  /// mode the other side's `comparison` of the same element; `playheadTime` marks where a
  /// replay's timeline stands. Returns whether that differs from what it showed (the same
  /// inputs again cost nothing, so an idle inspector draws nothing new).
  @discardableResult
  package func show(
    current: MotionCapture?, previous: MotionCapture?, comparison: MotionCapture? = nil,
    playheadTime: Double? = nil, choice: PlotChoice? = nil
  ) -> Bool {
    let inputs = ShownInputs(
      current: current, previous: previous, comparison: comparison, playheadTime: playheadTime,
      choice: choice, hoverX: hoverX)
    guard inputs != shownInputs else { return false }
    shownInputs = inputs
    self.current = current
    self.previous = previous?.element == current?.element ? previous : nil
    self.comparison = comparison?.element == current?.element ? comparison : nil
    self.playheadTime = playheadTime
    self.choice = choice
    guard let current, let element = current.element, let first = current.samples.first,
      let last = current.samples.last
    else {
      titleLabel.text = "Motion plot: press, drag or tap to record a motion"
      for label in legendLabels { label.text = "" }
      setNeedsLayout()
      return true
    }
    let duration = OverlayNumberFormat.fixed(last.time - first.time, decimals: 2)
    let which = choice.map { " · \($0.index + 1) of \($0.count)" } ?? ""
    titleLabel.text =
      readout() ?? "\(element) · \(current.tuningName) · \(duration) s\(which)"
    let plotted = current.samples.filter { $0.element == element }
    let positions = plotted.map(\.position)
    let peak = plotted.map { abs($0.velocity) }.max() ?? 0
    legendLabels[0].text =
      "position " + OverlayNumberFormat.fixed(positions.min() ?? 0, decimals: 0) + "–"
      + OverlayNumberFormat.fixed(positions.max() ?? 0, decimals: 0) + " pt"
    legendLabels[1].text =
      "velocity ±" + OverlayNumberFormat.fixed(peak, decimals: 0) + " pt/s"
    // The empty plot clears every label, so the fixed ones are set each time too.
    legendLabels[2].text =
      current.samples.contains { $0.progress != nil } ? "progress 0–1" : ""
    // Every curve drawn has its entry: in compare mode both the other side (pink) and this
    // side's previous interaction (grey) may show.
    legendLabels[3].text = self.previous.map { "grey: previous run, \(Self.named($0))" } ?? ""
    legendLabels[4].text =
      plotted.contains { $0.pointer != nil } ? "pointer (left axis)" : ""
    legendLabels[5].text = self.comparison.map { "pink: same input, \(Self.named($0))" } ?? ""
    // The sign convention, once: along y larger is lower, as on screen.
    legendLabels[6].text = element.hasSuffix(".y") ? "+ is down, as on screen" : "+ is right"
    setNeedsLayout()
    return true
  }

  package override func layoutSubviews() {
    let measurer = window?.textMeasurer
    let titleHeight = measurer?.lineHeight(fontSize: 13) ?? 16
    titleLabel.frame = Rect(x: 10, y: 8, width: bounds.width - 20, height: titleHeight)
    // The legend wraps onto a second line rather than cutting a label off.
    var x = 10.0
    var legendY = 8 + titleHeight + 4
    let lineHeight = measurer?.lineHeight(fontSize: 11) ?? 14
    for label in legendLabels {
      let width = (measurer?.width(of: label.text, fontSize: 11) ?? 0).rounded(.up) + 1
      if x > 10, x + width > bounds.width - 10 {
        x = 10
        legendY += lineHeight + 2
      }
      label.frame = Rect(
        x: x, y: legendY, width: min(width, max(bounds.width - 10 - x, 0)), height: lineHeight)
      x += width + 10
    }
    legendBottom = legendY + lineHeight
  }

  /// A run's tuning as the legend names it: a preset's name says that it is the preset
  /// untouched ("ios26 untouched"), anything else as it is ("custom", "recorded seed").
  static func named(_ capture: MotionCapture) -> String {
    TuningPreset(named: capture.tuningName) == nil
      ? capture.tuningName : "\(capture.tuningName) untouched"
  }

  package override func sizeThatFits(_ size: Size) -> Size {
    Size(width: min(size.width, Self.maximumWidth), height: Self.height)
  }

  // MARK: - Drawing

  /// Where the curves go, in local coordinates.
  var plotRect: Rect {
    var insets = Self.plotInsets
    insets.top = max(insets.top, legendBottom + 6)
    return bounds.inset(by: insets)
  }

  package override func appendContent(to list: inout DisplayList, context: RenderContext) {
    guard let current, let geometry = geometry() else { return }
    let scale = geometry.scale
    OverlayDrawing.appendRect(
      Rect(x: scale.area.minX, y: scale.area.midY - 0.5, width: scale.area.width, height: 1),
      color: Color.white.withAlpha(0.12), context: context, to: &list)
    appendAxes(scale, context: context, to: &list)
    appendMarks(geometry.labels, band: geometry.band, scale: scale, context: context, to: &list)
    appendCurves(
      current: current, plotted: geometry.plotted, ghost: geometry.ghost, other: geometry.other,
      scale: scale, context: context, to: &list)
    appendCursors(scale, context: context, to: &list)
  }

  /// What the curves are drawn from: the samples of the followed element, the previous
  /// capture aligned to this one, the other side's, the marks' labels and the scale.
  struct Geometry {
    var plotted: [MotionSample]
    var ghost: [MotionSample]
    package var other: [MotionSample]
    var labels: [MarkLabel]
    var band: Double
    package var scale: PlotScale
  }

  /// The plot's geometry for what it shows now; nil when it shows nothing.
  func geometry() -> Geometry? {
    guard let current, let element = current.element, let anchor = current.anchorTime else {
      return nil
    }
    let plotted = current.samples.filter { $0.element == element }
    let ghost = alignedPrevious(to: anchor)
    // The other side ran the same frames: its samples share this side's clock.
    let other = comparison?.samples.filter { $0.element == element } ?? []
    // The marks' labels get a band of their own above the curves, so they never print
    // over one.
    let times = Self.timeSpan(current.samples.map(\.time) + ghost.map(\.time) + other.map(\.time))
    let across = plotRect
    let measurer = window?.textMeasurer
    let labels = Self.markLabels(
      of: current,
      x: { time in
        across.minX + (time - times.lowerBound) / (times.upperBound - times.lowerBound)
          * across.width
      },
      width: { text in
        measurer?.width(of: text, fontSize: Self.axisFontSize) ?? Double(text.count) * 6
      },
      span: bounds.minX + 2...bounds.maxX - 2)
    let band = labels.isEmpty ? 0 : Double((labels.map(\.row).max() ?? 0) + 1) * 12 + 2
    var area = plotRect
    area.origin.y += band
    area.size.height = max(area.height - band, 1)
    let scale = PlotScale(
      area: area,
      time: times,
      position: Self.valueSpan(
        (plotted + ghost + other).map(\.position) + plotted.compactMap(\.pointer)),
      peakVelocity: max((plotted + ghost).map { abs($0.velocity) }.max() ?? 0, 1),
      flips: element.hasSuffix(".y"))
    return Geometry(
      plotted: plotted, ghost: ghost, other: other, labels: labels, band: band, scale: scale)
  }

  /// The press, slop and release marks that happened, each with the row and left edge its
  /// label takes: right of its line, else left of it, on the first row where it overlaps no
  /// other label, crosses no other mark's line, has its own line cross no label, and stays
  /// inside `span` (the view's width); `width` measures a label. A mark's line starts at its
  /// label's row, so marks a few points apart stack their labels downwards, each line
  /// starting below the labels beside it.
  static func markLabels(
    of current: MotionCapture, x: (Double) -> Double,
    width: (String) -> Double = { Double($0.count) * 6 },
    span: ClosedRange<Double> = -Double.infinity...Double.infinity
  ) -> [MarkLabel] {
    let marks: [(frame: Int?, name: String, color: Color)] = [
      (current.pressFrame, "press", OverlayStyle.darkSecondaryText),
      (current.slopFrame, "slop", OverlayStyle.darkSecondaryText),
      (current.releaseFrame, "release", OverlayStyle.release),
    ]
    let found = marks.compactMap { mark -> (time: Double, name: String, color: Color)? in
      guard let frame = mark.frame,
        let sample = current.samples.first(where: { $0.frame == frame })
      else { return nil }
      return (sample.time, mark.name, mark.color)
    }
    var result: [MarkLabel] = []
    for mark in found {
      let markX = x(mark.time)
      let labelWidth = width(mark.name)
      let sides = [markX + 3, markX - 3 - labelWidth]
      func fits(_ left: Double, row: Int) -> Bool {
        let right = left + labelWidth
        guard left >= span.lowerBound, right <= span.upperBound else { return false }
        for placed in result {
          let placedX = x(placed.time)
          // A placed line reaching this row through this label.
          if placed.row <= row, placedX >= left - 1, placedX <= right + 1 { return false }
          // This line, from this row down, through a placed label.
          if placed.row >= row, markX >= placed.textX - 1,
            markX <= placed.textX + placed.width + 1
          {
            return false
          }
          if placed.row == row, placed.textX < right + 2, left < placed.textX + placed.width + 2 {
            return false
          }
        }
        return true
      }
      var placed: (Double, Int)?
      for row in 0..<4 {
        if let side = sides.first(where: { fits($0, row: row) }) {
          placed = (side, row)
          break
        }
      }
      let (textX, row) = placed ?? (sides[0], (result.map(\.row).max() ?? -1) + 1)
      result.append(
        MarkLabel(
          time: mark.time, name: mark.name, color: mark.color, row: row, textX: textX,
          width: labelWidth))
    }
    return result
  }

  /// One mark's label: where its line is (`time`), and where its text goes.
  struct MarkLabel {
    var time: Double
    var name: String
    var color: Color
    var row: Int
    /// The text's left edge, local points.
    var textX: Double
    var width: Double
  }

  /// The marks' lines through the band and the curves, their labels in the band.
  private func appendMarks(
    _ labels: [MarkLabel], band: Double,
    scale: PlotScale, context: RenderContext, to list: inout DisplayList
  ) {
    let area = scale.area
    let top = area.minY - band
    for label in labels {
      let markX = scale.x(label.time)
      // From its label's row down: a label on a row above is never crossed.
      let lineTop = top + Double(label.row) * 12
      OverlayDrawing.appendRect(
        Rect(x: markX - 0.5, y: lineTop, width: 1, height: area.maxY - lineTop),
        color: label.color, context: context, to: &list)
      appendText(
        label.name, at: Point(x: label.textX, y: top + Double(label.row) * 12), color: label.color,
        context: context, to: &list)
    }
  }

  /// The curves, back to front: the pointer's path, the previous capture, the other side,
  /// the progress, the velocity and the position.
  private func appendCurves(
    current: MotionCapture, plotted: [MotionSample], ghost: [MotionSample],
    other: [MotionSample], scale: PlotScale, context: RenderContext, to list: inout DisplayList
  ) {
    // The pointer's own path, in the position's scale: where the hand was against where the
    // element went (the gap at the start is the slop, after the release the element goes on).
    let pointerPath = plotted.compactMap { sample in
      sample.pointer.map { Point(x: scale.x(sample.time), y: scale.y(position: $0)) }
    }
    OverlayDrawing.appendLine(
      pointerPath, width: 1, color: OverlayStyle.pointerPath, context: context,
      to: &list)
    OverlayDrawing.appendLine(
      ghost.map(scale.positionPoint), color: OverlayStyle.previous, context: context, to: &list)
    OverlayDrawing.appendLine(
      other.map(scale.positionPoint), width: 2, color: Self.comparisonColor, context: context,
      to: &list)
    for run in Self.progressRuns(current.samples) {
      OverlayDrawing.appendLine(
        run.map {
          Point(x: scale.x($0.time), y: scale.area.maxY - $0.progress * scale.area.height)
        },
        color: OverlayStyle.progress, context: context, to: &list)
    }
    OverlayDrawing.appendLine(
      plotted.map { Point(x: scale.x($0.time), y: scale.y(velocity: $0.velocity)) },
      color: OverlayStyle.velocity, context: context, to: &list)
    OverlayDrawing.appendLine(
      plotted.map(scale.positionPoint), width: 2, color: OverlayStyle.position, context: context,
      to: &list)
  }

  /// The previous capture's samples of the same element, shifted so its anchor (release)
  /// lands on `anchor`.
  private func alignedPrevious(to anchor: Double) -> [MotionSample] {
    guard let previous, let element = previous.element, let start = previous.anchorTime else {
      return []
    }
    return previous.samples.filter { $0.element == element }.map { sample in
      var moved = sample
      moved.time += anchor - start
      return moved
    }
  }

  func appendText(
    _ text: String, at point: Point, color: Color, context: RenderContext,
    to list: inout DisplayList
  ) {
    list.items.append(
      .text(
        TextRun(
          text: text, origin: context.transform.apply(to: point),
          fontSize: Self.axisFontSize * context.scale,
          color: color.multipliedAlpha(by: context.opacity), clip: context.clip)))
  }

  /// At least half a second, so a short tap does not stretch across the whole plot.
  static func timeSpan(_ times: [Double]) -> ClosedRange<Double> {
    let start = times.min() ?? 0
    return start...max(times.max() ?? 0, start + 0.5)
  }

  /// The values' range with 6 % headroom, at least 1 pt tall so a still element draws flat.
  static func valueSpan(_ values: [Double]) -> ClosedRange<Double> {
    var low = values.min() ?? 0
    var high = values.max() ?? 0
    if high - low < 1 {
      let middle = (low + high) / 2
      low = middle - 0.5
      high = middle + 0.5
    }
    let pad = (high - low) * 0.06
    return (low - pad)...(high + pad)
  }

  /// Consecutive samples with a transition running, as separate lines.
  static func progressRuns(_ samples: [MotionSample]) -> [[(time: Double, progress: Double)]] {
    var runs: [[(time: Double, progress: Double)]] = []
    var run: [(time: Double, progress: Double)] = []
    for sample in samples {
      if let progress = sample.progress {
        run.append((sample.time, progress))
      } else if !run.isEmpty {
        runs.append(run)
        run = []
      }
    }
    if !run.isEmpty { runs.append(run) }
    return runs
  }
}

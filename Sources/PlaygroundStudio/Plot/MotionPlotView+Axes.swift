import PlaygroundSessions
import SheetEngine

/// The plot's axes and cursors: time across the bottom in seconds from the capture's first
/// sample, the position up the left in points (the pointer's path shares it), the velocity up
/// the right in points per second (zero at the middle line), each with round-numbered ticks
/// (``PlotTicks``) and its unit, drawn in the insets so no label covers a curve; a replay's
/// playhead, and the hovered time with its values read out in the title line.
extension MotionPlotView {
  /// At most this many ticks on the time axis, the position axis and the velocity axis.
  static let tickCounts = (time: 6, position: 5, velocity: 3)
  static let axisColor = Color.white.withAlpha(0.55)

  /// The ticks each axis shows for `scale`: time in seconds since the span's start, position
  /// in points, velocity in points per second.
  package static func ticks(for scale: PlotScale) -> (
    time: PlotTicks, position: PlotTicks, velocity: PlotTicks
  ) {
    let span = scale.time.upperBound - scale.time.lowerBound
    return (
      PlotTicks(in: 0...span, maximumCount: tickCounts.time),
      PlotTicks(in: scale.position, maximumCount: tickCounts.position),
      PlotTicks(in: -scale.peakVelocity...scale.peakVelocity, maximumCount: tickCounts.velocity)
    )
  }

  func appendAxes(_ scale: PlotScale, context: RenderContext, to list: inout DisplayList) {
    let area = scale.area
    let ticks = Self.ticks(for: scale)
    let lineHeight = window?.textMeasurer.lineHeight(fontSize: Self.axisFontSize) ?? 12
    for time in ticks.time.values {
      let x = scale.x(scale.time.lowerBound + time)
      tick(Rect(x: x - 0.5, y: area.maxY, width: 1, height: 4), context: context, to: &list)
      // The last tick of each axis carries its unit.
      let text = ticks.time.label(time) + (time == ticks.time.values.last ? " s" : "")
      appendText(
        text, at: Point(x: x - textWidth(text) / 2, y: area.maxY + 5), color: Self.axisColor,
        context: context, to: &list)
    }
    for position in ticks.position.values {
      let y = scale.y(position: position)
      tick(Rect(x: area.minX - 4, y: y - 0.5, width: 4, height: 1), context: context, to: &list)
      let text =
        ticks.position.label(position) + (position == ticks.position.values.last ? " pt" : "")
      appendText(
        text, at: Point(x: area.minX - 6 - textWidth(text), y: y - lineHeight / 2),
        color: OverlayStyle.position, context: context, to: &list)
    }
    for velocity in ticks.velocity.values {
      let y = scale.y(velocity: velocity)
      tick(Rect(x: area.maxX, y: y - 0.5, width: 4, height: 1), context: context, to: &list)
      let unit = velocity == ticks.velocity.values.last ? " pt/s" : ""
      appendText(
        ticks.velocity.label(velocity) + unit, at: Point(x: area.maxX + 6, y: y - lineHeight / 2),
        color: OverlayStyle.velocity, context: context, to: &list)
    }
  }

  /// The playhead (a replay's frame) and the hovered time, as lines across the curves.
  func appendCursors(_ scale: PlotScale, context: RenderContext, to list: inout DisplayList) {
    let area = scale.area
    if let playheadTime, scale.time.contains(playheadTime) {
      OverlayDrawing.appendRect(
        Rect(x: scale.x(playheadTime) - 1, y: area.minY, width: 2, height: area.height),
        color: OverlayStyle.accent, context: context, to: &list)
    }
    if let sample = hoveredSample() {
      OverlayDrawing.appendRect(
        Rect(x: scale.x(sample.time) - 0.5, y: area.minY, width: 1, height: area.height),
        color: Color.white.withAlpha(0.5), context: context, to: &list)
      OverlayDrawing.appendDot(
        at: scale.positionPoint(sample), diameter: 5, color: Color.white, context: context,
        to: &list)
    }
  }

  /// The pointer moved over the plot (`x` in local points) or left it (nil): the title line
  /// reads out the values at the sample nearest in time.
  func hover(atX x: Double?) {
    let inside = x.map { $0 >= plotRect.minX && $0 <= plotRect.maxX } ?? false
    let newX = inside ? x : nil
    guard newX != hoverX else { return }
    hoverX = newX
    show(
      current: current, previous: previous, comparison: comparison, playheadTime: playheadTime,
      choice: choice)
  }

  /// The followed element's sample nearest to the hovered time.
  func hoveredSample() -> MotionSample? {
    guard let hoverX, let geometry = geometry() else { return nil }
    let scale = geometry.scale
    let time =
      scale.time.lowerBound + (hoverX - scale.area.minX) / scale.area.width
      * (scale.time.upperBound - scale.time.lowerBound)
    return geometry.plotted.min { abs($0.time - time) < abs($1.time - time) }
  }

  /// The hovered sample's values in one line: its time from the capture's start, position,
  /// velocity and progress; nil while nothing is hovered.
  func readout() -> String? {
    guard let sample = hoveredSample(), let start = geometry()?.scale.time.lowerBound else {
      return nil
    }
    var parts = [
      "t " + OverlayNumberFormat.fixed(sample.time - start, decimals: 3) + " s",
      OverlayNumberFormat.fixed(sample.position, decimals: 1) + " pt",
      OverlayNumberFormat.fixed(sample.velocity, decimals: 0) + " pt/s",
    ]
    if let progress = sample.progress {
      parts.append("progress " + OverlayNumberFormat.fixed(progress, decimals: 2))
    }
    return parts.joined(separator: " · ")
  }

  private func tick(_ rect: Rect, context: RenderContext, to list: inout DisplayList) {
    OverlayDrawing.appendRect(rect, color: Self.axisColor, context: context, to: &list)
  }

  private func textWidth(_ text: String) -> Double {
    window?.textMeasurer.width(of: text, fontSize: Self.axisFontSize) ?? Double(text.count) * 6
  }
}

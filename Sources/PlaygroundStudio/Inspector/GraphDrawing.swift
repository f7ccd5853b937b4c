import SheetEngine
import SheetTuning

/// The editors' small graphs: a frame, a faint 0 and 1 line, and a curve through samples of
/// progress over normalised time, drawn with ``OverlayDrawing``'s lines.
enum GraphDrawing {
  /// `samples` progress over time scaled so `timeSpan` fills `rect`'s width; progress 0 at
  /// the bottom inset, 1 at ``oneLevel`` of the height (room above for overshoot).
  static let oneLevel = 0.72

  static func appendGraph(
    _ samples: [StepResponseSample], timeSpan: Double, in rect: Rect, color: Color,
    context: RenderContext, to list: inout DisplayList
  ) {
    OverlayDrawing.appendRect(rect, color: Color(hex: 0xF2F2F7), context: context, to: &list)
    let guides = [0.0, 1.0].map { point(time: 0, progress: $0, timeSpan: timeSpan, in: rect).y }
    for y in guides {
      OverlayDrawing.appendRect(
        Rect(x: rect.minX, y: y - 0.5, width: rect.width, height: 1),
        color: Color(hex: 0xC7C7CC), context: context, to: &list)
    }
    let points = samples.map {
      point(time: $0.time, progress: $0.progress, timeSpan: timeSpan, in: rect)
    }
    OverlayDrawing.appendLine(points, width: 1.5, color: color, context: context, to: &list)
  }

  package static func point(time: Double, progress: Double, timeSpan: Double, in rect: Rect)
    -> Point
  {
    let x = rect.minX + rect.width * (timeSpan > 0 ? time / timeSpan : 0)
    let bottom = rect.maxY - 4
    let one = rect.maxY - rect.height * oneLevel
    return Point(x: x, y: bottom + (one - bottom) * progress)
  }
}

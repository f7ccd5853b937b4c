import SheetEngine

/// Lines and dots for the graph, trail and plot. The display list only has rounded
/// rectangles and text, so a line is a run of small squares about one point apart: dense
/// enough to read as a line at any scale, cheap enough for a few hundred points of curve.
package enum OverlayDrawing {
  /// Spacing of the squares along a line, in window points.
  static let spacing = 1.0

  /// A polyline through `points` (local coordinates of the view drawing it).
  static func appendLine(
    _ points: [Point], width: Double = 1.5, color: Color, context: RenderContext,
    to list: inout DisplayList
  ) {
    let window = points.map { context.transform.apply(to: $0) }
    guard let first = window.first else { return }
    let size = width * context.scale
    let color = color.multipliedAlpha(by: context.opacity)
    guard color.alpha > 0 else { return }
    appendSquare(at: first, size: size, color: color, clip: context.clip, to: &list)
    for (start, end) in zip(window, window.dropFirst()) {
      let (dx, dy) = (end.x - start.x, end.y - start.y)
      let length = (dx * dx + dy * dy).squareRoot()
      guard length.isFinite else { continue }
      let steps = max(1, Int((length / spacing).rounded(.up)))
      for step in 1...steps {
        let t = Double(step) / Double(steps)
        appendSquare(
          at: Point(x: start.x + dx * t, y: start.y + dy * t), size: size, color: color,
          clip: context.clip, to: &list)
      }
    }
  }

  /// A round dot of `diameter` points centred on `center` (local coordinates).
  package static func appendDot(
    at center: Point, diameter: Double, color: Color, context: RenderContext,
    to list: inout DisplayList
  ) {
    let point = context.transform.apply(to: center)
    let size = diameter * context.scale
    let color = color.multipliedAlpha(by: context.opacity)
    guard color.alpha > 0 else { return }
    list.items.append(
      .fill(
        RoundedRectFill(
          rect: Rect(x: point.x - size / 2, y: point.y - size / 2, width: size, height: size),
          radii: CornerRadii(all: size / 2), color: color, clip: context.clip)))
  }

  /// A filled rectangle in local coordinates.
  package static func appendRect(
    _ rect: Rect, color: Color, context: RenderContext, to list: inout DisplayList
  ) {
    let color = color.multipliedAlpha(by: context.opacity)
    guard color.alpha > 0, !rect.isEmpty else { return }
    list.items.append(
      .fill(
        RoundedRectFill(
          rect: context.transform.apply(to: rect), color: color, clip: context.clip)))
  }

  private static func appendSquare(
    at center: Point, size: Double, color: Color, clip: Rect?, to list: inout DisplayList
  ) {
    list.items.append(
      .fill(
        RoundedRectFill(
          rect: Rect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size),
          color: color, clip: clip)))
  }
}

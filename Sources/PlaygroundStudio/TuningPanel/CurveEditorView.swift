import SheetEngine
import SheetTuning

/// A cubic bezier timing curve in the panel, drawn as the engine evaluates it, with its two
/// control points as handles: drag one to move it (time 0...1; progress within its key's
/// range). The rows below show and edit the same four numbers.
@MainActor
final class CurveEditorView: View {
  static let plotSize = 132.0
  static let handleDiameter = 12.0
  static let titleHeight = 17.0
  /// Below the title, a gap and half a handle, so a handle at progress 1 (the plot's top)
  /// never touches the title; half a handle and the gap again under the plot.
  static let plotTop = titleHeight + 4 + handleDiameter / 2
  package static let height = plotTop + plotSize + handleDiameter / 2 + 4

  /// The curve's keys, e.g. "sheet.curve": `.x1`, `.y1`, `.x2`, `.y2`.
  package let prefix: String
  private let titleLabel = Label(text: " ", fontSize: 13, textColor: OverlayStyle.text)
  package private(set) var points = (x1: 0.0, y1: 0.0, x2: 1.0, y2: 1.0)
  private var dragged: Int?
  /// Called with the control points the drag asks for (clamped to 0...1).
  var onEdit: ((_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Void)?

  package init(prefix: String, title: String) {
    self.prefix = prefix
    super.init()
    accessibilityIdentifier = "curve-\(prefix)"
    titleLabel.text = title
    titleLabel.isUserInteractionEnabled = false
    addSubview(titleLabel)
  }

  package func show(_ tuning: Tuning) {
    points = (
      tuning.value(forKey: prefix + ".x1") ?? 0, tuning.value(forKey: prefix + ".y1") ?? 0,
      tuning.value(forKey: prefix + ".x2") ?? 1, tuning.value(forKey: prefix + ".y2") ?? 1
    )
  }

  private var plot: Rect {
    Rect(
      x: (bounds.width - Self.plotSize) / 2, y: Self.plotTop, width: Self.plotSize,
      height: Self.plotSize)
  }

  /// Curve coordinates (time, progress) to view points: progress 1 at the plot's top.
  private func location(_ x: Double, _ y: Double) -> Point {
    Point(x: plot.minX + x * plot.width, y: plot.maxY - y * plot.height)
  }

  package override func layoutSubviews() {
    titleLabel.frame = Rect(x: 0, y: 0, width: bounds.width, height: Self.titleHeight)
  }

  override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: Self.height) }

  package override func appendContent(to list: inout DisplayList, context: RenderContext) {
    OverlayDrawing.appendRect(plot, color: Color(hex: 0xF2F2F7), context: context, to: &list)
    let curve = UnitBezier(points.x1, points.y1, points.x2, points.y2)
    let line = curve.stepResponse(count: 80).map { location($0.time, $0.progress) }
    let guide = Color(hex: 0xAEAEB2)
    OverlayDrawing.appendLine(
      [location(0, 0), location(points.x1, points.y1)], width: 1, color: guide,
      context: context, to: &list)
    OverlayDrawing.appendLine(
      [location(1, 1), location(points.x2, points.y2)], width: 1, color: guide,
      context: context, to: &list)
    OverlayDrawing.appendLine(
      line, width: 2, color: OverlayStyle.position, context: context, to: &list)
    for (x, y) in [(points.x1, points.y1), (points.x2, points.y2)] {
      OverlayDrawing.appendDot(
        at: location(x, y), diameter: Self.handleDiameter, color: OverlayStyle.accent,
        context: context, to: &list)
    }
  }

  /// Where the two handles are drawn, in the view's points.
  var handleFrames: [Rect] {
    let radius = Self.handleDiameter / 2
    return [location(points.x1, points.y1), location(points.x2, points.y2)].map {
      Rect(x: $0.x - radius, y: $0.y - radius, width: 2 * radius, height: 2 * radius)
    }
  }

  override func pointerBegan(at point: Point) {
    let handles = [location(points.x1, points.y1), location(points.x2, points.y2)]
    let distances = handles.map {
      ($0.x - point.x) * ($0.x - point.x) + ($0.y - point.y) * ($0.y - point.y)
    }
    dragged = distances[0] <= distances[1] ? 0 : 1
    pointerMoved(to: point)
  }

  override func pointerMoved(to point: Point) {
    guard let dragged else { return }
    let x = min(max((point.x - plot.minX) / plot.width, 0), 1)
    let y = min(max((plot.maxY - point.y) / plot.height, 0), 1)
    if dragged == 0 {
      onEdit?(x, y, points.x2, points.y2)
    } else {
      onEdit?(points.x1, points.y1, x, y)
    }
  }

  override func pointerEnded(at point: Point) {
    pointerMoved(to: point)
    dragged = nil
  }

  override func pointerCancelled() {
    dragged = nil
  }
}

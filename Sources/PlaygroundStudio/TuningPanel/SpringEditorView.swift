import SheetEngine
import SheetTuning

/// One spring in the panel: its step response as the engine runs it, and the spring in
/// both of the ways people think of one, response and damping ratio, and Apple's duration
/// and bounce (with the stiffness and damping they mean at mass 1). Dragging on the graph
/// edits the duration (sideways) and the bounce (up is bouncier); the response and damping
/// rows below edit the other pair. Either way the tuning keeps response and damping ratio.
@MainActor
final class SpringEditorView: View {
  package static let height = 118.0
  static let graphHeight = 64.0
  /// Seconds per point of horizontal drag, bounce per point of vertical drag.
  static let durationPerPoint = 0.002
  static let bouncePerPoint = 0.005

  let spring: TuningSpring
  private let titleLabel = Label(text: " ", fontSize: 13, textColor: OverlayStyle.text)
  private let valuesLabel = Label(text: " ", fontSize: 11, textColor: OverlayStyle.secondaryText)
  private(set) var parameters = SpringParameters(response: 0.5, dampingRatio: 1)
  private var samples: [StepResponseSample] = []
  private var drag: (start: Point, from: SpringParameters)?
  /// Called with the spring the drag asks for (not yet clamped to the keys' ranges).
  var onEdit: ((SpringParameters) -> Void)?

  package init(spring: TuningSpring) {
    self.spring = spring
    super.init()
    accessibilityIdentifier = "spring-\(spring.title)"
    for label in [titleLabel, valuesLabel] {
      label.isUserInteractionEnabled = false
      addSubview(label)
    }
  }

  /// Shows the spring as `tuning` has it.
  package func show(_ tuning: Tuning) {
    let shown = tuning.parameters(of: spring)
    guard shown != parameters || samples.isEmpty else { return }
    parameters = shown
    samples = shown.stepResponse(count: 90)
    titleLabel.text = Self.summary(title: spring.title, shown)
    valuesLabel.text = Self.appleSummary(shown)
  }

  /// "Sheet · response 0.400 s · damping ratio 1.00"
  package static func summary(title: String, _ spring: SpringParameters) -> String {
    "\(title) \u{00B7} response \(OverlayNumberFormat.fixed(spring.response, decimals: 3)) s"
      + " \u{00B7} \u{03B6} \(OverlayNumberFormat.fixed(spring.dampingRatio, decimals: 2))"
  }

  /// "duration 0.400 s · bounce 0.00 · k 246.7 · c 31.4"
  static func appleSummary(_ spring: SpringParameters) -> String {
    "duration \(OverlayNumberFormat.fixed(spring.duration, decimals: 3)) s \u{00B7} bounce "
      + OverlayNumberFormat.fixed(spring.bounce, decimals: 2) + " \u{00B7} k "
      + OverlayNumberFormat.fixed(spring.stiffness, decimals: 1) + " \u{00B7} c "
      + OverlayNumberFormat.fixed(spring.damping, decimals: 1)
  }

  private var graphRect: Rect {
    Rect(
      x: 0, y: bounds.height - Self.graphHeight - 6, width: bounds.width, height: Self.graphHeight)
  }

  package override func layoutSubviews() {
    titleLabel.frame = Rect(x: 0, y: 4, width: bounds.width, height: 17)
    valuesLabel.frame = Rect(x: 0, y: 24, width: bounds.width, height: 15)
  }

  override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: Self.height) }

  package override func appendContent(to list: inout DisplayList, context: RenderContext) {
    GraphDrawing.appendGraph(
      samples, timeSpan: samples.last?.time ?? 1, in: graphRect, color: OverlayStyle.position,
      context: context, to: &list)
  }

  override func pointerBegan(at point: Point) {
    drag = (point, parameters)
  }

  override func pointerMoved(to point: Point) {
    guard let drag else { return }
    let duration = drag.from.duration + (point.x - drag.start.x) * Self.durationPerPoint
    let bounce = drag.from.bounce - (point.y - drag.start.y) * Self.bouncePerPoint
    onEdit?(SpringParameters(duration: max(duration, 0.01), bounce: min(max(bounce, -0.95), 0.95)))
  }

  override func pointerEnded(at point: Point) {
    pointerMoved(to: point)
    drag = nil
  }

  override func pointerCancelled() {
    drag = nil
  }
}

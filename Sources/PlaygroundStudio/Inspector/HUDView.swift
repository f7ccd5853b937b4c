import SheetEngine

/// The heads-up display in the top-left corner: frame rate and frame-time graph (wall
/// clock, host only), the speed and the frame rate simulated, then what the simulation is doing: the transition, the gesture that
/// owns the pointer, the pointer's velocity and the moving element.
@MainActor
final class HUDView: View {
  package static let fontSize = 12.0

  let rateLabel = HUDView.makeLabel()
  let simulationLabel = HUDView.makeLabel()
  let latencyLabel = HUDView.makeLabel()
  let graph = FrameTimeGraphView()
  let transitionLabel = HUDView.makeLabel()
  let gestureLabel = HUDView.makeLabel()
  let pointerLabel = HUDView.makeLabel()
  let elementLabel = HUDView.makeLabel()
  private let stack = StackView(
    spacing: 4, insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = OverlayStyle.darkBackground
    cornerRadii = CornerRadii(all: 10)
    isUserInteractionEnabled = false
    accessibilityIdentifier = "hud"
    for view in [
      rateLabel, simulationLabel, latencyLabel, graph, transitionLabel, gestureLabel, pointerLabel,
      elementLabel,
    ]
      as [View]
    {
      stack.addArrangedSubview(view)
    }
    stack.setCustomSpacing(6, after: graph)
    addSubview(stack)
  }

  private static func makeLabel() -> Label {
    Label(text: " ", fontSize: fontSize, textColor: OverlayStyle.darkText)
  }

  /// The frame (``FrameTimeHistory/recordedCount``) the clock's part last showed.
  private var clockShownAt: Int?

  /// Shows the inspection, and the frame times and the simulated rate when the clock is due
  /// (``showClock(history:status:interval:)``). Returns whether anything it shows changed
  /// (the host draws again only then).
  @discardableResult
  package func show(
    history: FrameTimeHistory, inspection: RuntimeInspection, status: SessionStatus = .init(),
    interval: Int = ClockRefresh.interval
  ) -> Bool {
    var changed = showClock(history: history, status: status, interval: interval)
    for (label, text) in Self.lines(for: inspection) where self[keyPath: label].text != text {
      self[keyPath: label].text = text
      changed = true
    }
    return changed
  }

  /// The frame times and the simulated rate, when the clock is due: on the first show, then
  /// every `interval` frames (while the app rests, ``ClockRefresh/restingInterval``, and
  /// only this: the inspection says what it said). Returns whether anything it shows
  /// changed: a resting window's clock says so and nothing else (``restingLine``), the same
  /// text at every wake, so it is not drawn again.
  @discardableResult
  func showClock(
    history: FrameTimeHistory, status: SessionStatus, interval: Int = ClockRefresh.interval
  ) -> Bool {
    guard clockShownAt.map({ history.recordedCount - $0 >= interval }) ?? true else {
      return false
    }
    clockShownAt = history.recordedCount
    let last = history.milliseconds.last ?? 0
    let texts = [
      status.isResting
        ? Self.restingLine
        : OverlayNumberFormat.fixed(history.framesPerSecond, decimals: 1) + " fps · "
          + OverlayNumberFormat.milliseconds(last) + " · max "
          + OverlayNumberFormat.milliseconds(history.maximum),
      status.simulationLine(wallFramesPerSecond: history.framesPerSecond),
      status.latency.line,
    ]
    var changed = graph.history != history
    graph.history = history
    for (label, text) in zip([rateLabel, simulationLabel, latencyLabel], texts)
    where label.text != text {
      label.text = text
      changed = true
    }
    return changed
  }

  /// The rate line while the window rests: it presents nothing until input arrives (the
  /// frames still count; ``FramePacer``), so a frame rate would be a meaningless number.
  static let restingLine = "idle \u{00B7} waiting for input"

  /// The simulation lines, by label; pure text so tests can read it.
  package static func lines(for inspection: RuntimeInspection) -> [(
    KeyPath<HUDView, Label>, String
  )] {
    [
      (\.transitionLabel, "transition: " + transitionText(inspection.transition)),
      (\.gestureLabel, "gesture: " + gestureText(inspection)),
      (\.pointerLabel, "pointer: " + velocityText(inspection.pointerVelocity)),
      (
        \.elementLabel,
        "element: " + inspection.element + " "
          + OverlayNumberFormat.fixed(inspection.position, decimals: 1) + " pt"
      ),
    ]
  }

  static func transitionText(_ transition: StateSnapshot.TransitionState?) -> String {
    guard let transition else { return "none" }
    let percent = OverlayNumberFormat.fixed(transition.progress * 100, decimals: 0)
    return "\(transition.kind) · \(transition.interactive ? "interactive" : "animated")"
      + " · \(percent) %"
  }

  /// "Pan · changed": the recognizer's type without the common suffix, and its state.
  static func gestureText(_ inspection: RuntimeInspection) -> String {
    guard var name = inspection.activeGesture else {
      return inspection.isPointerDown ? "pressed, none recognised" : "none"
    }
    let suffix = "GestureRecognizer"
    if name.hasSuffix(suffix), name.count > suffix.count { name.removeLast(suffix.count) }
    return [name, inspection.activeGestureState].compactMap { $0 }.joined(separator: " · ")
  }

  /// Speed and components in points per second.
  static func velocityText(_ velocity: Point) -> String {
    let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
    return OverlayNumberFormat.fixed(speed, decimals: 0) + " pt/s ("
      + OverlayNumberFormat.fixed(velocity.x, decimals: 0) + ", "
      + OverlayNumberFormat.fixed(velocity.y, decimals: 0) + ")"
  }

  override func sizeThatFits(_ size: Size) -> Size {
    stack.sizeThatFits(Size(width: size.width, height: .infinity))
  }

  package override func layoutSubviews() {
    stack.frame = bounds
  }
}

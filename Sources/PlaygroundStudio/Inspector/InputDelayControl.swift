import SheetEngine
import SheetSession

/// The compare studio's input delay for the selected side: "Input delay on B: 40 ms" with a
/// stepper (−, +; ``step`` ms a press, repeating while held, as the list's row stepper
/// does), 0 to ``InputDelay/maximumMilliseconds``. Tuning-free: it sends an
/// ``InputDelay`` naming the side (a side set above 0 becomes the lagging one, the other
/// stops lagging), which the host records as a session event so a replay changes the delay in
/// the same frame. Shown only in a live compare session.
@MainActor
final class InputDelayControl: View {
  package static let step = 5
  package static let height = 30.0

  package let label = Label(text: "", fontSize: 13, textColor: OverlayStyle.text)
  let minus = Button(title: "\u{2212}", fontSize: 17)
  let plus = Button(title: "+", fontSize: 17)
  /// The delay the stepper asked for since the host last took it (``takeChange()``).
  private var change: InputDelay?
  /// The session's delay and the side shown, as the host last said.
  package private(set) var delay = InputDelay.none
  package private(set) var side = 0

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    accessibilityIdentifier = "input-delay"
    for (button, sign) in [(minus, -1), (plus, 1)] {
      button.cornerRadii = CornerRadii(all: 6)
      button.normalColor = OverlayStyle.control
      button.highlightedColor = OverlayStyle.controlPressed
      button.titleLabel.textColor = OverlayStyle.text
      button.autoRepeat = ButtonAutoRepeat()
      button.onTap = { [unowned self] in stepped(by: sign * Self.step) }
      addSubview(button)
    }
    addSubview(label)
    show(.none, side: 0)
  }

  /// The selected side's delay in milliseconds: 0 unless it is the lagging side.
  package var milliseconds: Int { delay.variant == side ? delay.milliseconds : 0 }

  /// Shows `delay` as side `side` feels it.
  package func show(_ delay: InputDelay, side: Int) {
    guard delay != self.delay || side != self.side || label.text.isEmpty else { return }
    self.delay = delay
    self.side = side
    let letter = String(UnicodeScalar(UInt8(65 + min(max(side, 0), 25))))
    label.text = "Input delay on \(letter): \(milliseconds) ms"
    minus.isEnabled = milliseconds > 0
    plus.isEnabled = milliseconds < InputDelay.maximumMilliseconds
    setNeedsLayout()
  }

  private func stepped(by delta: Int) {
    let wanted = min(max(milliseconds + delta, 0), InputDelay.maximumMilliseconds)
    guard wanted != milliseconds else { return }
    let next = InputDelay(milliseconds: wanted, variant: side)
    show(next, side: side)
    change = next
  }

  /// The delay asked for since the last call, if any: the host records and steps it.
  func takeChange() -> InputDelay? {
    defer { change = nil }
    return change
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: Self.height)
  }

  package override func layoutSubviews() {
    let side = 40.0
    plus.frame = Rect(x: bounds.width - side, y: 0, width: side, height: bounds.height)
    minus.frame = Rect(x: plus.frame.minX - side - 6, y: 0, width: side, height: bounds.height)
    let width = minus.frame.minX - 8
    let height = label.sizeThatFits(Size(width: width, height: .infinity)).height
    label.frame = Rect(x: 0, y: (bounds.height - height) / 2, width: width, height: height)
  }
}

/// The compare studio's input delay control (``InputDelayControl``) as the host sees it: it
/// says what the session's delay is and which side is selected, and takes the changes out
/// of the frame's routing as `.inputDelay` session events, recorded like tuning changes.
extension OverlayController {
  /// Shows the delay control for side `side` of a live comparison whose delay is `delay`;
  /// nil hides it (one device, a replay).
  public func showInputDelay(_ delay: InputDelay?, side: Int) {
    let control = panel.header.inputDelayControl
    if let delay { control.show(delay, side: side) }
    guard control.isHidden != (delay == nil) else { return }
    control.isHidden = delay == nil
    panel.header.setNeedsLayout()
    panel.header.superview?.setNeedsLayout()
    panel.setNeedsLayout()
    setNeedsDrawing()
  }

  /// The control's change since the last frame as an event at `timestamp` (the input that
  /// made it; a held stepper's repeat, at the frame's first input or the last one seen).
  func takeInputDelayChange(at timestamp: Double?) -> [SessionEvent] {
    guard let delay = panel.header.inputDelayControl.takeChange() else { return [] }
    return [
      .inputDelay(delay, timestamp: max(timestamp ?? lastRoutedTimestamp, lastRoutedTimestamp))
    ]
  }
}

/// A titled control that highlights while pressed and fires when released inside, like a
/// `UIButton` with a `.touchUpInside` action.
///
/// Dragging out of the bounds un-highlights it and releasing there does not fire; dragging
/// back in highlights it again. Unlike UIKit there is no 70 pt slack around the bounds:
/// with a mouse, the visible edge is the honest one.
@MainActor
public final class Button: View {
  public let titleLabel: Label
  public var title: String {
    get { titleLabel.text }
    set { titleLabel.text = newValue }
  }
  public var normalColor: Color {
    didSet { updateAppearance() }
  }
  public var highlightedColor: Color {
    didSet { updateAppearance() }
  }
  public var isEnabled = true {
    didSet { updateAppearance() }
  }
  /// The height `sizeThatFits` asks for, unless the title needs more at a text size above
  /// the default: then its lines and 8 pt above and below, as a UIKit button grows with
  /// Dynamic Type (at the default size the height is this, whatever the title).
  public var preferredHeight: Double = 52
  /// Called on release inside, and for each repeat while held (``autoRepeat``).
  public var onTap: (() -> Void)?
  /// When set, holding the button fires it repeatedly (see ``ButtonAutoRepeat``); a press
  /// released before the first repeat is an ordinary tap, one released after fires no more.
  public var autoRepeat: ButtonAutoRepeat?
  /// The repeats fired during the current hold (0 for a tap): an action can speed up the
  /// longer it is held.
  public private(set) var repeatCount = 0
  private var repeater: ButtonRepeater?

  public private(set) var isHighlighted = false {
    didSet { updateAppearance() }
  }
  private var isTracking = false

  public init(
    title: String, fontSize: Double = 17, titleColor: Color = .white,
    normalColor: Color = Color(hex: 0x007AFF), highlightedColor: Color = Color(hex: 0x0051A8)
  ) {
    self.titleLabel = Label(text: title, fontSize: fontSize, textColor: titleColor)
    self.normalColor = normalColor
    self.highlightedColor = highlightedColor
    super.init()
    titleLabel.alignment = .center
    cornerRadii = CornerRadii(all: 12)
    addSubview(titleLabel)
    updateAppearance()
  }

  public override func sizeThatFits(_ size: Size) -> Size {
    guard (window?.contentSizeCategory.scale ?? 1) > 1 else {
      return Size(width: size.width, height: preferredHeight)
    }
    let title = titleLabel.sizeThatFits(Size(width: size.width - 16, height: .infinity))
    return Size(width: size.width, height: max(preferredHeight, title.height + 16))
  }

  public override func layoutSubviews() {
    let textSize = titleLabel.sizeThatFits(Size(width: bounds.width - 16, height: .infinity))
    titleLabel.frame = Rect(
      x: 8, y: ((bounds.height - textSize.height) / 2).rounded(),
      width: bounds.width - 16, height: textSize.height)
  }

  public override func hitTest(_ point: Point) -> View? {
    isEnabled ? super.hitTest(point) : nil
  }

  public override func pointerBegan(at point: Point) {
    isTracking = true
    isHighlighted = true
    repeatCount = 0
    if let autoRepeat, let clock = window?.animationClock {
      let made = ButtonRepeater(button: self, autoRepeat: autoRepeat)
      repeater = made
      clock.addTicker(made)
    }
  }

  public override func pointerMoved(to point: Point) {
    guard isTracking else { return }
    isHighlighted = bounds.contains(point)
  }

  public override func pointerEnded(at point: Point) {
    guard isTracking else { return }
    isTracking = false
    isHighlighted = false
    stopRepeating()
    let repeated = repeatCount > 0
    // A later Space or Enter is a single step, however long this hold repeated.
    repeatCount = 0
    if bounds.contains(point), !repeated { fire() }
  }

  public override func pointerCancelled() {
    isTracking = false
    isHighlighted = false
    stopRepeating()
    repeatCount = 0
  }

  /// A repeat came due (``ButtonRepeater``): fired while the pointer is still inside.
  func fireRepeat() {
    repeatCount += 1
    if isHighlighted { fire() }
  }

  private func stopRepeating() {
    guard let repeater else { return }
    window?.animationClock.removeTicker(repeater)
    self.repeater = nil
  }

  /// Taps on ancestors yield to the button, as `UIControl` makes them.
  public override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    !(recognizer is TapGestureRecognizer) || recognizer.view === self
  }

  public override var canBecomeFocused: Bool { isEnabled && isUserInteractionEnabled }

  public override var focusTitle: String { title }

  /// Space or Enter on the focused button: a tap.
  public override func performPrimaryAction() { fire() }

  /// Fires the action as if tapped (keyboard shortcuts, tests).
  public func fire() {
    guard isEnabled else { return }
    window?.controlDidActivate(title: title)
    onTap?()
  }

  private func updateAppearance() {
    backgroundColor = isHighlighted ? highlightedColor : normalColor
    alpha = isEnabled ? 1 : 0.4
  }
}

/// The on-screen keyboard the playground draws in place of iOS's: it slides up while a text
/// field edits and down when editing ends, along the keyboard's curve
/// (docs/MOTION.md, "Software keyboard"), and the window's ``Window/keyboardInset``
/// follows it every frame, so a sheet rides on it. In hardware-keyboard mode it never
/// shows, as on an iPad with a keyboard attached.
@MainActor
public final class SoftwareKeyboard {
  /// Drawn over everything, outside the window's tree, as iOS's keyboard has a window of
  /// its own: a sheet presented while it is up still goes under it.
  public let view: KeyboardView
  /// Whether typing comes from a hardware keyboard, so no keyboard is drawn.
  public internal(set) var isHardwareKeyboardMode = false
  private(set) var isShown = false
  private var animator: PropertyAnimator?
  private unowned let window: Window

  init(window: Window) {
    self.window = window
    view = KeyboardView(measurer: window.textMeasurer)
  }

  /// Whether the keyboard covers part of the window now.
  public var isVisible: Bool { window.keyboardInset > 0 }

  /// Whether `point` (window points) is on the keyboard, whose keys take the press.
  func contains(_ point: Point) -> Bool {
    isVisible && point.y >= window.bounds.height - window.keyboardInset
  }

  /// The keyboard's full height on this window (291 pt on a 390 x 844 phone).
  public var height: Double {
    KeyboardMetrics.height(
      forWidth: window.bounds.width, bottomSafeArea: window.safeAreaInsets.bottom)
  }

  /// Ctrl+K: hardware-keyboard mode on or off; always done.
  func toggleHardwareKeyboardMode() -> Bool {
    isHardwareKeyboardMode.toggle()
    return true
  }

  /// Shows or hides the keyboard for `editing`, from wherever it is now.
  func update(editing: Bool) {
    let shown = editing && !isHardwareKeyboardMode
    guard shown != isShown else { return }
    isShown = shown
    animator?.stopAnimation(true)
    let start = window.keyboardInset
    let end = shown ? height : 0
    let made = PropertyAnimator(
      duration: KeyboardMetrics.duration, timing: .curve(KeyboardMetrics.curve),
      clock: window.animationClock)
    made.addAnimations(progress: { [weak self] progress in
      self?.place(inset: Interpolation.value(start, end, progress))
    })
    made.startAnimation()
    animator = made
  }

  /// The keyboard's top `inset` points above the window's bottom.
  private func place(inset: Double) {
    window.keyboardInset = inset
    view.frame = Rect(
      x: 0, y: window.bounds.height - inset, width: window.bounds.width, height: height)
  }
}

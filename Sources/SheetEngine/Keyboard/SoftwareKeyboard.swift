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
    slide(to: shown ? height : 0)
  }

  /// Slides from wherever the keyboard is to `end` (its inset) along its curve.
  private func slide(to end: Double) {
    animator?.stopAnimation(true)
    let start = window.keyboardInset
    let made = PropertyAnimator(
      duration: KeyboardMetrics.duration, timing: .curve(KeyboardMetrics.curve),
      clock: window.animationClock)
    made.addAnimations(progress: { [weak self] progress in
      self?.place(inset: Interpolation.value(start, end, progress))
    })
    made.startAnimation()
    animator = made
  }

  /// A drag down on a sheet while the keyboard is up takes the keyboard with it
  /// (`keyboardDismissMode = .interactive`): it stops where it is.
  func beginInteractiveDismissal() {
    animator?.stopAnimation(true)
    animator = nil
  }

  /// The drag is `offset` points below where it began: the keyboard's top follows it, down
  /// only, never past its own height.
  func followInteractiveDismissal(offset: Double) {
    place(inset: height - min(max(offset, 0), height))
  }

  /// Let go at `offset` with `velocity` (pt/s, downward positive) and `projection` of it:
  /// past half the keyboard's height once projected, editing ends and the keyboard goes on
  /// down from there; short of it, the keyboard slides back up (docs/MOTION.md, "Software
  /// keyboard").
  func endInteractiveDismissal(offset: Double, projection: Double) {
    if offset + projection > height / 2 {
      window.endEditing()
      isShown = false
      slide(to: 0)
    } else {
      slide(to: height)
    }
  }

  /// The keyboard's top `inset` points above the window's bottom.
  private func place(inset: Double) {
    window.keyboardInset = inset
    view.frame = Rect(
      x: 0, y: window.bounds.height - inset, width: window.bounds.width, height: height)
  }
}

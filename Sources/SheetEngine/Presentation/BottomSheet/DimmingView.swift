/// The black veil behind a sheet or card. Its colour carries the dim's strength; its view
/// alpha is what transitions animate (0 hidden, 1 fully dimmed), as in the seeds. A tap on
/// it calls `onTap`.
///
/// A double-click on the button that opened the sheet lands its second click on the dim a
/// moment later; that click is ignored (see ``ignoreSecondClick(near:)``) so a habitual
/// double-click opens the sheet instead of opening and closing it.
@MainActor
public final class DimmingView: View {
  public var onTap: (() -> Void)?
  /// Desktop double-click interval, seconds.
  public static let doubleClickInterval = 0.5
  /// Double-click slop, points.
  public static let doubleClickDistance = 10.0
  private var secondClickGuard: (location: Point, until: Double)?

  public init(dimAlpha: Double) {
    super.init()
    backgroundColor = Color.black.withAlpha(dimAlpha)
    accessibilityIdentifier = "dim"
    let tap = TapGestureRecognizer()
    tap.addAction { [weak self] recognizer in self?.tapped(recognizer) }
    addGestureRecognizer(tap)
  }

  /// Ignores a tap near the window's last press if it comes within the double-click
  /// interval of that press; call when the dim appears.
  public func ignoreSecondClick(near window: Window) {
    guard let press = window.lastPointerDown else { return }
    secondClickGuard = (press.location, press.time + Self.doubleClickInterval)
  }

  private func tapped(_ recognizer: GestureRecognizer) {
    if let guarded = secondClickGuard, let window {
      let location = recognizer.lastWindowLocation
      let dx = location.x - guarded.location.x
      let dy = location.y - guarded.location.y
      let near = dx * dx + dy * dy <= Self.doubleClickDistance * Self.doubleClickDistance
      if near, window.animationClock.time <= guarded.until { return }
    }
    onTap?()
  }

  /// What the screen sees: the colour's alpha times the view's.
  public var effectiveAlpha: Double { alpha * backgroundColor.alpha }
}

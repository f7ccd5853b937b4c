/// The black veil behind a sheet or card. Its colour carries the dim's strength; its view
/// alpha is what transitions animate (0 hidden, 1 fully dimmed), as in the seeds. A tap on
/// it calls `onTap`.
@MainActor
public final class DimmingView: View {
  public var onTap: (() -> Void)?

  public init(dimAlpha: Double) {
    super.init()
    backgroundColor = Color.black.withAlpha(dimAlpha)
    accessibilityIdentifier = "dim"
    let tap = TapGestureRecognizer()
    tap.addAction { [weak self] _ in self?.onTap?() }
    addGestureRecognizer(tap)
  }

  /// What the screen sees: the colour's alpha times the view's.
  public var effectiveAlpha: Double { alpha * backgroundColor.alpha }
}

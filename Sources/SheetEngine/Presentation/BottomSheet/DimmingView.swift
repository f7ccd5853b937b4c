/// The black veil behind a sheet or card. Its colour carries the dim's strength; its view
/// alpha is what transitions animate (0 hidden, 1 fully dimmed), as UIKit's custom
/// presentations do. A tap on it calls `onTap`.
///
/// A double-click on the button that opened the sheet lands its second click on the dim a
/// moment later; that click is ignored, so a habitual double-click opens the sheet instead
/// of opening and closing it. It is recognised from the press alone: a later click of a
/// multi-click (``GestureRecognizer/clickCount``, on the input's timestamps) that is the
/// first press this dim ever received, so its earlier click landed elsewhere.
@MainActor
public final class DimmingView: View {
  public var onTap: (() -> Void)?
  private var pressesReceived = 0
  /// The strength of a full dim, the colour's alpha. A new strength shows at once, at the
  /// share of it the transition and the detent show (the tuning's dim on an open sheet).
  public var fullAlpha: Double {
    didSet {
      guard fullAlpha != oldValue else { return }
      backgroundColor = Color.black.withAlpha(fullAlpha * detentFraction)
    }
  }
  /// How much of the dim a sheet's detent lets show, 0...1 (``SheetDimming``); at 0 the dim
  /// takes no pointer input, so the content behind the sheet does.
  public var detentFraction = 1.0 {
    didSet {
      guard detentFraction != oldValue else { return }
      backgroundColor = Color.black.withAlpha(fullAlpha * detentFraction)
      isUserInteractionEnabled = detentFraction > 0
    }
  }

  public init(dimAlpha: Double) {
    fullAlpha = dimAlpha
    super.init()
    backgroundColor = Color.black.withAlpha(dimAlpha)
    accessibilityIdentifier = "dim"
    let tap = TapGestureRecognizer()
    tap.addAction { [weak self] recognizer in self?.tapped(recognizer) }
    addGestureRecognizer(tap)
  }

  public override func pointerBegan(at point: Point) {
    pressesReceived += 1
  }

  private func tapped(_ recognizer: GestureRecognizer) {
    let isSecondClickOfOpeningDoubleClick = recognizer.clickCount > 1 && pressesReceived == 1
    if isSecondClickOfOpeningDoubleClick { return }
    onTap?()
  }

  /// What the screen sees: the colour's alpha times the view's.
  public var effectiveAlpha: Double { alpha * backgroundColor.alpha }
}

/// One page's contents of the shared ``NavigationBar``, filling the bar: the title, centred,
/// and the back button (the previous page's title after a chevron) on the left. During a
/// transition the bar holds two, the top page's and the one below's, moving independently.
/// The chevron is not part of the button: it stays where it rests while the button's label
/// slides, so that, as in UIKit, one chevron stays put while the labels morph
/// (``NavigationBarTransition/chevronAlpha(isTop:reveal:topHasBack:lowerHasBack:)``).
@MainActor
public final class NavigationBarItemView: View {
  /// 17 pt semibold, UIKit's navigation bar title (the Headline style).
  public let titleLabel: Label = {
    let label = Label(text: "", fontSize: 17, textColor: Color(hex: 0x1C1C1E))
    label.fontWeight = .semibold
    return label
  }()
  public let backButton = Button(
    title: NavigationBar.backTitle, titleColor: Color(hex: 0x007AFF), normalColor: .clear,
    highlightedColor: Color(hex: 0x007AFF, alpha: 0.12))
  /// The page's trailing button (``BarButtonItem``), a capsule as iOS 26 draws bar buttons
  /// on glass; hidden when the page has none.
  public let trailingButton = Button(
    title: "", titleColor: Color(hex: 0x007AFF), normalColor: Color(hex: 0xE9E9EB),
    highlightedColor: Color(hex: 0xD1D1D6))
  /// The back chevron, drawn at the button's leading edge but never moved with it.
  public let chevron = Label(text: "\u{2039}", fontSize: 30, textColor: Color(hex: 0x007AFF))

  /// What it shows.
  public var item = NavigationBarItem(title: "", backTitle: nil) {
    didSet {
      titleLabel.text = item.title
      backButton.isHidden = item.backTitle == nil
      chevron.isHidden = backButton.isHidden
      trailingButton.title = item.trailingTitle ?? ""
      trailingButton.isHidden = item.trailingTitle == nil
      setNeedsLayout()
    }
  }

  public init() {
    super.init()
    titleLabel.alignment = .center
    backButton.cornerRadii = CornerRadii(all: 8)
    chevron.accessibilityIdentifier = "back-chevron"
    chevron.isUserInteractionEnabled = false
    chevron.isHidden = true
    backButton.isHidden = true
    trailingButton.isHidden = true
    trailingButton.accessibilityIdentifier = "bar-trailing-button"
    addSubview(titleLabel)
    addSubview(chevron)
    addSubview(backButton)
    addSubview(trailingButton)
  }

  /// Lays out along the bar's last ``NavigationBar/contentHeight`` points. The back button
  /// shows the previous title when it fits in a third of the bar, else "Back", as UIKit
  /// shortens a long back title.
  public override func layoutSubviews() {
    let barTop = bounds.height - NavigationBar.contentHeight
    backButton.title = Self.backTitle(
      for: item.backTitle, width: bounds.width,
      measure: { [backButton] in
        backButton.titleLabel.text = $0
        return backButton.titleLabel.sizeThatFits(Size(width: .infinity, height: 44)).width
      })
    let textWidth = backButton.titleLabel.sizeThatFits(Size(width: .infinity, height: 44)).width
    backButton.frame = Rect(x: 4, y: barTop + 4, width: textWidth + 34, height: 36)
    let chevronHeight = chevron.sizeThatFits(Size(width: 20, height: .infinity)).height
    chevron.frame = Rect(
      x: backButton.frame.minX + 3, y: backButton.frame.minY + ((36 - chevronHeight) / 2).rounded(),
      width: 14, height: chevronHeight)
    let trailingWidth =
      trailingButton.titleLabel.sizeThatFits(Size(width: .infinity, height: 44)).width + 28
    trailingButton.frame = Rect(
      x: bounds.width - 16 - trailingWidth, y: barTop + 4, width: trailingWidth, height: 36)
    trailingButton.cornerRadii = CornerRadii(all: 18)
    var margin = item.backTitle != nil ? backButton.frame.maxX + 8 : 16
    if item.trailingTitle != nil { margin = max(margin, trailingWidth + 24) }
    let width = max(bounds.width - 2 * margin, 0)
    let titleHeight = titleLabel.sizeThatFits(Size(width: width, height: .infinity)).height
    titleLabel.frame = Rect(
      x: margin, y: barTop + ((NavigationBar.contentHeight - titleHeight) / 2).rounded(),
      width: width, height: titleHeight)
  }

  /// The back button's title: `previous` when `measure` says it is at most a third of
  /// `width` wide, else ``NavigationBar/backTitle``.
  nonisolated static func backTitle(
    for previous: String?, width: Double, measure: (String) -> Double
  ) -> String {
    guard let previous, !previous.isEmpty, measure(previous) <= width / 3 else {
      return NavigationBar.backTitle
    }
    return previous
  }

  /// Puts the title and back button where ``NavigationBarTransition`` says they are at
  /// `reveal`, as the top page's contents or the one below's, in a bar `width` wide with the
  /// back button `backTravel` left of the title (both 0: fading in place); the chevron at
  /// `chevronAlpha`, in place.
  func apply(
    reveal: Double, isTop: Bool, width: Double, backTravel: Double, chevronAlpha: Double
  ) {
    titleLabel.transform = AffineTransform(
      translationX: NavigationBarTransition.titleOffset(
        isTop: isTop, reveal: reveal, width: width, backTravel: backTravel), y: 0)
    backButton.transform = AffineTransform(
      translationX: NavigationBarTransition.backButtonOffset(
        isTop: isTop, reveal: reveal, backTravel: backTravel), y: 0)
    let alpha = NavigationBarTransition.alpha(isTop: isTop, reveal: reveal)
    titleLabel.alpha = alpha
    backButton.alpha = alpha
    trailingButton.alpha = alpha
    chevron.alpha = chevronAlpha
  }

  /// Back at rest: nothing shifted or faded.
  func rest() {
    for view in [titleLabel, backButton, chevron, trailingButton] as [View] {
      view.transform = .identity
      view.alpha = 1
    }
  }
}

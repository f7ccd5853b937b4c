/// The bar across the top of a page: the page's title, centred, and a back button when there
/// is a page below to go back to.
///
/// Each page gets its own bar, laid on top of the page's view, so the bar moves with its
/// page: a push slides the new title and back button in with the page, and a back-swipe
/// drags them away with it (as iOS does when bar visibility differs between pages), with no
/// cross-fade to coordinate. Its height is the window's top safe-area inset plus
/// ``contentHeight``.
@MainActor
public final class NavigationBar: View {
  /// Height of the bar below the top safe area, points (UIKit's 44).
  public static let contentHeight = 44.0
  /// The back button's title; a chevron is drawn before it.
  public static let backTitle = "Back"

  public let titleLabel = Label(text: "", fontSize: 17, textColor: Color(hex: 0x1C1C1E))
  public let backButton = Button(
    title: NavigationBar.backTitle, titleColor: Color(hex: 0x007AFF), normalColor: .clear,
    highlightedColor: Color(hex: 0x007AFF, alpha: 0.12))
  private let chevron = Label(text: "\u{2039}", fontSize: 30, textColor: Color(hex: 0x007AFF))
  private let hairline = View()

  public init() {
    super.init()
    backgroundColor = Color(hex: 0xF9F9F9, alpha: 0.94)
    accessibilityIdentifier = "navigation-bar"
    titleLabel.alignment = .center
    backButton.cornerRadii = CornerRadii(all: 8)
    backButton.addSubview(chevron)
    hairline.backgroundColor = Color.black.withAlpha(0.3)
    hairline.isUserInteractionEnabled = false
    addSubview(titleLabel)
    addSubview(backButton)
    addSubview(hairline)
  }

  public var title: String {
    get { titleLabel.text }
    set { titleLabel.text = newValue }
  }

  /// Whether the back button shows (only when there is something to pop).
  public var showsBackButton: Bool {
    get { !backButton.isHidden }
    set { backButton.isHidden = !newValue }
  }

  public override func layoutSubviews() {
    let barTop = bounds.height - Self.contentHeight
    let textWidth = backButton.titleLabel.sizeThatFits(Size(width: .infinity, height: 44)).width
    backButton.frame = Rect(x: 4, y: barTop + 4, width: textWidth + 34, height: 36)
    let chevronHeight = chevron.sizeThatFits(Size(width: 20, height: .infinity)).height
    chevron.frame = Rect(
      x: 3, y: ((36 - chevronHeight) / 2).rounded(), width: 14, height: chevronHeight)
    let margin = showsBackButton ? backButton.frame.maxX + 8 : 16
    let width = max(bounds.width - 2 * margin, 0)
    let titleHeight = titleLabel.sizeThatFits(Size(width: width, height: .infinity)).height
    titleLabel.frame = Rect(
      x: margin, y: barTop + ((Self.contentHeight - titleHeight) / 2).rounded(), width: width,
      height: titleHeight)
    hairline.frame = Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
  }
}

/// The navigation stack's one bar, as `UINavigationBar`: an opaque background with a
/// hairline, and the top page's title and back button (which shows the previous page's
/// title, as ‹ Inbox). Its height is the window's top safe-area inset plus ``contentHeight``.
///
/// Between two pages that both have a bar, the background stays put and only the contents
/// move: the bar holds both pages' ``NavigationBarItemView``s and the transition slides and
/// cross-fades them with its progress (``NavigationBarTransition``), interactively too.
/// Between a page with a bar and one without (the root), the bar rides on the page that
/// has it, as iOS does when bar visibility differs.
@MainActor
public final class NavigationBar: View {
  /// Height of the bar below the top safe area, points (UIKit's 44).
  public nonisolated static let contentHeight = 44.0
  /// The back button's title when the previous page's is too long; a chevron is drawn
  /// before it.
  public nonisolated static let backTitle = "Back"

  /// The top page's contents; at rest, the only ones shown.
  public private(set) var topItemView = NavigationBarItemView()
  /// The page below's contents, shown only while a transition runs.
  public private(set) var lowerItemView = NavigationBarItemView()
  private let hairline = View()

  public init() {
    super.init()
    // Opaque: UIKit blurs what is under a translucent bar into one colour; without that
    // blur, 0.94 let the two pages' tints show as a seam where they meet mid-transition.
    backgroundColor = Color(hex: 0xF9F9F9)
    accessibilityIdentifier = "navigation-bar"
    lowerItemView.isHidden = true
    hairline.backgroundColor = Color.black.withAlpha(0.3)
    hairline.isUserInteractionEnabled = false
    addSubview(lowerItemView)
    addSubview(topItemView)
    addSubview(hairline)
  }

  /// The top page's title.
  public var title: String { topItemView.item.title }
  /// Whether the back button shows (only when there is something to pop).
  public var showsBackButton: Bool { topItemView.item.backTitle != nil }
  public var titleLabel: Label { topItemView.titleLabel }
  public var backButton: Button { topItemView.backButton }

  /// Shows `item` alone, at rest.
  public func show(_ item: NavigationBarItem) {
    topItemView.item = item
    topItemView.rest()
    lowerItemView.isHidden = true
    lowerItemView.rest()
  }

  /// Shows both pages' contents for a transition between them, laid out at `reveal`;
  /// without `slides` (a Reduce Motion cross-fade) they only cross-fade, in place.
  public func beginTransition(
    top: NavigationBarItem, lower: NavigationBarItem, reveal: Double, slides: Bool = true
  ) {
    topItemView.item = top
    lowerItemView.item = lower
    lowerItemView.isHidden = false
    self.slides = slides
    layoutIfNeeded()
    apply(reveal: reveal)
  }

  /// Whether the running transition slides the contents or only fades them.
  private var slides = true

  /// Moves both pages' contents to where they are at `reveal`.
  public func apply(reveal: Double) {
    let width = slides ? bounds.width : 0
    let travel = slides ? backTravel : 0
    let topHasBack = topItemView.item.backTitle != nil
    let lowerHasBack = lowerItemView.item.backTitle != nil
    for (itemView, isTop) in [(topItemView, true), (lowerItemView, false)] {
      itemView.apply(
        reveal: reveal, isTop: isTop, width: width, backTravel: travel,
        chevronAlpha: NavigationBarTransition.chevronAlpha(
          isTop: isTop, reveal: reveal, topHasBack: topHasBack, lowerHasBack: lowerHasBack))
    }
  }

  /// How far the top page's back button (its label is centred on it) rests left of where
  /// the page below's title rests: the path the two share.
  public var backTravel: Double {
    lowerItemView.titleLabel.frame.midX - topItemView.backButton.frame.midX
  }

  public override func layoutSubviews() {
    for itemView in [lowerItemView, topItemView] { itemView.frame = bounds }
    hairline.frame = Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
  }
}

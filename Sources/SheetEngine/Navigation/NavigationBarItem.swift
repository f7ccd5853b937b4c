/// What the bar shows for one page: its title and, when there is a page below to go back
/// to, that page's title for the back button (UIKit's `UINavigationItem` and its
/// `backBarButtonItem` taken from the previous item), and the title of its trailing button.
public struct NavigationBarItem: Hashable, Sendable {
  public var title: String
  /// The previous page's title, or `nil` when the page has nothing to go back to.
  public var backTitle: String?
  /// The page's trailing bar button's title (``BarButtonItem``), or `nil` without one.
  public var trailingTitle: String?

  public init(title: String, backTitle: String?, trailingTitle: String? = nil) {
    self.title = title
    self.backTitle = backTitle
    self.trailingTitle = trailingTitle
  }
}

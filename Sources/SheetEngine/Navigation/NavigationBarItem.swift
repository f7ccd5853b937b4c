/// What the bar shows for one page: its title and, when there is a page below to go back
/// to, that page's title for the back button (UIKit's `UINavigationItem` and its
/// `backBarButtonItem` taken from the previous item).
public struct NavigationBarItem: Hashable, Sendable {
  public var title: String
  /// The previous page's title, or `nil` when the page has nothing to go back to.
  public var backTitle: String?

  public init(title: String, backTitle: String?) {
    self.title = title
    self.backTitle = backTitle
  }
}

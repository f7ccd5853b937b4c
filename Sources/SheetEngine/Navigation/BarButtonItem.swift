/// A button a page puts on the trailing side of its navigation bar, as UIKit's
/// `navigationItem.rightBarButtonItem`: the page says what it is called and what a tap does;
/// the bar draws it (iOS 26's glass capsule) and hands the tap the button's view, so the
/// page can grow a sheet out of it (``BottomSheetTransitioningDelegate``'s `zoomSource`,
/// as UIKit's zoom transition takes the `UIBarButtonItem` as its source).
@MainActor
public final class BarButtonItem {
  public var title: String
  /// Runs on a tap, with the bar's button view that was tapped.
  public var action: ((View) -> Void)?

  public init(title: String, action: ((View) -> Void)? = nil) {
    self.title = title
    self.action = action
  }
}

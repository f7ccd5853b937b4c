/// Owns one screen's view, as `UIViewController` does: the view is made on first access
/// (`loadView`, then `viewDidLoad`), and the controller has a stable `screenID` that the
/// state snapshot reports.
@MainActor
open class ViewController {
  /// The id the state snapshot uses, chosen by the app (a short lowercase name).
  public let screenID: String
  public var title: String
  public internal(set) weak var parent: ViewController?
  private var loadedView: View?

  /// Supplies the custom presentation objects when this controller is presented. Held
  /// strongly (UIKit holds it weakly, a classic source of silently lost sheets).
  public var transitioningDelegate: ViewControllerTransitioningDelegate?
  /// The controller this one presents, if any.
  public internal(set) var presentedViewController: ViewController?
  /// The controller that presented this one, if it is presented.
  public internal(set) weak var presentingViewController: ViewController?
  /// The presentation controller while this controller is presented. Weak: the container
  /// view it lays out owns it, so nothing outlives the presentation's place in the window
  /// (a strong link both ways kept a sheet alive with its whole window).
  public internal(set) weak var presentationController: PresentationController?
  /// The presentation or dismissal of this controller in flight.
  var activeTransition: ModalTransition?
  /// UIKit's `isModalInPresentation`: while true, the sheet this controller is in (as the
  /// presented controller or the top page of a presented navigation stack) refuses to be
  /// dismissed by a drag, a dim tap or Escape, and tells this controller of each attempt
  /// (``presentationControllerDidAttemptToDismiss()``). Its own buttons still dismiss it.
  public var isModalInPresentation = false
  /// The button this page puts on the trailing side of its navigation bar, if any; set it
  /// before the page is shown.
  public var trailingBarButtonItem: BarButtonItem?

  public init(screenID: String, title: String = "") {
    self.screenID = screenID
    self.title = title
  }

  /// The root view of this screen, loaded on first access.
  public var view: View {
    if let loadedView { return loadedView }
    let made = loadView()
    loadedView = made
    viewDidLoad()
    return made
  }

  public var isViewLoaded: Bool { loadedView != nil }

  /// Override to build the view; the default is an empty `View`.
  open func loadView() -> View { View() }

  /// Override to finish setting the view up after it is loaded.
  open func viewDidLoad() {}

  /// A person tried to dismiss the sheet while ``isModalInPresentation`` held it (UIKit's
  /// `presentationControllerDidAttemptToDismiss(_:)`): the place to ask whether to discard.
  open func presentationControllerDidAttemptToDismiss() {}

  /// The nearest navigation controller up the parent chain.
  public var navigationController: NavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? NavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }
}

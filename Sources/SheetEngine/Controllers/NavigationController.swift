/// A stack of screens with the top one visible, as `UINavigationController`.
///
/// This is the window's root container; animated transitions and the interactive
/// back-swipe build on these stack operations.
@MainActor
public final class NavigationController: ViewController {
  public private(set) var viewControllers: [ViewController] = []

  public init(rootViewController: ViewController) {
    super.init(screenID: "navigation")
    setViewControllers([rootViewController])
  }

  public var topViewController: ViewController? { viewControllers.last }

  /// Replaces the whole stack without animation; the stack is never left empty.
  public func setViewControllers(_ controllers: [ViewController]) {
    precondition(!controllers.isEmpty, "a navigation stack always has a root")
    for old in viewControllers where !controllers.contains(where: { $0 === old }) {
      old.parent = nil
      if old.isViewLoaded { old.view.removeFromSuperview() }
    }
    viewControllers = controllers
    for controller in controllers { controller.parent = self }
    showTop()
  }

  public func pushViewController(_ controller: ViewController) {
    setViewControllers(viewControllers + [controller])
  }

  /// Pops the top screen; the root is never popped. Returns the popped controller.
  @discardableResult
  public func popViewController() -> ViewController? {
    guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
    setViewControllers(Array(viewControllers.dropLast()))
    return top
  }

  public override func loadView() -> View {
    NavigationContainerView()
  }

  private func showTop() {
    guard let top = topViewController else { return }
    for controller in viewControllers where controller !== top && controller.isViewLoaded {
      controller.view.removeFromSuperview()
    }
    if top.view.superview !== view { view.addSubview(top.view) }
    view.setNeedsLayout()
  }
}

/// The navigation controller's view: every page fills it.
@MainActor
final class NavigationContainerView: View {
  override func layoutSubviews() {
    for subview in subviews { subview.frame = bounds }
  }
}

/// The page that owns the keyboard focus, the view whose controls Tab visits, and the
/// navigation stack the page is in, if any.
@MainActor
struct FocusScope {
  var page: ViewController
  var view: View
  var navigation: NavigationController?
}

extension Runtime {
  /// The control with the keyboard focus, whose ring is drawn: on the topmost page (the
  /// topmost presented screen's, else the window's navigation stack's), `nil` until the
  /// keyboard first moves the focus.
  public var focusedControl: View? {
    guard let scope = focusScope else { return nil }
    return keyboardFocus.focusedControl(on: scope.page, among: focusableControls(in: scope))
  }

  /// The page that owns the focus and the view whose controls Tab visits: the topmost
  /// presented screen's view (its grabber included; inside a presented navigation stack the
  /// top page owns it), else the window's navigation stack with its bar.
  private var focusScope: FocusScope? {
    if let top = presentedViewControllers.last {
      let navigation = top as? NavigationController
      return FocusScope(
        page: navigation?.topViewController ?? top,
        view: top.presentationController?.presentedView ?? top.view, navigation: navigation)
    }
    guard let page = navigationController.topViewController else { return nil }
    return FocusScope(page: page, view: navigationController.view, navigation: navigationController)
  }

  /// The controls Tab visits in `scope`: its view's, without the pages of its navigation
  /// stack other than the top one (below it, or leaving in a pop), so a push or pop in
  /// progress offers only the arriving page's controls and the stack's own.
  private func focusableControls(in scope: FocusScope) -> [View] {
    guard let navigation = scope.navigation else { return FocusOrder.controls(in: scope.view) }
    var others = navigation.viewControllers.filter { $0 !== scope.page && $0.isViewLoaded }
    if let leaving = navigation.transitionCoordinator?.context.fromViewController,
      leaving !== scope.page
    {
      others.append(leaving)
    }
    return FocusOrder.controls(in: scope.view, excluding: others.map(\.view))
  }

  /// Tab or Shift+Tab; false when the topmost page has no control to focus.
  func moveFocus(by step: Int) -> Bool {
    guard let scope = focusScope,
      keyboardFocus.move(by: step, on: scope.page, among: focusableControls(in: scope))
    else { return false }
    if let control = focusedControl { scrollIntoView(control) }
    return true
  }

  /// Scrolls the scroll views around `control` (innermost first) just far enough that it is
  /// inside them, as UIKit's focus engine does: a button below a long text's fold
  /// comes up when Tab reaches it. Animated, as `setContentOffset(_:animated:)` is.
  private func scrollIntoView(_ control: View) {
    var ancestor = control.superview
    while let view = ancestor {
      ancestor = view.superview
      guard let scrollView = view as? ScrollView,
        let top = scrollView.convertFromWindow(control.frameInWindow.origin)
      else { continue }
      let bottom = top.y + control.frameInWindow.height
      let visibleTop = scrollView.contentOffset.y
      let visibleBottom = visibleTop + scrollView.bounds.height - scrollView.contentInset.bottom
      var target = visibleTop
      if bottom > visibleBottom { target += bottom - visibleBottom }
      if top.y < target { target = top.y }
      target = min(
        max(target, scrollView.minimumContentOffset.y), scrollView.maximumContentOffset.y)
      guard target != visibleTop else { continue }
      scrollView.setContentOffset(
        Point(x: scrollView.contentOffset.x, y: target), animated: true)
    }
  }

  /// Space or Return; false while nothing has the focus, so the key goes on to the host.
  func activateFocusedControl() -> Bool {
    guard let control = focusedControl else { return false }
    control.performPrimaryAction()
    return true
  }
}

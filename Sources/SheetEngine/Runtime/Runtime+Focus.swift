extension Runtime {
  /// The control with the keyboard focus, whose ring is drawn: on the topmost page (the
  /// topmost presented screen's, else the window's navigation stack's), `nil` until the
  /// keyboard first moves the focus.
  public var focusedControl: View? {
    guard let scope = focusScope else { return nil }
    return keyboardFocus.focusedControl(
      on: scope.page, among: FocusOrder.controls(in: scope.view))
  }

  /// The page that owns the focus and the view whose controls Tab visits: the topmost
  /// presented screen's view (its grabber included; inside a presented navigation stack the
  /// top page owns it), else the window's navigation stack with its bar.
  private var focusScope: (page: ViewController, view: View)? {
    if let top = presentedViewControllers.last {
      let page = (top as? NavigationController)?.topViewController ?? top
      return (page, top.presentationController?.presentedView ?? top.view)
    }
    guard let page = navigationController.topViewController else { return nil }
    return (page, navigationController.view)
  }

  /// Tab or Shift+Tab; false when the topmost page has no control to focus.
  func moveFocus(by step: Int) -> Bool {
    guard let scope = focusScope else { return false }
    return keyboardFocus.move(
      by: step, on: scope.page, among: FocusOrder.controls(in: scope.view))
  }

  /// Space or Return; false while nothing has the focus, so the key goes on to the host.
  func activateFocusedControl() -> Bool {
    guard let control = focusedControl else { return false }
    control.performPrimaryAction()
    return true
  }
}

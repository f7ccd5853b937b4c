/// Dismissals a person asks for (a drag, a dim tap, Escape) go through
/// ``attemptDismissal()``, which a controller modal in presentation refuses, as UIKit's
/// `isModalInPresentation` does.
extension PresentationController {
  /// The controller that keeps the presentation from being dismissed: the presented one,
  /// or the top page of a presented navigation stack, when it is modal in presentation.
  public var modalHolder: ViewController? {
    let presented = presentedViewController
    if presented.isModalInPresentation { return presented }
    if let top = (presented as? NavigationController)?.topViewController,
      top.isModalInPresentation
    {
      return top
    }
    return nil
  }

  /// A dim tap or Escape: dismisses, or tells the modal holder it was attempted.
  public func attemptDismissal() {
    if let holder = modalHolder {
      holder.presentationControllerDidAttemptToDismiss()
    } else {
      presentedViewController.dismiss(animated: true)
    }
  }
}

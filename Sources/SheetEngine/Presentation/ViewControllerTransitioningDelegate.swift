/// Supplies the objects of a custom presentation, as `UIViewControllerTransitioningDelegate`:
/// the presentation controller that owns the chrome (dim, frame), the animators for
/// presenting and dismissing, and optional interaction controllers. Every method has a
/// default answering `nil`, which means "the standard behaviour".
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController?
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> AnimatedTransitioning?
  func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
  func interactionControllerForPresentation(
    using animator: AnimatedTransitioning
  ) -> InteractiveTransitioning?
  func interactionControllerForDismissal(
    using animator: AnimatedTransitioning
  ) -> InteractiveTransitioning?
}

extension ViewControllerTransitioningDelegate {
  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { nil }
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> AnimatedTransitioning? { nil }
  public func animationController(
    forDismissed dismissed: ViewController
  ) -> AnimatedTransitioning? { nil }
  public func interactionControllerForPresentation(
    using animator: AnimatedTransitioning
  ) -> InteractiveTransitioning? { nil }
  public func interactionControllerForDismissal(
    using animator: AnimatedTransitioning
  ) -> InteractiveTransitioning? { nil }
}

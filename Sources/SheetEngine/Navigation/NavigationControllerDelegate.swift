/// Customises a navigation controller's transitions, as `UINavigationControllerDelegate`:
/// it supplies the animator of each push and pop and, for a gesture-driven pop, the
/// interaction controller, and hears when a page is about to be and has been shown.
/// Every method has a default: `nil` means the navigation controller's own animators and no
/// interaction.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromViewController: ViewController, to toViewController: ViewController
  ) -> AnimatedTransitioning?
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: AnimatedTransitioning
  ) -> InteractiveTransitioning?
  /// Called before the stack changes to show `viewController` on top.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// Called once `viewController` is on top and its transition completed (not when an
  /// interactive pop is cancelled).
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
}

extension NavigationControllerDelegate {
  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromViewController: ViewController, to toViewController: ViewController
  ) -> AnimatedTransitioning? { nil }

  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: AnimatedTransitioning
  ) -> InteractiveTransitioning? { nil }

  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}

  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
}

import SheetEngine

/// Records what a navigation controller asks its delegate, and can supply objects.
@MainActor
package final class RecordingNavigationDelegate: NavigationControllerDelegate {
  package var calls: [String] = []
  package var animator: AnimatedTransitioning?
  package var interaction: InteractiveTransitioning?

  package init() {}

  package func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromViewController: ViewController, to toViewController: ViewController
  ) -> AnimatedTransitioning? {
    calls.append(
      "animator \(operation.rawValue) \(fromViewController.screenID)->\(toViewController.screenID)")
    return animator
  }

  package func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: AnimatedTransitioning
  ) -> InteractiveTransitioning? {
    calls.append("interaction")
    return interaction
  }

  package func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    calls.append("willShow \(viewController.screenID) \(animated)")
  }

  package func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    calls.append("didShow \(viewController.screenID) \(animated)")
  }
}

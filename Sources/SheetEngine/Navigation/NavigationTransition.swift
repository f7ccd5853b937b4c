/// One push or pop from start to end (see ``TransitionRun``).
@MainActor
final class NavigationTransition: TransitionRun {
  let operation: NavigationController.Operation

  init(
    operation: NavigationController.Operation, animationController: AnimatedTransitioning,
    context: TransitionContext
  ) {
    self.operation = operation
    super.init(animationController: animationController, context: context)
  }
}

/// Runs one push or pop from start to end, as ``ModalTransition`` does for presentations:
/// builds the coordinator around the context, attaches alongside animations to the
/// animator, starts it (or hands it to the interaction controller) and tells the animator
/// and the coordinator how it ended.
@MainActor
final class NavigationTransition {
  let operation: NavigationController.Operation
  let context: TransitionContext
  let coordinator: TransitionCoordinator
  let animationController: AnimatedTransitioning
  private(set) var animator: PropertyAnimator?

  init(
    operation: NavigationController.Operation, animationController: AnimatedTransitioning,
    context: TransitionContext
  ) {
    self.operation = operation
    self.animationController = animationController
    self.context = context
    self.coordinator = TransitionCoordinator(context: context)
    context.interactionDidChange = { [weak coordinator] in coordinator?.interactionChanged() }
  }

  /// 0 at the start of the transition, 1 at its end.
  var progress: Double { animator?.fractionComplete ?? 0 }

  /// Starts it: interactively when `interaction` wants an interactive start.
  func start(interaction: InteractiveTransitioning?) {
    let animator = animationController.interruptibleAnimator(using: context)
    self.animator = animator
    context.animator = animator
    coordinator.attach(to: animator)
    if let interaction {
      context.isInteractive = interaction.wantsInteractiveStart
      interaction.startInteractiveTransition(context)
    } else {
      animationController.animateTransition(using: context)
    }
  }

  /// Turns the running transition back toward where it came from, from exactly where it
  /// is; it then completes as cancelled.
  func reverse() {
    guard let animator, !context.isInteractive else { return }
    context.transitionWasCancelled = !context.transitionWasCancelled
    animator.isReversed.toggle()
    if !animator.isRunning, animator.state == .active {
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
  }

  func finished(_ completed: Bool) {
    animationController.animationEnded(completed)
    coordinator.transitionEnded()
  }
}

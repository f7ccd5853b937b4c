/// What every transition does from start to end, whether modal or navigation: builds the
/// coordinator around the context, attaches alongside animations to the animator the
/// animation controller hands out (once, the same for the whole transition), starts it or
/// hands it to the interaction controller, can turn it back from where it is, and tells the
/// animation controller and the coordinator how it ended.
@MainActor
class TransitionRun {
  let context: TransitionContext
  let coordinator: TransitionCoordinator
  let animationController: AnimatedTransitioning
  private(set) var animator: PropertyAnimator?

  init(animationController: AnimatedTransitioning, context: TransitionContext) {
    self.animationController = animationController
    self.context = context
    self.coordinator = TransitionCoordinator(context: context)
    context.interactionDidChange = { [weak coordinator] in coordinator?.interactionChanged() }
  }

  /// 0 at the start of the transition, 1 at its end.
  var progress: Double { animator?.fractionComplete ?? 0 }

  /// Starts it: interactively when `interaction` wants an interactive start. The context
  /// says so before the animator is asked for, so an animation controller can choose its
  /// motion by it (with Reduce Motion, one a drag holds slides instead of cross-fading).
  func start(interaction: InteractiveTransitioning?) {
    context.isInteractive = interaction?.wantsInteractiveStart ?? false
    let animator = animationController.interruptibleAnimator(using: context)
    self.animator = animator
    context.animator = animator
    coordinator.attach(to: animator)
    if let interaction {
      interaction.startInteractiveTransition(context)
    } else {
      animationController.animateTransition(using: context)
    }
  }

  /// Turns a running, non-interactive transition back toward where it came from, along its
  /// own timing, from exactly where it is; it then completes as cancelled.
  func reverse() {
    guard let animator, !context.isInteractive else { return }
    context.transitionWasCancelled = !context.transitionWasCancelled
    animator.isReversed.toggle()
    if !animator.isRunning, animator.state == .active {
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
  }

  /// Tells the animation controller and the coordinator's completions how it ended.
  func finished(_ completed: Bool) {
    animationController.animationEnded(completed)
    coordinator.transitionEnded()
  }
}

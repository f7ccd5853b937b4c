/// Performs a non-animated presentation or dismissal at once, so `animated: false` runs
/// the same hooks as an animated transition without a frame of motion.
@MainActor
final class ImmediateTransitionAnimator: AnimatedTransitioning {
  private let isPresenting: Bool
  private var animator = OnceMadeAnimator()

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using context: TransitionContext) -> Double { 0 }

  func animateTransition(using context: TransitionContext) {
    if isPresenting {
      let view = context.view(forKey: .to)
      context.containerView.addSubview(view)
      view.frame = context.finalFrame(for: context.toViewController)
    }
    context.completeTransition(true)
  }

  func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    animator.make {
      let made = PropertyAnimator(duration: 0, timing: .linear, clock: context.clock)
      return made
    }
  }
}

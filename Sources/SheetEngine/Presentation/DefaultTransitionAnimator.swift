/// The animator used when a transitioning delegate supplies none: a 0.3 s ease-in-out
/// fade of the presented view, in or out.
@MainActor
final class DefaultTransitionAnimator: AnimatedTransitioning {
  private let isPresenting: Bool
  private var animator = OnceMadeAnimator()

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using context: TransitionContext) -> Double { 0.3 }

  func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    animator.make {
      let made = PropertyAnimator(
        duration: transitionDuration(using: context), timing: .easeInOut, clock: context.clock)
      if isPresenting {
        let view = context.view(forKey: .to)
        context.containerView.addSubview(view)
        view.frame = context.finalFrame(for: context.toViewController)
        view.alpha = 0
        made.addAnimations { view.alpha = 1 }
      } else {
        let view = context.view(forKey: .from)
        made.addAnimations { view.alpha = 0 }
      }
      made.addCompletion { position in
        context.completeTransition(position == .end && !context.transitionWasCancelled)
      }
      return made
    }
  }
}

/// A presentation or dismissal by ``CrossFade``: the presented view sits at its final frame
/// the whole time and only its alpha moves (0 -> 1 presenting, 1 -> 0 dismissing), so the
/// presentation controller's chrome (the dim) follows the same progress alongside.
@MainActor
public final class CrossFadeAnimator: AnimatedTransitioning {
  public let isPresenting: Bool
  public let crossFade: CrossFade
  private var animator = OnceMadeAnimator()

  public init(isPresenting: Bool, crossFade: CrossFade) {
    self.isPresenting = isPresenting
    self.crossFade = crossFade
  }

  public func transitionDuration(using context: TransitionContext) -> Double {
    crossFade.duration
  }

  /// The same animator for the whole transition, made on first request.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    animator.make {
      let made = crossFade.propertyAnimator(clock: context.clock)
      let presenting = isPresenting
      let view = context.view(forKey: presenting ? .to : .from)
      if presenting {
        context.containerView.addSubview(view)
        view.frame = context.finalFrame(for: context.toViewController)
        view.alpha = 0
      }
      made.addAnimations { view.alpha = presenting ? 1 : 0 }
      made.addCompletion { position in
        // A view that stays (presented, or a cancelled dismissal) is left fully opaque.
        if (position == .end) == presenting { view.alpha = 1 }
        context.completeTransition(position == .end)
      }
      return made
    }
  }
}

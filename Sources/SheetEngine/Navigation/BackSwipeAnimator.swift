/// The pop a back-swipe drives, with the policy's layout (the standard one: the lower page from
/// -width / 3.33 at opacity 0.9, the top page sliding to x = width with its shadow fading
/// 1 -> 0.1, 0.3 s ease-out). Its animator is interruptible: scrubbed linearly while the
/// finger drags, resumed along its curve (or at the finger's speed) on release, and pausable
/// again if the page is grabbed while it settles.
@MainActor
public final class BackSwipeAnimator: AnimatedTransitioning {
  public let policy: BackSwipePolicy
  private var animator = OnceMadeAnimator()

  public init(policy: BackSwipePolicy = .standard) {
    self.policy = policy
  }

  public func transitionDuration(using context: TransitionContext) -> Double {
    policy.layout.duration
  }

  /// The same animator for the whole transition, made on first request.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    animator.make {
      let made = PropertyAnimator(
        duration: transitionDuration(using: context), timing: policy.layout.timing,
        clock: context.clock)
      let layout = NavigationTransitionAnimator.stack(.pop, in: context, style: policy.layout)
      layout.apply(reveal: 0)
      made.addAnimations { layout.apply(reveal: 1) }
      made.addCompletion { position in
        layout.cleanUp()
        context.completeTransition(position == .end)
      }
      return made
    }
  }
}

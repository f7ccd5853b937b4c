/// Reduce Motion for a transition a gesture may drive: run on its own, it cross-fades; started
/// interactive (a drag holds what moves), it takes the moving animation, so the pointer keeps
/// something to hold. It chooses once, when the animator is first asked for, from
/// ``TransitionContext/isInteractive``, which the transition sets before asking: the
/// transitioning delegate needs to know nothing about the gesture.
@MainActor
public final class CrossFadeUnlessInteractive: AnimatedTransitioning {
  private let crossFade: CrossFadeAnimator
  private let moving: AnimatedTransitioning
  private var chosen: AnimatedTransitioning?

  public init(crossFade: CrossFadeAnimator, moving: AnimatedTransitioning) {
    self.crossFade = crossFade
    self.moving = moving
  }

  /// Whether the transition cross-fades (only known once it has started).
  public var crossFades: Bool { chosen === crossFade }

  /// The animation controller for `context`, chosen on the first call and kept.
  private func choice(for context: TransitionContext) -> AnimatedTransitioning {
    if let chosen { return chosen }
    let choice: AnimatedTransitioning = context.isInteractive ? moving : crossFade
    chosen = choice
    return choice
  }

  public func transitionDuration(using context: TransitionContext) -> Double {
    choice(for: context).transitionDuration(using: context)
  }

  public func animateTransition(using context: TransitionContext) {
    choice(for: context).animateTransition(using: context)
  }

  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    choice(for: context).interruptibleAnimator(using: context)
  }

  public func animationEnded(_ transitionCompleted: Bool) {
    chosen?.animationEnded(transitionCompleted)
  }
}

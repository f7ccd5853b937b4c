/// Animates one transition, as `UIViewControllerAnimatedTransitioning`. The runtime asks
/// for ``interruptibleAnimator(using:)`` and expects the same instance for the whole
/// transition, so interaction and alongside animations all drive one animator.
@MainActor
public protocol AnimatedTransitioning: AnyObject {
  func transitionDuration(using context: TransitionContext) -> Double
  /// Starts the transition; the default starts the interruptible animator.
  func animateTransition(using context: TransitionContext)
  func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator
  /// Called once the transition is over, completed or not.
  func animationEnded(_ transitionCompleted: Bool)
}

extension AnimatedTransitioning {
  public func animateTransition(using context: TransitionContext) {
    interruptibleAnimator(using: context).startAnimation()
  }

  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition from outside (a gesture), as `UIViewControllerInteractiveTransitioning`.
@MainActor
public protocol InteractiveTransitioning: AnyObject {
  /// Whether the transition starts interactive (paused, following the gesture) rather than
  /// animating on its own; UIKit's `wantsInteractiveStart`.
  var wantsInteractiveStart: Bool { get }
  func startInteractiveTransition(_ context: TransitionContext)
}

/// Makes a transition's animator on first request and hands the same one out after, as
/// ``AnimatedTransitioning/interruptibleAnimator(using:)`` must: interaction, alongside
/// animations and the runtime all drive that one instance.
@MainActor
public struct OnceMadeAnimator {
  private var made: PropertyAnimator?

  public init() {}

  /// The animator `make` builds the first time; the same one on every later call.
  public mutating func make(_ make: () -> PropertyAnimator) -> PropertyAnimator {
    if let made { return made }
    let animator = make()
    made = animator
    return animator
  }
}

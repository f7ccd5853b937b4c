/// Drives a transition's interruptible animator from a gesture, as
/// `UIPercentDrivenInteractiveTransition`: ``update(_:)`` scrubs it, ``finish()`` and
/// ``cancel()`` let it run on to the end or back to the start.
///
/// The completion runs with ``completionTimingParameters``: `nil` resumes along the
/// transition's own curve from where it is, a spring seeded with the gesture's velocity
/// hands the gesture's speed on. A transition that is already running can be
/// grabbed with ``pause()``; it then continues from where it is on screen.
@MainActor
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
  /// Whether the transition starts paused, following the gesture (UIKit's default: true).
  /// Subclasses driven by a gesture override it to read the gesture's state, as a
  /// gesture-driven `UIPercentDrivenInteractiveTransition` answers `pan.state == .began`.
  open var wantsInteractiveStart = true
  /// Speed of the completion along the curve: the remaining time is divided by it.
  public var completionSpeed = 1.0
  /// Timing of the completion; `nil` means along the transition's own curve.
  public var completionTimingParameters: TimingParameters?

  /// The transition being driven; weak, so a finished transition (whose completion holds
  /// its controllers) is not kept alive by the gesture that drove it.
  public private(set) weak var context: TransitionContext?
  private var coordinatorCallback: (() -> Void)?

  public init() {}

  /// How far the transition is, 0...1.
  public var percentComplete: Double { context?.animator?.fractionComplete ?? 0 }

  /// The transition's animator, while it runs.
  public var animator: PropertyAnimator? { context?.animator }

  open func startInteractiveTransition(_ context: TransitionContext) {
    self.context = context
    if wantsInteractiveStart {
      context.pauseInteractiveTransition()
    } else {
      context.animator?.startAnimation()
    }
  }

  /// Takes a running transition over: it stops where it is and follows ``update(_:)``.
  public func pause() {
    context?.pauseInteractiveTransition()
  }

  /// Takes over a transition that was started without this object (a dismissal begun by a
  /// tap that the pointer then grabs): from now on it follows ``update(_:)``.
  public func takeOver(_ context: TransitionContext) {
    self.context = context
    context.pauseInteractiveTransition()
  }

  /// Sets the progress (clamped to 0...1); the animator must be paused.
  public func update(_ percentComplete: Double) {
    context?.updateInteractiveTransition(min(max(percentComplete, 0), 1))
  }

  /// Runs on to the end.
  public func finish() {
    guard let context, let animator = context.animator else { return }
    context.finishInteractiveTransition()
    animator.isReversed = false
    resume(animator)
  }

  /// Runs back to the start; the transition then completes as cancelled.
  public func cancel() {
    guard let context, let animator = context.animator else { return }
    context.cancelInteractiveTransition()
    animator.isReversed = true
    resume(animator)
  }

  private func resume(_ animator: PropertyAnimator) {
    if animator.state == .inactive { animator.pauseAnimation() }
    animator.continueAnimation(
      withTimingParameters: completionTimingParameters,
      durationFactor: 1 / max(completionSpeed, 1e-6))
    context?.interactionDidChange?()
  }
}

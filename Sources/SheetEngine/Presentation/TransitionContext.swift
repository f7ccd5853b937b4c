/// Everything an animator needs to run one transition, as
/// `UIViewControllerContextTransitioning`: the container, both controllers and their
/// views, the frames, and the calls that end or steer the transition.
@MainActor
public final class TransitionContext {
  /// Which side of the transition a controller or view is on.
  public enum Key: Sendable {
    case from, to
  }

  public let containerView: View
  public let fromViewController: ViewController
  public let toViewController: ViewController
  public let isAnimated: Bool
  public internal(set) var isInteractive = false
  public internal(set) var transitionWasCancelled = false
  /// The clock animations of this transition run on.
  public let clock: AnimationClock

  private let finalFrames: [ObjectIdentifier: () -> Rect]
  private let initialFrames: [ObjectIdentifier: Rect]
  private let onComplete: (Bool) -> Void
  /// The animator of the transition, once the runtime has asked for it.
  public internal(set) weak var animator: PropertyAnimator?
  /// Tells the transition coordinator that interaction ended (finish or cancel).
  var interactionDidChange: (() -> Void)?
  private var isComplete = false

  init(
    containerView: View, from: ViewController, to: ViewController, isAnimated: Bool,
    initialFrames: [ObjectIdentifier: Rect], finalFrames: [ObjectIdentifier: () -> Rect],
    clock: AnimationClock, onComplete: @escaping (Bool) -> Void
  ) {
    self.containerView = containerView
    self.fromViewController = from
    self.toViewController = to
    self.isAnimated = isAnimated
    self.initialFrames = initialFrames
    self.finalFrames = finalFrames
    self.clock = clock
    self.onComplete = onComplete
  }

  public func viewController(forKey key: Key) -> ViewController {
    key == .from ? fromViewController : toViewController
  }

  public func view(forKey key: Key) -> View {
    viewController(forKey: key).view
  }

  /// Where a controller's view starts; `.zero` when it is not on screen before.
  public func initialFrame(for controller: ViewController) -> Rect {
    initialFrames[ObjectIdentifier(controller)] ?? .zero
  }

  /// Where a controller's view ends; `.zero` when it leaves the screen. Asked of the
  /// presentation controller when requested, so it measures the content as it is then.
  public func finalFrame(for controller: ViewController) -> Rect {
    finalFrames[ObjectIdentifier(controller)]?() ?? .zero
  }

  /// Ends the transition; `didComplete` false means it was cancelled and the screens stay
  /// as before. Only the first call counts.
  public func completeTransition(_ didComplete: Bool) {
    guard !isComplete else { return }
    isComplete = true
    onComplete(didComplete)
  }

  // MARK: - Interaction (UIKit's updateInteractiveTransition and friends)

  public func pauseInteractiveTransition() {
    isInteractive = true
    animator?.pauseAnimation()
  }

  public func updateInteractiveTransition(_ percentComplete: Double) {
    animator?.fractionComplete = percentComplete
  }

  public func finishInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = false
  }

  public func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
  }
}

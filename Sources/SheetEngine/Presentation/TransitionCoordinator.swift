/// Lets other code join a running transition, as `UIViewControllerTransitionCoordinator`:
/// animations added alongside become part of the transition's own animator, so a dim view
/// follows the sheet exactly, through interaction, reversal and cancellation.
@MainActor
public final class TransitionCoordinator {
  private var alongside: [() -> Void] = []
  private var completions: [(TransitionContext) -> Void] = []
  private var interactionObservers: [(TransitionContext) -> Void] = []
  public let context: TransitionContext

  init(context: TransitionContext) {
    self.context = context
  }

  public var isInteractive: Bool { context.isInteractive }
  public var isCancelled: Bool { context.transitionWasCancelled }

  /// `changes` is captured like an animation block and driven by the transition's animator;
  /// `completion` runs when the transition ends.
  public func animate(
    alongsideTransition changes: @escaping () -> Void,
    completion: ((TransitionContext) -> Void)? = nil
  ) {
    alongside.append(changes)
    if let completion { completions.append(completion) }
  }

  /// Called when an interactive transition stops being interactive (finishes or cancels).
  public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionContext) -> Void) {
    interactionObservers.append(handler)
  }

  func attach(to animator: PropertyAnimator) {
    for changes in alongside { animator.addAnimations(changes) }
    alongside = []
  }

  func interactionChanged() {
    for observer in interactionObservers { observer(context) }
  }

  func transitionEnded() {
    let handlers = completions
    completions = []
    for handler in handlers { handler(context) }
  }
}

/// Runs one presentation or dismissal from start to end: asks the transitioning delegate
/// for its objects, builds the context, attaches alongside animations to the animator,
/// starts it (or hands it to the interaction controller), and on completion updates the
/// modal links and tells everyone how it ended.
@MainActor
final class ModalTransition {
  enum Kind: String {
    case present, dismiss
  }

  let kind: Kind
  let presentationController: PresentationController
  let context: TransitionContext
  let coordinator: TransitionCoordinator
  let animationController: AnimatedTransitioning
  private(set) var animator: PropertyAnimator?
  private var completions: [() -> Void] = []

  init(
    kind: Kind, presentationController: PresentationController,
    animationController: AnimatedTransitioning, context: TransitionContext
  ) {
    self.kind = kind
    self.presentationController = presentationController
    self.animationController = animationController
    self.context = context
    self.coordinator = TransitionCoordinator(context: context)
    context.interactionDidChange = { [weak coordinator] in coordinator?.interactionChanged() }
  }

  /// The presented controller of this transition (the one arriving or leaving).
  var presented: ViewController { presentationController.presentedViewController }

  /// 0 at the start of the transition, 1 at its end.
  var progress: Double { animator?.fractionComplete ?? 0 }

  func addCompletion(_ completion: @escaping () -> Void) {
    completions.append(completion)
  }

  /// Starts it: interactively when `interaction` wants an interactive start.
  func start(interaction: InteractiveTransitioning?) {
    let animator = animationController.interruptibleAnimator(using: context)
    self.animator = animator
    context.animator = animator
    coordinator.attach(to: animator)
    if let interaction {
      context.isInteractive = interaction.wantsInteractiveStart
      interaction.startInteractiveTransition(context)
    } else {
      animationController.animateTransition(using: context)
    }
  }

  /// Turns a running presentation back toward where it came from, along its own timing,
  /// so the view reverses from exactly where it is.
  func reverse() {
    guard let animator else { return }
    context.transitionWasCancelled = !context.transitionWasCancelled
    animator.isReversed.toggle()
    if !animator.isRunning, animator.state == .active {
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
  }

  func finished(_ completed: Bool) {
    animationController.animationEnded(completed)
    coordinator.transitionEnded()
    let handlers = completions
    completions = []
    for handler in handlers { handler() }
  }
}

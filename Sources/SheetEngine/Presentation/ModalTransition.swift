/// One presentation or dismissal from start to end (see ``TransitionRun``), with the
/// presentation controller whose hooks it calls.
@MainActor
final class ModalTransition: TransitionRun {
  enum Kind: String {
    case present, dismiss
  }

  let kind: Kind
  let presentationController: PresentationController

  init(
    kind: Kind, presentationController: PresentationController,
    animationController: AnimatedTransitioning, context: TransitionContext
  ) {
    self.kind = kind
    self.presentationController = presentationController
    super.init(animationController: animationController, context: context)
  }

  /// The presented controller of this transition (the one arriving or leaving).
  var presented: ViewController { presentationController.presentedViewController }
}

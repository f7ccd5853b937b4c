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

  /// Whether it is a Reduce Motion cross-fade: nothing moves, so there is nothing for a
  /// press to catch or a drag to hold.
  var isCrossFade: Bool {
    switch animationController {
    case is CrossFadeAnimator: true
    case let choosing as CrossFadeUnlessInteractive: choosing.crossFades
    default: false
    }
  }

  /// How far the presented view is from its resting place toward where it enters and
  /// leaves, 0...1: a dismissal's progress, the rest of a presentation's.
  var offscreenFraction: Double { progress(forOffscreenFraction: progress) }

  /// The progress that puts the presented view `fraction` of the way off screen (the same
  /// map both ways: it is its own inverse).
  func progress(forOffscreenFraction fraction: Double) -> Double {
    kind == .dismiss ? fraction : 1 - fraction
  }
}

/// A push or pop by ``CrossFade`` (Reduce Motion): neither page moves; the top page (the
/// arriving one of a push, the leaving one of a pop) fades over the page below. Pages are
/// opaque, so this reads as a dissolve from one page to the other.
@MainActor
public final class NavigationCrossFadeAnimator: AnimatedTransitioning {
  public let operation: NavigationController.Operation
  public let crossFade: CrossFade
  private var animator = OnceMadeAnimator()

  public init(operation: NavigationController.Operation, crossFade: CrossFade) {
    self.operation = operation
    self.crossFade = crossFade
  }

  public func transitionDuration(using context: TransitionContext) -> Double {
    crossFade.duration
  }

  /// The same animator for the whole transition, made on first request.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    animator.make {
      let made = crossFade.propertyAnimator(clock: context.clock)
      let container = context.containerView
      let from = context.view(forKey: .from)
      let to = context.view(forKey: .to)
      to.frame = context.finalFrame(for: context.toViewController)
      let top: View
      if operation == .push {
        if let navigation = (container as? NavigationContainerView)?.controller {
          navigation.addPageView(to)
        } else {
          container.addSubview(to)
        }
        top = to
        top.alpha = 0
      } else {
        container.insertSubview(to, belowSubview: from)
        top = from
      }
      let pushing = operation == .push
      made.addAnimations { top.alpha = pushing ? 1 : 0 }
      made.addCompletion { position in
        top.alpha = 1
        context.completeTransition(position == .end)
      }
      return made
    }
  }
}

/// The navigation controller's own push and pop: the incoming page slides in from the right
/// edge over the page below, which moves left by the style's parallax and darkens under a
/// black overlay; the top page carries a shadow on its left edge. Interruptible, so an
/// interactive pop can scrub it and a running one can be grabbed or reversed.
@MainActor
public final class NavigationTransitionAnimator: AnimatedTransitioning {
  public let operation: NavigationController.Operation
  public let style: NavigationTransitionStyle
  private var animator = OnceMadeAnimator()

  public init(operation: NavigationController.Operation, style: NavigationTransitionStyle) {
    self.operation = operation
    self.style = style
  }

  public func transitionDuration(using context: TransitionContext) -> Double {
    style.duration
  }

  /// The same animator for the whole transition, made on first request.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    animator.make {
      let made = PropertyAnimator(
        duration: transitionDuration(using: context), timing: style.timing, clock: context.clock)
      let layout = Self.stack(operation, in: context, style: style)
      let (start, end) = operation == .push ? (1.0, 0.0) : (0.0, 1.0)
      layout.apply(reveal: start)
      made.addAnimations { layout.apply(reveal: end) }
      made.addCompletion { position in
        layout.cleanUp()
        context.completeTransition(position == .end)
      }
      return made
    }
  }

  /// Puts the arriving page in the container (on top for a push, below for a pop) at its
  /// final frame, and lays the two pages out for `style`.
  static func stack(
    _ operation: NavigationController.Operation, in context: TransitionContext,
    style: NavigationTransitionStyle
  ) -> PageStackLayout {
    let container = context.containerView
    let style = container.isOverGlass ? style.overGlass : style
    let from = context.view(forKey: .from)
    let to = context.view(forKey: .to)
    to.frame = context.finalFrame(for: context.toViewController)
    if operation == .push {
      if let navigation = (container as? NavigationContainerView)?.controller {
        navigation.addPageView(to)
      } else {
        container.addSubview(to)
      }
      return PageStackLayout(container: container, top: to, lower: from, style: style)
    }
    container.insertSubview(to, belowSubview: from)
    return PageStackLayout(container: container, top: from, lower: to, style: style)
  }
}

/// The cover-vertical animators: presenting slides the sheet up from below by its own
/// height to its final frame; dismissing slides it down by its height. One class, two
/// directions, with the style's duration and curve.
@MainActor
public final class CoverVerticalAnimator: AnimatedTransitioning {
  public let isPresenting: Bool
  public let style: SheetStyle
  /// The sheet's position model, which the animation moves; without one (a view presented
  /// by another kind of controller) the view's transform is animated directly.
  private let position: SheetPosition?
  private var animator = OnceMadeAnimator()

  public init(isPresenting: Bool, style: SheetStyle, position: SheetPosition? = nil) {
    self.isPresenting = isPresenting
    self.style = style
    self.position = position
  }

  public func transitionDuration(using context: TransitionContext) -> Double {
    style.duration
  }

  /// The same animator for the whole transition, made on first request.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    animator.make {
      let made = PropertyAnimator(
        duration: transitionDuration(using: context), timing: .curve(style.curve),
        clock: context.clock)
      let sheet = context.view(forKey: isPresenting ? .to : .from)
      if isPresenting { context.containerView.addSubview(sheet) }
      // From below by the sheet's own height to its resting place, or back down.
      // A floating sheet's frame is its inset shorter than the sheet (docs/MOTION.md,
      // "Floating sheet"): it leaves by the whole height, so no sliver stays on screen.
      let height =
        isPresenting
        ? context.finalFrame(for: context.toViewController).height
        : sheet.frame.height + (position?.floatingInset ?? 0)
      if let position {
        let start = isPresenting ? height : position.offset
        let end = isPresenting ? 0 : height
        position.follow(made, offsetFrom: start, to: end)
      } else if isPresenting {
        sheet.frame = context.finalFrame(for: context.toViewController)
        sheet.transform = AffineTransform(translationX: 0, y: height)
        made.addAnimations { sheet.transform = .identity }
      } else {
        made.addAnimations { sheet.transform = AffineTransform(translationX: 0, y: height) }
      }
      made.addCompletion { position in
        context.completeTransition(position == .end)
      }
      return made
    }
  }
}

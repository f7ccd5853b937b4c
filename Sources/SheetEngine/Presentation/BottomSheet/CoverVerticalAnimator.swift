/// The seeds' cover-vertical animators: presenting slides the sheet up from below by its own
/// height to its final frame; dismissing slides it down by its height. One class, two
/// directions, with the seed's duration and curve.
@MainActor
public final class CoverVerticalAnimator: AnimatedTransitioning {
  public let isPresenting: Bool
  public let style: SheetStyle
  private var animator = OnceMadeAnimator()

  public init(isPresenting: Bool, style: SheetStyle) {
    self.isPresenting = isPresenting
    self.style = style
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
      if isPresenting {
        let sheet = context.view(forKey: .to)
        context.containerView.addSubview(sheet)
        sheet.frame = context.finalFrame(for: context.toViewController)
        sheet.transform = AffineTransform(translationX: 0, y: sheet.frame.height)
        made.addAnimations { sheet.transform = .identity }
      } else {
        let sheet = context.view(forKey: .from)
        made.addAnimations {
          sheet.transform = AffineTransform(translationX: 0, y: sheet.frame.height)
        }
      }
      made.addCompletion { position in
        context.completeTransition(position == .end)
      }
      return made
    }
  }
}

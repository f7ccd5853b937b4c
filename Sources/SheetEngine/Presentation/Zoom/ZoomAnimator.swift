/// The zoom (docs/MOTION.md, "Zoom"): presenting, the presented screen grows out of the
/// tapped view (its frame in window coordinates) to its final frame; dismissing, it shrinks
/// back into that view's frame as it is then, ending exactly on it.
///
/// The presented view itself is scaled and translated: the display list scales its text and
/// radii with the transform, which is the "snapshot" UIKit would take. Its corner radius is
/// animated so that on screen it starts with the source's radius (a button's rounded
/// corners) and ends square. Without a source (it was freed), the screen fades instead.
@MainActor
public final class ZoomAnimator: AnimatedTransitioning {
  public let isPresenting: Bool
  public let duration: Double
  public let timing: TimingParameters
  private weak var sourceView: View?
  private var animator = OnceMadeAnimator()

  public init(
    isPresenting: Bool, sourceView: View?, duration: Double = 0.3,
    timing: TimingParameters = .easeInOut
  ) {
    self.isPresenting = isPresenting
    self.sourceView = sourceView
    self.duration = duration
    self.timing = timing
  }

  /// The transform that puts a view laid out at `frame` exactly over `target` (both in its
  /// superview's coordinates), scaling about the view's centre as ``View`` does.
  public static func transform(from frame: Rect, to target: Rect) -> AffineTransform {
    guard frame.width > 0, frame.height > 0 else { return .identity }
    return AffineTransform(
      scaleX: target.width / frame.width, scaleY: target.height / frame.height,
      translationX: target.midX - frame.midX, translationY: target.midY - frame.midY)
  }

  public func transitionDuration(using context: TransitionContext) -> Double { duration }

  /// The same animator for the whole transition, made on first request.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    animator.make {
      let made = PropertyAnimator(
        duration: transitionDuration(using: context), timing: timing, clock: context.clock)
      let container = context.containerView
      let view = context.view(forKey: isPresenting ? .to : .from)
      if isPresenting {
        container.addSubview(view)
        view.frame = context.finalFrame(for: context.toViewController)
      }
      if let source = sourceView, let target = Self.frame(of: source, in: container) {
        let shrunk = Self.transform(from: view.frame, to: target)
        let radius = source.cornerRadii.topLeft
        let presenting = isPresenting
        if presenting { view.transform = shrunk }
        made.addAnimations { view.transform = presenting ? .identity : shrunk }
        made.addAnimations(progress: { progress in
          let onScreen = presenting ? radius * (1 - progress) : radius * progress
          let scale = view.transform.scaleY
          view.cornerRadii = CornerRadii(all: scale > 0 ? onScreen / scale : 0)
        })
      } else {
        if isPresenting { view.alpha = 0 }
        let presenting = isPresenting
        made.addAnimations { view.alpha = presenting ? 1 : 0 }
      }
      made.addCompletion { position in
        context.completeTransition(position == .end)
      }
      return made
    }
  }

  /// `view`'s on-screen frame in `container`'s coordinates.
  private static func frame(of view: View, in container: View) -> Rect? {
    guard view.window != nil, let inverse = container.transformToWindow.inverted else {
      return nil
    }
    return inverse.apply(to: view.frameInWindow)
  }
}

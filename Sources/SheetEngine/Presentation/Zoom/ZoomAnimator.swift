/// The zoom (docs/MOTION.md, "Zoom" and "Zoom geometry"): presenting, the presented screen
/// grows out of the tapped view (its frame in window coordinates) to full screen;
/// dismissing, it shrinks from where it shows now back into that view's frame as it is
/// then, ending exactly on it.
///
/// The screen is never squashed: each frame it is scaled uniformly to cover the
/// interpolated rect and clipped to it with the interpolated corner radius (``ZoomFrame``),
/// the "snapshot" UIKit would take. Without a source (it was freed), the screen fades
/// instead. A dismissal that a drag let go of runs on a spring seeded with the release
/// velocity (``ZoomRelease``) instead of the curve.
@MainActor
public final class ZoomAnimator: AnimatedTransitioning {
  public let isPresenting: Bool
  public let duration: Double
  public let timing: TimingParameters
  public let stage: ZoomStage
  /// The release this dismissal continues, if a drag let go of the screen.
  public let release: ZoomRelease?
  private var animator = OnceMadeAnimator()

  public init(
    isPresenting: Bool, stage: ZoomStage, duration: Double = 0.3,
    timing: TimingParameters = .easeInOut, release: ZoomRelease? = nil
  ) {
    self.isPresenting = isPresenting
    self.stage = stage
    self.duration = duration
    self.timing = timing
    self.release = release
  }

  public func transitionDuration(using context: TransitionContext) -> Double { duration }

  /// How a press that caught this transition lets it go on: the rest of the curve, or the
  /// release spring from rest.
  var resumeTiming: TimingParameters? {
    guard let release else { return nil }
    return .spring(release.spring.withInitialVelocity(0))
  }

  /// The same animator for the whole transition, made on first request.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    animator.make {
      let view = context.view(forKey: isPresenting ? .to : .from)
      if isPresenting {
        context.containerView.addSubview(view)
        view.frame = context.finalFrame(for: context.toViewController)
      }
      stage.view = view
      let made = PropertyAnimator(
        duration: transitionDuration(using: context),
        timing: release.map { .spring($0.spring) } ?? timing, clock: context.clock)
      if let source = stage.source {
        let stage = stage
        let from = isPresenting ? source : stage.current
        let to = isPresenting ? stage.fullScreen : source
        // A spring may overshoot the button; the screen ends on it, in the frame it gets there.
        made.completesOnReachingTarget = release != nil
        let presenting = isPresenting
        made.addAnimations(progress: { progress in
          // The button's drawing fades out as the screen grows, in as it shrinks back.
          let grown = presenting ? min(progress, 1) : 1 - min(progress, 1)
          stage.show(
            ZoomFrame.interpolate(from, to, min(progress, 1)),
            sourceOpacity: ZoomSourceReplica.opacity(progress: grown))
        })
        made.addCompletion { _ in stage.show(stage.current) }
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
}

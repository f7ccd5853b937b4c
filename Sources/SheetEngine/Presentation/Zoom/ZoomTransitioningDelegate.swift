/// Presents a controller full screen, zooming out of `sourceView` (the tapped button) and
/// back into it on dismissal, with the ``ZoomAnimator``; with a ``ZoomDismissBehavior`` the
/// zoomed screen can also be dragged down to dismiss (``ZoomDismissInteraction``). Holds
/// the source weakly: it belongs to the presenting screen.
@MainActor
public final class ZoomTransitioningDelegate: ViewControllerTransitioningDelegate {
  public var sourceView: View? { stage.sourceView }
  public let duration: Double
  public let timing: TimingParameters
  /// With Reduce Motion, the cross-fade that replaces the zoom both ways; `nil` zooms.
  public let crossFade: CrossFade?
  /// What the animators and the drag share: the screen and where it shows.
  public let stage: ZoomStage
  /// The drag that dismisses the zoomed screen; `nil` without a behaviour or with the
  /// cross-fade (nothing moves then for a drag to hold).
  public let interaction: ZoomDismissInteraction?

  public init(
    sourceView: View, duration: Double = 0.3, timing: TimingParameters = .easeInOut,
    crossFade: CrossFade? = nil, dismissBehavior: ZoomDismissBehavior? = .standard,
    slop: Double = 10
  ) {
    let stage = ZoomStage(sourceView: sourceView)
    self.stage = stage
    self.duration = duration
    self.timing = timing
    self.crossFade = crossFade
    interaction =
      crossFade == nil
      ? dismissBehavior.map { ZoomDismissInteraction(stage: stage, behavior: $0, slop: slop) }
      : nil
  }

  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> AnimatedTransitioning? {
    if let crossFade { return CrossFadeAnimator(isPresenting: true, crossFade: crossFade) }
    interaction?.install(on: presented)
    return ZoomAnimator(isPresenting: true, stage: stage, duration: duration, timing: timing)
  }

  public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
  {
    if let crossFade { return CrossFadeAnimator(isPresenting: false, crossFade: crossFade) }
    return ZoomAnimator(
      isPresenting: false, stage: stage, duration: duration, timing: timing,
      release: interaction?.takeRelease())
  }
}

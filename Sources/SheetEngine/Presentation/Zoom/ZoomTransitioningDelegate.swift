/// Presents a controller full screen, zooming out of `sourceView` (the tapped button) and
/// back into it on dismissal, with the ``ZoomAnimator``. Holds the source weakly: it belongs
/// to the presenting screen.
@MainActor
public final class ZoomTransitioningDelegate: ViewControllerTransitioningDelegate {
  public private(set) weak var sourceView: View?
  public let duration: Double
  public let timing: TimingParameters
  /// With Reduce Motion, the cross-fade that replaces the zoom both ways; `nil` zooms.
  public let crossFade: CrossFade?

  public init(
    sourceView: View, duration: Double = 0.3, timing: TimingParameters = .easeInOut,
    crossFade: CrossFade? = nil
  ) {
    self.sourceView = sourceView
    self.duration = duration
    self.timing = timing
    self.crossFade = crossFade
  }

  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> AnimatedTransitioning? {
    if let crossFade { return CrossFadeAnimator(isPresenting: true, crossFade: crossFade) }
    return ZoomAnimator(
      isPresenting: true, sourceView: sourceView, duration: duration, timing: timing)
  }

  public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
  {
    if let crossFade { return CrossFadeAnimator(isPresenting: false, crossFade: crossFade) }
    return ZoomAnimator(
      isPresenting: false, sourceView: sourceView, duration: duration, timing: timing)
  }
}

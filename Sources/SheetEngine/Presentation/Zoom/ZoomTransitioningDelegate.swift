/// Presents a controller full screen, zooming out of `sourceView` (the tapped button) and
/// back into it on dismissal, with the ``ZoomAnimator``. Holds the source weakly: it belongs
/// to the presenting screen.
@MainActor
public final class ZoomTransitioningDelegate: ViewControllerTransitioningDelegate {
  public private(set) weak var sourceView: View?
  public let duration: Double
  public let timing: TimingParameters

  public init(sourceView: View, duration: Double = 0.3, timing: TimingParameters = .easeInOut) {
    self.sourceView = sourceView
    self.duration = duration
    self.timing = timing
  }

  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> AnimatedTransitioning? {
    ZoomAnimator(isPresenting: true, sourceView: sourceView, duration: duration, timing: timing)
  }

  public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
  {
    ZoomAnimator(isPresenting: false, sourceView: sourceView, duration: duration, timing: timing)
  }
}

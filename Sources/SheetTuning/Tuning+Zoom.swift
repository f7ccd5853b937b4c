import SheetEngine

extension Tuning {
  /// The "zoom from the tapped button" presentation (keys `zoom.*`).
  public struct Zoom: Hashable, Sendable {
    /// Zoom in and out duration, seconds.
    public var duration: Double
    /// The zoom curve's first control point, x (time).
    public var curveX1: Double
    /// The zoom curve's first control point, y (progress).
    public var curveY1: Double
    /// The zoom curve's second control point, x (time).
    public var curveX2: Double
    /// The zoom curve's second control point, y (progress).
    public var curveY2: Double
    /// The scale a drag down of one screen height shrinks the zoomed screen to (relative to
    /// where it was grabbed).
    public var dragMinimumScale: Double
    /// A released drag dismisses when its drag down plus projection passes this fraction
    /// of the screen's height.
    public var dismissThreshold: Double
    /// The release spring (into the button, or back to full screen): response, seconds.
    public var releaseResponse: Double
    /// The release spring's damping ratio.
    public var releaseDamping: Double

    init() {
      duration = 0
      curveX1 = 0
      curveY1 = 0
      curveX2 = 0
      curveY2 = 0
      dragMinimumScale = 0
      dismissThreshold = 0
      releaseResponse = 0
      releaseDamping = 0
    }

    /// The zoom's timing curve (seed: ease-in-ease-out).
    public var curve: UnitBezier { UnitBezier(curveX1, curveY1, curveX2, curveY2) }

    /// How a drag on the zoomed screen moves and decides (docs/MOTION.md, "Zoom interactive
    /// dismissal").
    public var dismissBehavior: ZoomDismissBehavior {
      ZoomDismissBehavior(
        minimumScale: dragMinimumScale, threshold: dismissThreshold,
        springResponse: releaseResponse, springDamping: releaseDamping)
    }
  }
}

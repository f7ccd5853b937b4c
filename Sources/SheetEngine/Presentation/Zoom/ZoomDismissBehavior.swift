/// How a drag on the zoomed screen moves, shrinks, and decides (docs/MOTION.md, "Zoom
/// interactive dismissal"): the app's tuning builds it (keys `zoom.*`); the engine knows
/// only these values.
public struct ZoomDismissBehavior: Hashable, Sendable {
  /// The scale the drag shrinks the screen to, reached after a drag down of one screen
  /// height; relative to the scale it had when grabbed.
  public var minimumScale: Double
  /// Dismiss when the drag down plus its projection passes this fraction of the height.
  public var threshold: Double
  /// Deceleration per millisecond for projecting the release velocity ("Projection").
  public var projectionDeceleration: Double
  /// The spring that zooms the released screen into its button or back to full screen.
  public var springResponse: Double
  public var springDamping: Double
  /// The corner radius a dragged screen takes at full size, points: the display's, so the
  /// screen lifted off it keeps the display's rounded corners, shrinking with it.
  public var dragCornerRadius: Double

  /// How much of the screen's height a drag takes to round its corners fully: 5 %, 42 pt on
  /// an 844 pt screen, so the first frames of a drag do not jump from square to round.
  public static let cornerRampFraction = 0.05

  public init(
    minimumScale: Double, threshold: Double, projectionDeceleration: Double = 0.998,
    springResponse: Double, springDamping: Double, dragCornerRadius: Double = 55
  ) {
    self.minimumScale = minimumScale
    self.threshold = threshold
    self.projectionDeceleration = projectionDeceleration
    self.springResponse = springResponse
    self.springDamping = springDamping
    self.dragCornerRadius = dragCornerRadius
  }

  /// The corner radius of a screen dragged `k` of its height down (shrunk to `m`), caught
  /// with radius `caught`: from the caught radius toward the display's scaled by m, reached
  /// after ``cornerRampFraction`` of the height (docs/MOTION.md, "Zoom interactive
  /// dismissal"). Up or sideways (k = 0) it keeps the caught radius.
  public func dragCornerRadius(shrink k: Double, scale m: Double, caught: Double) -> Double {
    let ramp = min(k / Self.cornerRampFraction, 1)
    return caught + (dragCornerRadius * m - caught) * ramp
  }

  /// The engine's default: shrink to half, dismiss past a quarter of the height,
  /// critically damped spring of response 0.35 s, the iPhone 16's 55 pt display corners.
  public static let standard = ZoomDismissBehavior(
    minimumScale: 0.5, threshold: 0.25, springResponse: 0.35, springDamping: 1)

  /// Whether a drag `translationY` points down on a screen of `height`, released at
  /// `velocityY` (pt/s, downward positive), dismisses:
  /// `translationY + projection(velocityY) > threshold × height`.
  public func shouldDismiss(translationY: Double, velocityY: Double, height: Double) -> Bool {
    let projected = ScrollPhysics.projectedDistance(
      velocity: velocityY, rate: projectionDeceleration)
    return translationY + projected > threshold * height
  }

  /// The release spring, seeded with `progressVelocity` (progress per second, relative to
  /// the whole way, as ``Spring/initialVelocity``).
  public func releaseSpring(progressVelocity: Double) -> Spring {
    Spring(
      response: springResponse, dampingRatio: springDamping, initialVelocity: progressVelocity)
  }
}

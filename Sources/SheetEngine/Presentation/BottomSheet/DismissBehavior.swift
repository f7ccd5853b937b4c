/// How a released swipe on a sheet decides and finishes: the projection rule along the
/// transition's curve (``standard``), or with a flick rule, springs and a rubber band
/// (``spring``) (docs/MOTION.md, "Swipe to dismiss").
public struct DismissBehavior: Hashable, Sendable {
  /// Dismiss when the projected position passes this fraction of the height.
  public var threshold: Double
  /// Deceleration rate per millisecond for projecting the release velocity.
  public var projectionDeceleration: Double
  /// Also dismiss when velocity / remaining distance reaches this (per second); 0 turns
  /// the rule off.
  public var velocityRatio: Double
  /// Finish or cancel with a spring seeded with the release velocity instead of resuming
  /// along the transition's curve.
  public var usesSpring: Bool
  public var springResponse: Double
  public var springDamping: Double
  /// Damping when released faster than ``flickVelocity`` (FloatingPanel's 0.58).
  public var flickDamping: Double
  public var flickVelocity: Double
  /// Dragging up past the full height stretches the sheet with a rubber band.
  public var rubberBands: Bool
  public var rubberBandConstant: Double
  /// A list's fling that reaches its top dismisses the sheet when its projection would
  /// carry the sheet this many times its height (2 by default: a list fling is rarely meant to
  /// close the sheet, so the bar is higher than for a swipe); less makes it bounce.
  public var momentumDismissFactor: Double

  public init(
    threshold: Double, projectionDeceleration: Double, velocityRatio: Double,
    usesSpring: Bool, springResponse: Double, springDamping: Double, flickDamping: Double,
    flickVelocity: Double, rubberBands: Bool, rubberBandConstant: Double,
    momentumDismissFactor: Double = 2
  ) {
    self.threshold = threshold
    self.projectionDeceleration = projectionDeceleration
    self.velocityRatio = velocityRatio
    self.usesSpring = usesSpring
    self.springResponse = springResponse
    self.springDamping = springDamping
    self.flickDamping = flickDamping
    self.flickVelocity = flickVelocity
    self.rubberBands = rubberBands
    self.rubberBandConstant = rubberBandConstant
    self.momentumDismissFactor = momentumDismissFactor
  }

  /// Past half the height with half a second of projection, along the curve; no flick
  /// rule, no spring, no rubber band.
  public static let standard = DismissBehavior(
    threshold: 0.5, projectionDeceleration: 0.998, velocityRatio: 0, usesSpring: false,
    springResponse: 0.4, springDamping: 1, flickDamping: 0.58, flickVelocity: 300,
    rubberBands: false, rubberBandConstant: 0.55)

  /// The standard rule plus FloatingPanel's flick (velocity / distance left >= 5.5 per
  /// second), a spring at the release velocity (response 0.4 s; damping 0.58 above
  /// 300 pt/s) and UIKit's rubber band (0.55) above the resting place.
  public static let spring = DismissBehavior(
    threshold: 0.5, projectionDeceleration: 0.998, velocityRatio: 5.5, usesSpring: true,
    springResponse: 0.4, springDamping: 1, flickDamping: 0.58, flickVelocity: 300,
    rubberBands: true, rubberBandConstant: 0.55)

  /// How far the sheet would travel at `velocity` (pt/s) decaying by
  /// `projectionDeceleration` per ms: the list's deceleration distance, (v / 1000) d / (1 - d).
  public func projection(of velocity: Double) -> Double {
    ScrollPhysics.projectedDistance(velocity: velocity, rate: projectionDeceleration)
  }

  /// Whether a sheet of `height`, moved down by `offset` and released at `velocity`
  /// (pt/s, positive downward), should go away.
  public func shouldDismiss(offset: Double, velocity: Double, height: Double) -> Bool {
    if offset + projection(of: velocity) > threshold * height { return true }
    guard velocityRatio > 0, velocity > 0 else { return false }
    let remaining = max(height - offset, 1)
    return velocity / remaining >= velocityRatio
  }

  /// The spring that finishes a release at `velocity`, for ``usesSpring``.
  public func releaseSpring(velocity: Double) -> Spring {
    Spring(
      response: springResponse,
      dampingRatio: abs(velocity) > flickVelocity ? flickDamping : springDamping)
  }
}

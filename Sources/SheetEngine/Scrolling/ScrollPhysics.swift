/// The math of `UIScrollView`'s motion as pure functions, so a scroll view computes every
/// frame in closed form from the moment a motion started (nothing is integrated, nothing
/// drifts) and tests can check the published numbers.
///
/// Units: offsets and distances in points, time in seconds, velocities in points per second.
/// Deceleration rates are UIKit's: the factor velocity is multiplied by every millisecond.
public enum ScrollPhysics {
  /// `UIScrollView.DecelerationRate.normal`.
  public static let normalDecelerationRate = 0.998
  /// `UIScrollView.DecelerationRate.fast`.
  public static let fastDecelerationRate = 0.99
  /// The rubber band's slope at the edge: how much of the finger's overscroll shows at first.
  public static let defaultRubberBandConstant = 0.55
  /// The bounce back to an edge: a critically damped spring (mass 1, stiffness 100), a
  /// common re-implementation of UIKit's, seeded with the velocity at the edge.
  public static let bounceSpring = Spring(mass: 1, stiffness: 100, damping: 20)

  // MARK: - Deceleration

  /// The offset `time` seconds into a deceleration from `start` at `velocity`:
  /// x0 + v0 d (1 - dᵗ) / (1 - d), with t in milliseconds and v0 in points per millisecond.
  public static func decelerationOffset(
    after time: Double, from start: Double, velocity: Double, rate: Double
  ) -> Double {
    let milliseconds = time * 1000
    return start + velocity / 1000 * rate * (1 - DeterministicMath.pow(rate, milliseconds))
      / (1 - rate)
  }

  /// The velocity `time` seconds into a deceleration: v0 dᵗ (t in milliseconds), the
  /// model's own velocity (the slope of ``decelerationOffset(after:from:velocity:rate:)``
  /// differs from it by the factor d ln(1/d) / (1 - d), under 0.1 % at 0.998).
  public static func decelerationVelocity(
    after time: Double, velocity: Double, rate: Double
  ) -> Double {
    velocity * DeterministicMath.pow(rate, time * 1000)
  }

  /// How far a deceleration from `velocity` travels before it stops: (v / 1000) d / (1 - d).
  /// 1000 pt/s at 0.998 gives 499 pt; at 0.99, 99 pt.
  public static func projectedDistance(velocity: Double, rate: Double) -> Double {
    velocity / 1000 * rate / (1 - rate)
  }

  /// When (seconds) a deceleration from `velocity` has travelled `distance`, or `nil` if it
  /// never gets that far (or `distance` is the other way).
  public static func decelerationDuration(
    toTravel distance: Double, velocity: Double, rate: Double
  ) -> Double? {
    guard velocity != 0, distance == 0 || (distance > 0) == (velocity > 0) else { return nil }
    let remainingFraction = 1 - distance * (1 - rate) / (velocity / 1000 * rate)
    guard remainingFraction > 0 else { return nil }
    return DeterministicMath.log(remainingFraction) / DeterministicMath.log(rate) / 1000
  }

  // MARK: - Rubber band

  /// The overscroll shown for a finger `distance` past the edge: (1 - 1 / (x c / d + 1)) d,
  /// where d is the viewport's length along the axis (`dimension`) and c the `constant`.
  /// Its slope at the edge is c and it never reaches d. Odd in `distance`.
  /// At d = 960: 5, 10, 100, 400, 960 pt -> 2.74, 5.47, 52.02, 178.98, 340.65 pt.
  public static func rubberBandOffset(
    forDistance distance: Double, dimension: Double,
    constant: Double = defaultRubberBandConstant
  ) -> Double {
    guard dimension > 0, constant > 0 else { return 0 }
    let magnitude = (1 - 1 / (abs(distance) * constant / dimension + 1)) * dimension
    return distance < 0 ? -magnitude : magnitude
  }

  /// The inverse of ``rubberBandOffset(forDistance:dimension:constant:)``: how far the finger
  /// is past the edge for an overscroll `offset` on screen, y d / ((d - y) c). A drag
  /// resumed on an overscrolled view starts from here, so it continues without a jump.
  /// Offsets at or beyond d (which a rubber band never shows) are read as just below it.
  public static func rubberBandDistance(
    forOffset offset: Double, dimension: Double,
    constant: Double = defaultRubberBandConstant
  ) -> Double {
    guard dimension > 0, constant > 0 else { return offset }
    let magnitude = min(abs(offset), dimension * 0.999)
    let distance = magnitude * dimension / ((dimension - magnitude) * constant)
    return offset < 0 ? -distance : distance
  }

  // MARK: - Bounce

  /// The displacement from the edge `time` seconds into a bounce that started `displacement`
  /// past it moving at `velocity`, in closed form from `spring`.
  public static func bounceDisplacement(
    after time: Double, from displacement: Double, velocity: Double,
    spring: Spring = bounceSpring
  ) -> Double {
    spring.displacement(at: time, from: displacement, velocity: velocity)
  }

  /// The velocity `time` seconds into that bounce, by a central difference of the closed
  /// form (exact to about 1e-8 of the scale of the motion).
  public static func bounceVelocity(
    after time: Double, from displacement: Double, velocity: Double,
    spring: Spring = bounceSpring
  ) -> Double {
    guard time > 0 else { return velocity }
    let h = min(1e-6, time)
    let later = spring.displacement(at: time + h, from: displacement, velocity: velocity)
    let earlier = spring.displacement(at: time - h, from: displacement, velocity: velocity)
    return (later - earlier) / (2 * h)
  }
}

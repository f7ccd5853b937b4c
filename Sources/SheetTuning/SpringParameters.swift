import SheetEngine

/// One spring (mass 1) in the forms a person may think in, for the spring editor: SwiftUI's
/// response and damping ratio (what the tuning stores), Apple's duration and bounce
/// (`Spring(duration:bounce:)`, Flutter's `withDurationAndBounce`), and the physical
/// stiffness and damping. Each form converts to the others both ways (docs/MOTION.md,
/// "Springs in duration and bounce form"); the engine's ``Spring`` does the motion.
///
/// Values are taken as given: a response or duration must be positive, a bounce above -1
/// and a stiffness positive for the conversions to mean anything; the editor's ranges
/// keep them there.
public struct SpringParameters: Hashable, Sendable {
  /// The undamped period, seconds: 2π / ω₀.
  public var response: Double
  /// ζ: 1 is critical, below 1 overshoots, above 1 creeps.
  public var dampingRatio: Double

  public init(response: Double, dampingRatio: Double) {
    self.response = response
    self.dampingRatio = dampingRatio
  }

  /// Apple's form. With mass 1 the duration is the response (ω₀ = 2π / duration); the
  /// damping ratio is 1 − bounce for bounce ≥ 0 and 1 / (1 + bounce) below, so a negative
  /// bounce is over-damped.
  public init(duration: Double, bounce: Double) {
    response = duration
    dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  /// The physical form with mass 1: ω₀ = √k, ζ = c / (2√k).
  public init(stiffness: Double, damping: Double) {
    let angularFrequency = stiffness.squareRoot()
    response = 2 * Double.pi / angularFrequency
    dampingRatio = damping / (2 * angularFrequency)
  }

  /// The spring's parameters, read back from the engine's spring (any mass).
  public init(_ spring: Spring) {
    response = 2 * Double.pi / spring.undampedAngularFrequency
    dampingRatio = spring.dampingRatio
  }

  /// Apple's duration: the response, seconds.
  public var duration: Double { response }

  /// Apple's bounce: 1 − ζ while under-damped, else 1 / ζ − 1 (0 at critical, negative
  /// when over-damped), the inverse of ``init(duration:bounce:)``.
  public var bounce: Double { dampingRatio < 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// The engine's spring for these parameters: the one the animations run.
  public var spring: Spring { Spring(response: response, dampingRatio: dampingRatio) }

  /// k = (2π / response)², newtons per metre with mass 1.
  public var stiffness: Double { spring.stiffness }

  /// c = 4π ζ / response.
  public var damping: Double { spring.damping }
}

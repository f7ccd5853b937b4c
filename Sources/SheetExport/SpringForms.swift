import Foundation

/// The published conversions between the three ways platforms write a spring, mass 1 unless
/// given: Apple's duration and bounce (SwiftUI `Spring(duration:bounce:)`, UIKit iOS 17,
/// `CASpringAnimation(perceptualDuration:bounce:)`, Flutter `withDurationAndBounce`),
/// SwiftUI's response and damping fraction, and the physical mass, stiffness and damping
/// (UIKit, Flutter, Compose and Android with mass 1).
///
/// Written from the platforms' documentation, separately from `SpringParameters`, so that
/// each export's numbers come from the target's own formula.
public enum SpringForms {
  /// Apple: ω₀ = 2π / duration, ζ = 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce) (below 0);
  /// k = ω₀² m, c = 2ζ√(mk).
  public static func physical(duration: Double, bounce: Double, mass: Double = 1) -> (
    stiffness: Double, damping: Double
  ) {
    let omega = 2 * Double.pi / duration
    let stiffness = omega * omega * mass
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return (stiffness, 2 * ratio * (mass * stiffness).squareRoot())
  }

  /// The inverse: duration = 2π √(m / k), bounce = 1 − ζ below critical, else 1 / ζ − 1.
  public static func durationBounce(mass: Double = 1, stiffness: Double, damping: Double) -> (
    duration: Double, bounce: Double
  ) {
    let ratio = damping / (2 * (mass * stiffness).squareRoot())
    let duration = 2 * Double.pi * (mass / stiffness).squareRoot()
    return (duration, ratio < 1 ? 1 - ratio : 1 / ratio - 1)
  }

  /// SwiftUI's response (the undamped period) and damping fraction ζ, mass 1:
  /// k = (2π / response)², c = 4πζ / response.
  public static func physical(response: Double, dampingFraction: Double) -> (
    stiffness: Double, damping: Double
  ) {
    let omega = 2 * Double.pi / response
    return (omega * omega, 4 * Double.pi * dampingFraction / response)
  }

  /// The inverse of ``physical(response:dampingFraction:)``.
  public static func responseDamping(stiffness: Double, damping: Double) -> (
    response: Double, dampingFraction: Double
  ) {
    let omega = stiffness.squareRoot()
    return (2 * Double.pi / omega, damping / (2 * omega))
  }

  /// UIKit's and Core Animation's relative initial velocity: points per second over the
  /// distance still to travel (so 1 is "the whole distance in one second").
  public static func relativeVelocity(pointsPerSecond velocity: Double, distance: Double)
    -> Double
  {
    distance == 0 ? 0 : velocity / distance
  }
}

/// A damped harmonic oscillator, m x'' + c x' + k x = 0, solved in closed form (under-,
/// critically and over-damped), so its value at any simulated time is exact and needs no
/// integration state: the same number live and in a replay.
///
/// As a timing curve it moves progress from 0 to 1; `initialVelocity` is relative, as
/// UIKit's: points per second divided by the distance to travel.
public struct Spring: Hashable, Sendable {
  public var mass: Double
  public var stiffness: Double
  public var damping: Double
  public var initialVelocity: Double

  public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// SwiftUI's form: `response` is the period of the undamped oscillation in seconds,
  /// `dampingRatio` 1 is critical. k = (2π / response)² m, c = 4π ζ m / response.
  public init(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    let stiffness = DeterministicMath.pow(2 * Double.pi / response, 2)
    let damping = 4 * Double.pi * dampingRatio / response
    self.init(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// UIKit's default spring, the navigation push/pop motion. UIKit declares it as mass 3,
  /// stiffness 1000, damping 500, but it is observed to move as a critically damped spring
  /// with ω₀ = √(1000/3) ≈ 18.26 rad/s (settling to 1e-3 in about 0.506 s), so that is
  /// what this is.
  public static let uiKitDefault = Spring(
    mass: 3, stiffness: 1000, damping: 2 * (3.0 * 1000).squareRoot())

  /// ω₀ = √(k/m), in radians per second.
  public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }
  /// ζ = c / (2√(mk)); 1 is critical.
  public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// Where an animation ends a spring: 1e-4 of the distance, under a tenth of a point for
  /// anything on screen, so the snap to the target is invisible.
  public static let animationTolerance = 1e-4

  public func withInitialVelocity(_ velocity: Double) -> Spring {
    var copy = self
    copy.initialVelocity = velocity
    return copy
  }

  /// Displacement from the target at time `t` for a start displacement `x0` and velocity `v0`.
  public func displacement(at t: Double, from x0: Double, velocity v0: Double) -> Double {
    let w0 = undampedAngularFrequency
    let zeta = dampingRatio
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      return DeterministicMath.exp(-zeta * w0 * t)
        * (x0 * DeterministicMath.cos(wd * t) + ((v0 + zeta * w0 * x0) / wd)
          * DeterministicMath.sin(wd * t))
    }
    if zeta == 1 {
      return (x0 + (v0 + w0 * x0) * t) * DeterministicMath.exp(-w0 * t)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - root)
    let r2 = -w0 * (zeta + root)
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    let c1 = x0 - c2
    return c1 * DeterministicMath.exp(r1 * t) + c2 * DeterministicMath.exp(r2 * t)
  }

  /// Progress from 0 toward 1 at time `t`.
  public func value(at t: Double) -> Double {
    1 - displacement(at: t, from: 1, velocity: -initialVelocity)
  }

  /// d(progress)/dt at time `t`, by a central difference small enough to be exact to ~1e-8.
  public func velocity(at t: Double) -> Double {
    let h = 1e-6
    return (value(at: t + h) - value(at: max(t - h, 0))) / (t + h - max(t - h, 0))
  }

  /// The first time, on a 1/600 s grid up to 10 s, after which the spring stays within
  /// `tolerance` of the target: when an animation may end and snap to it.
  public func settlingDuration(tolerance: Double = 1e-3) -> Double {
    let step = 1.0 / 600
    var lastOutside = 0.0
    for index in 0...6000 {
      let t = Double(index) * step
      if abs(1 - value(at: t)) > tolerance { lastOutside = t }
    }
    return lastOutside + step
  }
}

import Foundation

/// A damped spring m x'' + c x' + k x = 0 as the platforms document and solve it (Flutter's
/// `SpringSimulation`, Android's `SpringForce`, SwiftUI's and Core Animation's springs all
/// use this closed form): written here independently of the engine's ``Spring`` so that an
/// export is measured against a second implementation, not against itself.
///
/// The solution is chosen by the sign of c² − 4mk, as Flutter's `_SpringSolution` does, and
/// uses the C library's `exp`, `sin` and `cos` (the engine uses its own deterministic ones).
public struct OscillatorModel: Hashable, Sendable {
  public var mass: Double
  public var stiffness: Double
  public var damping: Double

  public init(mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Progress from 0 toward 1 at `time`, starting at rest or with `velocity` in progress
  /// per second (UIKit's relative initial velocity).
  public func progress(at time: Double, velocity: Double = 0) -> Double {
    1 + displacement(at: time, distance: -1, velocity: velocity)
  }

  /// The displacement from the target at `time` for a start `distance` and `velocity`.
  public func displacement(at time: Double, distance: Double, velocity: Double) -> Double {
    let discriminant = damping * damping - 4 * mass * stiffness
    if discriminant > 0 {
      let root = discriminant.squareRoot()
      let r1 = (-damping - root) / (2 * mass)
      let r2 = (-damping + root) / (2 * mass)
      let c2 = (velocity - r1 * distance) / (r2 - r1)
      let c1 = distance - c2
      return c1 * Foundation.exp(r1 * time) + c2 * Foundation.exp(r2 * time)
    }
    if discriminant < 0 {
      let w = (4 * mass * stiffness - damping * damping).squareRoot() / (2 * mass)
      let r = -damping / (2 * mass)
      let c2 = (velocity - r * distance) / w
      return Foundation.exp(r * time)
        * (distance * Foundation.cos(w * time) + c2 * Foundation.sin(w * time))
    }
    let r = -damping / (2 * mass)
    return (distance + (velocity - r * distance) * time) * Foundation.exp(r * time)
  }
}

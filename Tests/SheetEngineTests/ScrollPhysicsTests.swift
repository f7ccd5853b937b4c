import Foundation
import Testing

@testable import SheetEngine

/// UIScrollView's deceleration, projection, rubber band and bounce, against
/// docs/MOTION.md, "Scroll deceleration", "Projection", "Rubber band" and "Bounce".
@Suite struct ScrollPhysicsTests {
  @Test func projectedDistance() {
    #expect(abs(ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.998) - 499) < 1e-9)
    #expect(abs(ScrollPhysics.projectedDistance(velocity: 1000, rate: 0.99) - 99) < 1e-9)
    #expect(abs(ScrollPhysics.projectedDistance(velocity: -2000, rate: 0.998) - -998) < 1e-9)
  }

  @Test func decelerationPositionAndVelocity() {
    let atOneSecond = ScrollPhysics.decelerationOffset(
      after: 1, from: 0, velocity: 2000, rate: 0.998)
    #expect(abs(atOneSecond - 863.21) < 0.005)
    let resting = ScrollPhysics.decelerationOffset(
      after: 100, from: 50, velocity: 2000, rate: 0.998)
    #expect(abs(resting - 1048) < 1e-6)
    #expect(ScrollPhysics.decelerationOffset(after: 0, from: 50, velocity: 2000, rate: 0.998) == 50)
    let velocity = ScrollPhysics.decelerationVelocity(after: 0.5, velocity: 2000, rate: 0.998)
    #expect(abs(velocity - 2000 * pow(0.998, 500)) < 1e-9)
    #expect(abs(velocity - 735.02) < 0.005)
  }

  @Test func decelerationDurationSolvesThePositionFormula() {
    let time = ScrollPhysics.decelerationDuration(toTravel: 400, velocity: 2000, rate: 0.998)!
    #expect(abs(time - 0.255825) < 1e-6)
    let there = ScrollPhysics.decelerationOffset(after: time, from: 0, velocity: 2000, rate: 0.998)
    #expect(abs(there - 400) < 1e-9)
    #expect(ScrollPhysics.decelerationDuration(toTravel: 998, velocity: 2000, rate: 0.998) == nil)
    #expect(ScrollPhysics.decelerationDuration(toTravel: -5, velocity: 2000, rate: 0.998) == nil)
    #expect(ScrollPhysics.decelerationDuration(toTravel: 0, velocity: -10, rate: 0.998) == 0)
  }

  @Test func rubberBandMatchesUIKitsCurve() {
    let expected: [(Double, Double)] = [
      (5, 2.74), (10, 5.47), (100, 52.02), (400, 178.98), (960, 340.65),
    ]
    for (distance, shown) in expected {
      let offset = ScrollPhysics.rubberBandOffset(forDistance: distance, dimension: 960)
      #expect(abs(offset - shown) < 0.005, "x = \(distance)")
      #expect(
        abs(ScrollPhysics.rubberBandOffset(forDistance: -distance, dimension: 960) + offset) == 0)
    }
    let constant = ScrollPhysics.rubberBandOffset(forDistance: 1e-6, dimension: 960, constant: 0.3)
    #expect(abs(constant / 1e-6 - 0.3) < 1e-6)
    #expect(ScrollPhysics.rubberBandOffset(forDistance: 1e12, dimension: 960) < 960)
  }

  @Test func rubberBandInverseRecoversTheDistance() {
    for distance in [-700.0, -3, 0, 0.25, 42, 960, 5000] {
      let shown = ScrollPhysics.rubberBandOffset(
        forDistance: distance, dimension: 500, constant: 0.55)
      let back = ScrollPhysics.rubberBandDistance(forOffset: shown, dimension: 500, constant: 0.55)
      #expect(abs(back - distance) < 1e-9 * max(1, abs(distance)), "x = \(distance)")
    }
    let beyond = ScrollPhysics.rubberBandDistance(forOffset: 600, dimension: 500)
    #expect(beyond.isFinite && beyond > 0)
  }

  @Test func bounceIsTheCriticallyDampedSpringInClosedForm() {
    let spring = ScrollPhysics.bounceSpring
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.dampingRatio == 1)
    // x(t) = (x0 + (v0 + w0 x0) t) e^(-w0 t), w0 = 10.
    let x = ScrollPhysics.bounceDisplacement(after: 0.1, from: 0, velocity: 1000)
    #expect(abs(x - 100 * exp(-1)) < 1e-9)
    let back = ScrollPhysics.bounceDisplacement(after: 0.25, from: 80, velocity: 0)
    #expect(abs(back - 80 * 3.5 * exp(-2.5)) < 1e-9)
    // v(t) = (v0 - w0 (v0 + w0 x0) t) e^(-w0 t): zero at the peak, t = 0.1.
    #expect(abs(ScrollPhysics.bounceVelocity(after: 0.1, from: 0, velocity: 1000)) < 1e-4)
    #expect(ScrollPhysics.bounceVelocity(after: 0, from: 0, velocity: 1000) == 1000)
    let v = ScrollPhysics.bounceVelocity(after: 0.25, from: 80, velocity: 0)
    #expect(abs(v - -10 * 800 * 0.25 * exp(-2.5)) < 1e-4)
  }
}

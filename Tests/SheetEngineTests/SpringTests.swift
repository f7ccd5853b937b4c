import Foundation
import Testing

@testable import SheetEngine

@Suite struct SpringTests {
  @Test func criticallyDampedNeverOvershoots() {
    let spring = Spring(response: 0.4, dampingRatio: 1)
    #expect(abs(spring.dampingRatio - 1) < 1e-12)
    for step in 0...600 {
      #expect(spring.value(at: Double(step) / 300) <= 1)
    }
  }

  @Test func criticalStiffness522ReachesOneThousandthAt0_404() {
    let spring = Spring(mass: 1, stiffness: 522.35, damping: 2 * 522.35.squareRoot())
    let displacement = abs(spring.displacement(at: 0.404, from: 1, velocity: 0))
    #expect(abs(displacement - 1.0e-3) < 0.05e-3)
  }

  @Test(arguments: [(0.5, 0.163), (0.7, 0.046)])
  func underDampedPeakOvershoot(dampingRatio: Double, expected: Double) {
    let spring = Spring(response: 0.5, dampingRatio: dampingRatio)
    let peak = (0...3000).map { spring.value(at: Double($0) / 3000) }.max() ?? 0
    let formula = exp(-dampingRatio * Double.pi / (1 - dampingRatio * dampingRatio).squareRoot())
    #expect(abs((peak - 1) - formula) < 1e-4)
    #expect(abs((peak - 1) - expected) < 1e-3)
  }

  @Test func overDampedMatchesTheClosedForm() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 30)  // ζ = 1.5
    #expect(spring.dampingRatio == 1.5)
    let w0 = 10.0
    let root = (1.5 * 1.5 - 1).squareRoot()
    let (r1, r2) = (-w0 * (1.5 - root), -w0 * (1.5 + root))
    let c2 = (0 - r1 * 1) / (r2 - r1)
    let expected = (1 - c2) * exp(r1 * 0.2) + c2 * exp(r2 * 0.2)
    #expect(abs(spring.displacement(at: 0.2, from: 1, velocity: 0) - expected) < 1e-15)
  }

  @Test func uiKitDefaultIsCriticalAt18_26RadiansPerSecond() {
    let spring = Spring.uiKitDefault
    #expect(abs(spring.undampedAngularFrequency - 18.257) < 1e-3)
    #expect(abs(spring.dampingRatio - 1) < 1e-12)
    #expect(abs(spring.settlingDuration() - 0.506) < 2.0 / 600)
  }

  @Test func initialVelocityIsTheStartSlope() {
    let spring = Spring(response: 0.4, dampingRatio: 1, initialVelocity: 3)
    #expect(abs(spring.velocity(at: 0) - 3) < 1e-3)
    #expect(spring.value(at: 0) == 0)
  }

  @Test func responseFormGivesStiffnessAndDamping() {
    let spring = Spring(response: 0.5, dampingRatio: 0.8)
    #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
    #expect(abs(spring.damping - 4 * Double.pi * 0.8 / 0.5) < 1e-9)
  }
}

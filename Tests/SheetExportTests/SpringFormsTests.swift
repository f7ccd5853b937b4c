import Foundation
import SheetEngine
import SheetExport
import Testing

/// The exporter's own spring conversions against the published values (docs/MOTION.md,
/// "Springs in duration and bounce form") and each other, and its independent oscillator
/// against the engine's spring.
@Suite struct SpringFormsTests {
  @Test func durationAndBounceGivePublishedStiffnessAndDamping() {
    let (stiffness, damping) = SpringForms.physical(duration: 0.5, bounce: 0.3)
    #expect(abs(stiffness - 157.9) < 0.05)
    #expect(abs(damping - 17.6) < 0.05)
    #expect(abs(stiffness - pow(4 * Double.pi, 2)) < 1e-12)
    #expect(abs(damping - 2 * 0.7 * 4 * Double.pi) < 1e-12)
  }

  @Test func stiffnessAndDampingGivePublishedDurationAndBounce() {
    let (duration, bounce) = SpringForms.durationBounce(stiffness: 100, damping: 10)
    #expect(abs(duration - 0.628) < 0.0005)
    #expect(abs(duration - 2 * Double.pi / 10) < 1e-15)
    #expect(abs(bounce - 0.5) < 1e-15)
  }

  @Test func negativeBounceIsDampingRatioOneOverOnePlusBounce() {
    for bounce in [-0.9, -0.5, -0.25, -0.1] {
      let (stiffness, damping) = SpringForms.physical(duration: 0.4, bounce: bounce)
      let ratio = damping / (2 * stiffness.squareRoot())
      #expect(abs(ratio - 1 / (1 + bounce)) < 1e-12)
    }
  }

  @Test func roundTripsAreExactTo1e12() {
    for duration in [0.05, 0.2, 0.35, 0.5, 1, 3] {
      for bounce in [-0.8, -0.3, 0, 0.15, 0.3, 0.7, 0.95] {
        let (k, c) = SpringForms.physical(duration: duration, bounce: bounce)
        let back = SpringForms.durationBounce(stiffness: k, damping: c)
        #expect(abs(back.duration - duration) < 1e-12)
        #expect(abs(back.bounce - bounce) < 1e-12)
      }
    }
    for response in [0.05, 0.344, 0.4, 0.628, 3] {
      for fraction in [0.1, 0.58, 1, 1.5, 2] {
        let (k, c) = SpringForms.physical(response: response, dampingFraction: fraction)
        let back = SpringForms.responseDamping(stiffness: k, damping: c)
        #expect(abs(back.response - response) < 1e-12)
        #expect(abs(back.dampingFraction - fraction) < 1e-12)
      }
    }
  }

  @Test func relativeInitialVelocityIsPointsPerSecondOverDistance() {
    #expect(SpringForms.relativeVelocity(pointsPerSecond: 1200, distance: 400) == 3)
    #expect(SpringForms.relativeVelocity(pointsPerSecond: -797, distance: 797) == -1)
    #expect(SpringForms.relativeVelocity(pointsPerSecond: 500, distance: 0) == 0)
    // A release at 1500 pt/s with 600 pt to go: the model in relative units moves, in
    // points, as the engine's spring with that relative velocity.
    let relative = SpringForms.relativeVelocity(pointsPerSecond: 1500, distance: 600)
    let engine = Spring(response: 0.4, dampingRatio: 0.58, initialVelocity: relative)
    let (k, c) = SpringForms.physical(response: 0.4, dampingFraction: 0.58)
    let model = OscillatorModel(mass: 1, stiffness: k, damping: c)
    for step in 0...120 {
      let t = Double(step) / 120
      #expect(abs(model.progress(at: t, velocity: relative) - engine.value(at: t)) * 600 < 1e-9)
    }
  }

  @Test func oscillatorMatchesTheEngineInEveryRegime() {
    for ratio in [0.3, 1, 1.7] {
      let engine = Spring(response: 0.4, dampingRatio: ratio)
      let model = OscillatorModel(mass: 1, stiffness: engine.stiffness, damping: engine.damping)
      for step in 0...240 {
        let t = Double(step) / 240
        #expect(abs(model.progress(at: t) - engine.value(at: t)) < 1e-12)
      }
    }
  }
}

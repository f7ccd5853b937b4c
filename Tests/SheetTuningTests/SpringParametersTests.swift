import SheetEngine
import SheetTuning
import Testing

/// The spring editor's conversions among response / damping ratio, Apple's duration /
/// bounce and stiffness / damping (mass 1), with the figures of docs/MOTION.md,
/// "Springs in duration and bounce form".
@Suite struct SpringParametersTests {
  private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
  }

  @Test func durationAndBounceGiveStiffnessAndDamping() {
    let spring = SpringParameters(duration: 0.5, bounce: 0.3)
    #expect(close(spring.dampingRatio, 0.7))
    #expect(spring.response == 0.5)
    let omega = 2 * Double.pi / 0.5
    #expect(close(spring.stiffness, omega * omega))
    #expect(close(spring.damping, 4 * Double.pi * 0.7 / 0.5))
    // The figures of docs/MOTION.md, "Springs in duration and bounce form", to two decimals.
    #expect(close(spring.stiffness, 157.91, 0.005))
    #expect(close(spring.damping, 17.59, 0.005))
  }

  @Test func stiffnessAndDampingGiveDurationAndBounce() {
    let spring = SpringParameters(stiffness: 100, damping: 10)
    #expect(close(spring.duration, 2 * Double.pi / 10))
    #expect(close(spring.dampingRatio, 0.5))
    #expect(close(spring.bounce, 0.5))
    #expect(close(spring.duration, 0.628, 0.0005))
  }

  @Test func negativeBounceIsOverDampedAndComesBack() {
    let spring = SpringParameters(duration: 0.4, bounce: -0.5)
    #expect(close(spring.dampingRatio, 2))
    #expect(close(spring.bounce, -0.5))
    #expect(close(spring.damping, 4 * Double.pi * 2 / 0.4))
    // Critical is bounce 0 both ways.
    let critical = SpringParameters(duration: 0.4, bounce: 0)
    #expect(critical.dampingRatio == 1 && critical.bounce == 0)
  }

  @Test func everyFormRoundTrips() {
    for duration in [0.1, 0.35, 0.5, 1.7] {
      for bounce in [-0.8, -0.3, 0, 0.15, 0.3, 0.9] {
        let spring = SpringParameters(duration: duration, bounce: bounce)
        #expect(close(spring.duration, duration) && close(spring.bounce, bounce))
        let physical = SpringParameters(stiffness: spring.stiffness, damping: spring.damping)
        #expect(close(physical.response, spring.response))
        #expect(close(physical.dampingRatio, spring.dampingRatio))
        let fromEngine = SpringParameters(spring.spring)
        #expect(close(fromEngine.response, duration) && close(fromEngine.bounce, bounce))
      }
    }
  }

  @Test func theEngineSpringIsTheResponseForm() {
    let parameters = SpringParameters(response: 0.4, dampingRatio: 0.58)
    #expect(parameters.spring == Spring(response: 0.4, dampingRatio: 0.58))
    // UIKit's default (mass 3) reads back as its observed response, critically damped.
    let uiKit = SpringParameters(Spring.uiKitDefault)
    #expect(close(uiKit.response, 2 * Double.pi / (1000.0 / 3).squareRoot()))
    #expect(close(uiKit.dampingRatio, 1))
  }

  @Test func stepResponseSamplesTheEngineSpring() throws {
    let parameters = SpringParameters(duration: 0.5, bounce: 0.3)
    let samples = parameters.stepResponse(count: 11, span: 1)
    #expect(samples.count == 11)
    for (index, sample) in samples.enumerated() {
      #expect(close(sample.time, Double(index) / 10))
      #expect(sample.progress == parameters.spring.value(at: sample.time))
    }
    #expect(samples[0].progress == 0)
    // Bounce 0.3 overshoots: the peak is e^(-ζπ/√(1-ζ²)) above 1 at ζ = 0.7, 0.046.
    let fine = parameters.stepResponse(count: 2001, span: 1)
    let peak = try #require(fine.map(\.progress).max())
    #expect(close(peak - 1, 0.046, 0.0005))
    // By default the graph spans the time an animation with the spring runs.
    let settled = parameters.stepResponse(count: 5)
    let settling = parameters.spring.settlingDuration(tolerance: Spring.animationTolerance)
    #expect(settled.last?.time == settling)
  }

  @Test func stepResponseSamplesTheEngineCurve() {
    let curve = UnitBezier(0.2, 1, 0.42, 1)
    let samples = curve.stepResponse(count: 5)
    #expect(samples.map(\.time) == [0, 0.25, 0.5, 0.75, 1])
    #expect(samples.map(\.progress) == samples.map { curve.value(at: $0.time) })
    #expect(samples.first?.progress == 0 && samples.last?.progress == 1)
    let ease = UnitBezier.ease.stepResponse(count: 5)
    #expect(close(ease[1].progress, 0.408511, 1e-6) && close(ease[2].progress, 0.802403, 1e-6))
    #expect(UnitBezier.linear.stepResponse(count: 0).count == 2)
  }

  @Test func everyTuningSpringReadsAndWritesItsKeys() throws {
    for spring in Tuning.editableSprings {
      #expect(Tuning.parameter(forKey: spring.responseKey) != nil)
      #expect(Tuning.parameter(forKey: spring.dampingKey) != nil)
    }
    // Every spring's response and damping key is in some editable spring.
    let listed = Set(Tuning.editableSprings.flatMap { [$0.responseKey, $0.dampingKey] })
    for parameter in Tuning.parameters where parameter.key.hasPrefix("springs.") {
      let isSpringPart = parameter.key.hasSuffix("Response") || parameter.key.hasSuffix("Damping")
      #expect(!isSpringPart || listed.contains(parameter.key), "\(parameter.key)")
    }
    let stretch = try #require(Tuning.editableSprings.first { $0.title == "Sheet stretch" })
    #expect(Tuning.seed.parameters(of: stretch) == SpringParameters(response: 0.4, dampingRatio: 1))
    let bouncy = SpringParameters(duration: 0.5, bounce: 0.3)
    let tuned = try Tuning.seed.setting(bouncy, of: stretch)
    #expect(close(tuned.springs.stretchResponse, 0.5) && close(tuned.springs.stretchDamping, 0.7))
    #expect(tuned.overrides.count == 2)
    #expect(throws: TuningError.self) {
      try Tuning.seed.setting(SpringParameters(duration: 9, bounce: 0), of: stretch)
    }
  }
}

import Testing

@testable import SheetEngine

@Suite struct UnitBezierTests {
  /// The reference values at x = 0.25 / 0.5 / 0.75 (docs/MOTION.md, "Cubic bezier timing").
  @Test(
    arguments: [
      (UnitBezier.ease, [0.408511, 0.802403, 0.960459]),
      (UnitBezier.easeIn, [0.093465, 0.315357, 0.621862]),
      (UnitBezier.easeOut, [0.378138, 0.684643, 0.906535]),
      (UnitBezier.easeInEaseOut, [0.129162, 0.5, 0.870838]),
    ])
  func standardCurvesMatchReferenceValues(curve: UnitBezier, expected: [Double]) {
    for (x, value) in zip([0.25, 0.5, 0.75], expected) {
      #expect(abs(curve.value(at: x) - value) < 1e-5, "x = \(x)")
    }
  }

  @Test func endpointsAndClamping() {
    let seed = UnitBezier(0.2, 1, 0.42, 1)
    #expect(seed.value(at: 0) == 0)
    #expect(abs(seed.value(at: 1) - 1) < 1e-12)
    #expect(seed.value(at: -1) == 0)
    #expect(abs(seed.value(at: 2) - 1) < 1e-12)
  }

  @Test func seedCurveStartsAtFiveTimesAverageSpeedAndEndsAtRest() {
    let seed = UnitBezier(0.2, 1, 0.42, 1)
    #expect(abs(seed.slope(at: 0) - 5) < 1e-9)
    #expect(abs(seed.slope(at: 1)) < 1e-9)
  }

  @Test func linearIsIdentity() {
    for x in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(abs(UnitBezier.linear.value(at: x) - x) < 1e-7)
    }
  }

  @Test func timeFractionInvertsValue() {
    let seed = UnitBezier(0.2, 1, 0.42, 1)
    for x in [0.05, 0.3, 0.6, 0.9] {
      let y = seed.value(at: x)
      #expect(abs(seed.timeFraction(forValue: y) - x) < 1e-6)
    }
  }
}

import Foundation
import Testing

@testable import SheetEngine

/// DeterministicMath.exp and .log against glibc over dense grids: the ranges the engine uses
/// (spring decay e^(-ζω₀t) down to -2500, deceleration logs of rates 0.9 to 0.9999 and
/// fractions in (0, 1]) and the whole domain beyond.
@Suite struct ExpLogAccuracyTests {
  @Test(arguments: [
    (-50.0, 1.0, 40_000),
    (-745.0, 709.7, 40_000),
    (-1e-3, 1e-3, 10_000),
    (-2500.0, -50.0, 10_000),
  ])
  func expWithinOneUlpOfLibm(lower: Double, upper: Double, count: Int) {
    var survey = UlpSurvey()
    for x in grid(lower, upper, count: count) {
      survey.record(DeterministicMath.exp(x), Foundation.exp(x), at: x)
    }
    #expect(survey.worst <= 1, "\(survey)")
  }

  /// Below 2^-1022 the result is rounded twice (scaled after rounding), as documented.
  @Test func expSubnormalResultsWithinOneUlp() {
    var survey = UlpSurvey()
    for x in grid(-745.13, -708.4, count: 10_000) {
      survey.record(DeterministicMath.exp(x), Foundation.exp(x), at: x)
    }
    #expect(survey.worst <= 1, "\(survey)")
  }

  @Test func expSpecialCases() {
    #expect(DeterministicMath.exp(0) == 1)
    #expect(DeterministicMath.exp(-0.0) == 1)
    #expect(ulpDistance(DeterministicMath.exp(1), 2.718281828459045) <= 1)
    #expect(DeterministicMath.exp(709.78) == Foundation.exp(709.78))
    #expect(DeterministicMath.exp(709.79) == .infinity)
    #expect(DeterministicMath.exp(.infinity) == .infinity)
    #expect(DeterministicMath.exp(-.infinity) == 0)
    #expect(DeterministicMath.exp(-746) == 0)
    #expect(DeterministicMath.exp(-745.1) == .leastNonzeroMagnitude)
    #expect(DeterministicMath.exp(.nan).isNaN)
    #expect(DeterministicMath.exp(1e-300) == 1)
    #expect(DeterministicMath.exp(Foundation.log(2) * 10) == 1024)
  }

  @Test(arguments: [
    (1e-6, 1.0, 40_000),
    (0.9, 0.9999, 20_000),
    (1 - 1e-6, 1 + 1e-6, 5_000),
    (1.0, 1e6, 20_000),
  ])
  func logWithinOneUlpOfLibm(lower: Double, upper: Double, count: Int) {
    var survey = UlpSurvey()
    for x in grid(lower, upper, count: count) {
      survey.record(DeterministicMath.log(x), Foundation.log(x), at: x)
    }
    #expect(survey.worst <= 1, "\(survey)")
  }

  /// Every binade from the least subnormal to the greatest finite double, 20 points each.
  @Test func logWithinOneUlpOfLibmOverEveryBinade() {
    var survey = UlpSurvey()
    for exponent in -1074...1023 {
      for x in grid(1, 2, count: 20).map({ $0 * Foundation.pow(2, Double(exponent)) }) {
        guard x.isFinite else { continue }
        survey.record(DeterministicMath.log(x), Foundation.log(x), at: x)
      }
    }
    #expect(survey.worst <= 1, "\(survey)")
  }

  @Test func logSpecialCases() {
    #expect(DeterministicMath.log(1) == 0)
    #expect(DeterministicMath.log(2) == 0x1.62e42fefa39efp-1)
    #expect(ulpDistance(DeterministicMath.log(2.718281828459045), 1) <= 1)
    #expect(DeterministicMath.log(0) == -.infinity)
    #expect(DeterministicMath.log(-0.0) == -.infinity)
    #expect(DeterministicMath.log(-1).isNaN)
    #expect(DeterministicMath.log(.nan).isNaN)
    #expect(DeterministicMath.log(.infinity) == .infinity)
    #expect(DeterministicMath.log(.leastNonzeroMagnitude) == Foundation.log(.leastNonzeroMagnitude))
    #expect(DeterministicMath.log(.greatestFiniteMagnitude) == 709.782712893384)
  }
}

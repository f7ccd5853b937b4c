import Foundation
import Testing

@testable import SheetEngine

/// DeterministicMath.pow against glibc: the engine's deceleration d^t (rates 0.9 to 0.9999,
/// t up to a minute in milliseconds) and its squares, and general bases and exponents.
@Suite struct PowAccuracyTests {
  @Test func decelerationFactorsWithinOneUlpOfLibm() {
    var survey = UlpSurvey()
    for rate in grid(0.9, 0.9999, count: 300) {
      for milliseconds in grid(0, 60_000, count: 300) {
        survey.record(
          DeterministicMath.pow(rate, milliseconds), Foundation.pow(rate, milliseconds),
          at: rate, milliseconds)
      }
    }
    #expect(survey.worst <= 1, "\(survey)")
  }

  @Test func generalPowersWithinOneUlpOfLibm() {
    var survey = UlpSurvey()
    for base in grid(-8, 8, count: 200).map({ Foundation.pow(2, $0) }) {
      for exponent in grid(-60, 60, count: 200) {
        survey.record(
          DeterministicMath.pow(base, exponent), Foundation.pow(base, exponent),
          at: base, exponent)
      }
    }
    #expect(survey.worst <= 1, "\(survey)")
  }

  /// Large exponents make y ln x large: the double-double logarithm's reason to exist.
  @Test func largeResultsWithinOneUlpOfLibm() {
    var survey = UlpSurvey()
    for base in grid(1.5, 1e6, count: 100) {
      for exponent in grid(-700, 700, count: 100).map({ $0 / Foundation.log(base) }) {
        survey.record(
          DeterministicMath.pow(base, exponent), Foundation.pow(base, exponent),
          at: base, exponent)
      }
    }
    #expect(survey.worst <= 1, "\(survey)")
  }

  @Test func integerPowersOfNegativeBases() {
    var survey = UlpSurvey()
    for base in grid(-10, -0.1, count: 200) {
      for exponent in -30...30 {
        survey.record(
          DeterministicMath.pow(base, Double(exponent)), Foundation.pow(base, Double(exponent)),
          at: base, Double(exponent))
      }
    }
    #expect(survey.worst <= 1, "\(survey)")
  }

  @Test func exactValues() {
    #expect(DeterministicMath.pow(2, 10) == 1024)
    #expect(DeterministicMath.pow(2, -3) == 0.125)
    #expect(DeterministicMath.pow(10, 3) == 1000)
    #expect(DeterministicMath.pow(3, 2) == 9)
    #expect(DeterministicMath.pow(9, 0.5) == 3)
    #expect(DeterministicMath.pow(-2, 3) == -8)
    #expect(DeterministicMath.pow(0.998, 0) == 1)
  }

  /// C99 Annex F, the cases a caller could reach.
  @Test func specialCasesMatchLibm() {
    let values: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 2, -2, 3, -3, 2.5, -2.5, .infinity, -.infinity, .nan,
    ]
    for x in values {
      for y in values {
        let ours = DeterministicMath.pow(x, y)
        let libm = Foundation.pow(x, y)
        #expect(
          ours.bitPattern == libm.bitPattern || (ours.isNaN && libm.isNaN), "pow(\(x), \(y))")
      }
    }
  }
}

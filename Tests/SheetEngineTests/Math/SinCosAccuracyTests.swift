import Foundation
import Testing

@testable import SheetEngine

/// DeterministicMath.sin and .cos against glibc: the engine's angles (ω t of an
/// under-damped spring, a few hundred radians at most), and the reducible range beyond.
@Suite struct SinCosAccuracyTests {
  @Test(arguments: [
    (-4.0, 4.0, 30_000),
    (0.0, 1500.0, 40_000),
    (-DeterministicMath.maximumReducibleAngle, DeterministicMath.maximumReducibleAngle, 30_000),
    (-1e-6, 1e-6, 2_000),
  ])
  func sinAndCosWithinOneUlpOfLibm(lower: Double, upper: Double, count: Int) {
    var sine = UlpSurvey()
    var cosine = UlpSurvey()
    for x in grid(lower, upper, count: count) {
      sine.record(DeterministicMath.sin(x), Foundation.sin(x), at: x)
      cosine.record(DeterministicMath.cos(x), Foundation.cos(x), at: x)
    }
    #expect(sine.worst <= 1, "sin: \(sine)")
    #expect(cosine.worst <= 1, "cos: \(cosine)")
  }

  /// Near multiples of π/2 the result is tiny and every bit of the reduction counts.
  @Test func nearMultiplesOfHalfPi() {
    var sine = UlpSurvey()
    var cosine = UlpSurvey()
    for n in 1...2000 {
      let multiple = Double(n) * Double.pi / 2
      var x = multiple
      for _ in 0..<5 {
        sine.record(DeterministicMath.sin(x), Foundation.sin(x), at: x)
        cosine.record(DeterministicMath.cos(x), Foundation.cos(x), at: x)
        x = x.nextUp
      }
    }
    #expect(sine.worst <= 1, "sin: \(sine)")
    #expect(cosine.worst <= 1, "cos: \(cosine)")
  }

  @Test func specialCases() {
    #expect(DeterministicMath.sin(Double.pi / 2) == 1)
    #expect(DeterministicMath.cos(0) == 1)
    #expect(DeterministicMath.sin(0) == 0)
    #expect(DeterministicMath.sin(-0.0).sign == .minus)
    #expect(DeterministicMath.sin(Double.pi) == Foundation.sin(Double.pi))
    #expect(DeterministicMath.cos(Double.pi) == -1)
    #expect(DeterministicMath.sin(1e-300) == 1e-300)
    #expect(DeterministicMath.sin(.infinity).isNaN)
    #expect(DeterministicMath.cos(-.infinity).isNaN)
    #expect(DeterministicMath.sin(.nan).isNaN)
  }
}

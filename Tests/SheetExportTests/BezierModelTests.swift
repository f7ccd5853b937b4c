import SheetEngine
import SheetExport
import Testing

/// The platforms' Bézier models: the exact solve against the reference values
/// (docs/MOTION.md, "Cubic bezier timing"), Flutter's 0.001 bisection and Android's flattened
/// path within their documented bounds.
@Suite struct BezierModelTests {
  @Test func exactCurveGivesTheReferenceValues() {
    let cases: [([Double], [Double])] = [
      ([0.25, 0.1, 0.25, 1], [0.408511, 0.802403, 0.960459]),
      ([0.42, 0, 1, 1], [0.093465, 0.315357, 0.621862]),
      ([0, 0, 0.58, 1], [0.378138, 0.684643, 0.906535]),
      ([0.42, 0, 0.58, 1], [0.129162, 0.5, 0.870838]),
    ]
    for (points, values) in cases {
      for (x, expected) in zip([0.25, 0.5, 0.75], values) {
        #expect(abs(BezierModels.exact(points, at: x) - expected) < 5e-7)
      }
    }
  }

  @Test func engineSolverIsWithinItsToleranceOfTheExactCurve() {
    let points = [0.2, 1, 0.42, 1.0]
    let engine = UnitBezier(0.2, 1, 0.42, 1)
    for step in 0...1000 {
      let x = Double(step) / 1000
      // 1e-7 of the time at the curve's steepest slope (5 at the start).
      #expect(abs(engine.value(at: x) - BezierModels.exact(points, at: x)) < 5e-7 + 1e-12)
    }
  }

  @Test func flutterCubicStopsWithinAThousandthOfTheTime() {
    let points = [0.2, 1, 0.42, 1.0]
    for step in 1..<1000 {
      let x = Double(step) / 1000
      let y = BezierModels.flutterCubic(points, at: x)
      // y at a parameter whose x is within 0.001 of the time: at most slope × 0.001 away.
      #expect(abs(y - BezierModels.exact(points, at: x)) <= 5 * 0.001 + 1e-9)
    }
    #expect(BezierModels.flutterCubic(points, at: 0) == 0)
    #expect(BezierModels.flutterCubic(points, at: 1) == 1)
  }

  @Test func pathInterpolatorChordsStayWithinItsPrecision() {
    let model = PathInterpolatorModel([0.42, 0, 0.58, 1])
    #expect(model.xs.first == 0 && model.xs.last == 1)
    #expect(zip(model.xs, model.xs.dropFirst()).allSatisfy { $0 <= $1 })
    for step in 0...200 {
      let x = Float(step) / 200
      let exact = BezierModels.exact([0.42, 0, 0.58, 1] as [Float], at: x)
      // A chord within 0.002 of the curve is within 0.002 / cos(angle) in y; the curve's
      // slope is at most 1.5 here.
      #expect(abs(model.value(at: x) - exact) < 0.002 * 2)
    }
  }
}

import SheetEngine
import SheetExport
import SheetTuning
import Testing

/// `linear()` stops: the spec's evaluation, the read-back of the printed text, and the stop
/// count being the fewest under 0.5 pt.
@Suite struct CSSLinearEasingTests {
  private let travel = ExportDevice.playground.sheetTravel

  private func sheetSpring(_ tuning: Tuning) -> ExportedSpring {
    MotionInventory(tuning).springs.first { $0.name == "sheet" }!
  }

  @Test func evaluatesPiecewiseLinearlyAsTheSpecSays() {
    let stops = CSSLinearEasing.parse("linear(0, 0.5 25%, 0.75 50%, 1)")
    #expect(stops.map(\.input) == [0, 0.25, 0.5, 1])
    #expect(stops.map(\.output) == [0, 0.5, 0.75, 1])
    #expect(CSSLinearEasing.evaluate(stops, at: 0.125) == 0.25)
    #expect(CSSLinearEasing.evaluate(stops, at: 0.375) == 0.625)
    #expect(CSSLinearEasing.evaluate(stops, at: 0.75) == 0.875)
    #expect(CSSLinearEasing.evaluate(stops, at: 1) == 1)
  }

  @Test func stopsLieOnTheSpringAndStayUnderHalfAPoint() {
    for tuning in [Tuning.seed, .fluid] {
      for spring in MotionInventory(tuning).springs {
        let easing = CSSLinearEasing(spring, travel: travel)
        #expect(easing.worstError < 0.5)
        #expect(easing.stops.first?.output == 0 && easing.stops.last?.output == 1)
        let span = Double(easing.durationMilliseconds) / 1000
        #expect(span >= spring.runDuration && span <= spring.runDuration + 0.001)
        for stop in easing.stops.dropFirst().dropLast() {
          let ours = spring.progress(at: stop.input * span)
          // Outputs are printed to 5 decimals, inputs to 0.001 %.
          #expect(abs(stop.output - ours) < 1e-5 + 1e-5 * span * 40)
        }
      }
    }
  }

  @Test func aLooserBudgetNeedsFewerStops() {
    let spring = sheetSpring(.seed)
    let easing = CSSLinearEasing(spring, travel: travel)
    let looser = CSSLinearEasing(spring, travel: travel, limit: 2)
    #expect(looser.stops.count < easing.stops.count)
    // The seed sheet spring (response 0.4 s, critical) needs this many stops for 0.5 pt on
    // a 1 ms grid; its measured error is what the export prints.
    #expect(easing.stops.count == 32)
    #expect(abs(easing.worstError - 0.4727) < 0.0005)
  }
}

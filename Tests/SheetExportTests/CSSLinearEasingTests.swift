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

/// Issue 39, item 7: a spring the engine cuts short snaps to rest by more than the budget,
/// which no chord on the grid follows; it is written as CSS's step instead, so the search
/// ends in a few budgets (it tried all 135, thousands more stops each, and still measured
/// 15.6 pt: 35 to 50 s of `export --as css` without progress).
@Suite struct CSSLinearEasingSnapTests {
  private let travel = ExportDevice.playground.sheetTravel

  @Test func aSpringCutShortIsWrittenWithItsSnap() throws {
    var tuning = Tuning.seed
    tuning.springs.sheetResponse = 3
    tuning.springs.sheetDamping = 0.1
    let spring = try #require(MotionInventory(tuning).springs.first { $0.name == "sheet" })
    // Still swinging when the engine's search for rest stops at 10 s.
    #expect(spring.runDuration > 9.99)
    let snap = 1 - spring.progress(at: spring.runDuration)
    #expect(abs(snap) * travel > 10)
    let easing = CSSLinearEasing(spring, travel: travel)
    #expect(easing.worstError < 0.5)
    #expect(easing.rounds <= 3, "\(easing.rounds) budgets tried")
    // The step: two stops of one input, the spring's value there and 1.
    let last = easing.stops.suffix(3).map(\.output)
    #expect(easing.stops.suffix(3).first?.input == easing.stops.suffix(2).first?.input)
    #expect(abs(last[0] - (1 - snap)) < 1e-5 && last[1] == 1 && last[2] == 1)
  }

  /// A spring that settles keeps the stops it had: its snap is left to the chords.
  @Test func aSettledSpringHasNoStep() {
    let spring = MotionInventory(.seed).springs.first { $0.name == "sheet" }!
    let easing = CSSLinearEasing(spring, travel: travel)
    #expect(easing.stops.count == 32)
    let inputs = easing.stops.map(\.input)
    #expect(zip(inputs, inputs.dropFirst()).allSatisfy { $0 < $1 })
  }
}

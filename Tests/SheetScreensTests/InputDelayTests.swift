import PlaygroundTestSupport
import SheetEngine
import SheetEngineTestSupport
import SheetSession
import Testing

@testable import SheetScreens

/// A comparison's input delay: the lagging side applies each input event whole frames later
/// (`round(ms × rate / 1000)`), its timestamp moved on by those frames; the other side and
/// tuning changes are not delayed.
@MainActor
@Suite struct InputDelayTests {
  private func comparison(delay: Int, hz: Int = 60) -> PlaygroundComparison {
    PlaygroundComparison(
      sides: [("seed", .seed), ("fluid", .fluid)], deviceSize: Size(width: 390, height: 844),
      safeAreaInsets: EdgeInsets(top: 47, bottom: 34), textMeasurer: FixedMetricsTextMeasurer(),
      rate: SimulationRate(framesPerSecond: hz)!, inputDelay: InputDelay(milliseconds: delay))
  }

  /// The frame (from 0) in which each side first shows the text sheet presenting.
  private func presentingFrames(_ comparison: PlaygroundComparison) -> [Int?] {
    let root = comparison.variants[0].playground.snapshot()
    let button = root.controls.first { $0.title == "Text sheet" }!.frame.center
    var found: [Int?] = [nil, nil]
    for frame in 0..<20 {
      let time = comparison.variants[0].playground.rate.milliseconds(atFrame: frame)
      let events: [SessionEvent] =
        frame == 2
        ? [
          .input(.pointerDown(button: .left, location: button), at: time),
          .input(.pointerUp(button: .left, location: button), at: time),
        ] : []
      comparison.simulate(events)
      for (index, variant) in comparison.variants.enumerated() where found[index] == nil {
        if !variant.playground.snapshot().presented.isEmpty { found[index] = frame }
      }
    }
    return found
  }

  @Test(arguments: [(0, 60, 0), (50, 60, 3), (40, 60, 2), (100, 60, 6), (50, 120, 6), (8, 120, 1)])
  func theLaggingSideOpensWholeFramesLater(delay: Int, hz: Int, frames: Int) {
    let found = presentingFrames(comparison(delay: delay, hz: hz))
    #expect(found[0] == 2)
    #expect(found[1] == 2 + frames)
  }

  /// Held input comes out in arrival order, its timestamps moved on by the lag's time (50 ms
  /// at 60 Hz: 3 frames, 50 ms); a tuning change in the same frame passes at once, after it.
  @Test func heldInputKeepsItsOrderAndIntervals() {
    var line = InputDelayLine(delay: InputDelay(milliseconds: 50), rate: .standard)
    let move = { (x: Double, t: Double) in
      SessionEvent.input(.pointerMove(location: Point(x: x, y: 0)), at: t)
    }
    let tuning = SessionEvent.tuning(.set(key: "sheet.duration", value: 0.5), timestamp: 60)
    var out: [[SessionEvent]] = []
    out.append(line.pass([move(1, 0)], inFrame: 0))
    out.append(line.pass([move(2, 17)], inFrame: 1))
    out.append(line.pass([], inFrame: 2))
    out.append(line.pass([tuning], inFrame: 3))
    out.append(line.pass([], inFrame: 4))
    #expect(out[0].isEmpty && out[1].isEmpty && out[2].isEmpty)
    #expect(out[3] == [move(1, 50), tuning])
    #expect(out[4] == [move(2, 67)])
  }
}

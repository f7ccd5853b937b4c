import PlaygroundTestSupport
import SheetEngine
import SheetSession
import SheetTesting
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

  /// A comparison rests (a window may stop waking) only when both sides are at rest (drawn,
  /// as the window steps them, nothing moving) and the
  /// lagging side holds no input: a tap held back 50 ms keeps it awake until the lagging
  /// side has applied it and its sheet has finished presenting, and it rests again after.
  @Test func aComparisonRestsOnlyWithBothSidesStillAndNoInputHeld() {
    let comparison = comparison(delay: 50)
    for _ in 0..<3 { _ = comparison.step([]) }
    #expect(comparison.isAtRest)
    let button = comparison.variants[0].playground.snapshot().controls
      .first { $0.title == "Text sheet" }!.frame.center
    let time = comparison.variants[0].playground.rate.milliseconds(atFrame: 3)
    _ = comparison.step([
      .input(.pointerDown(button: .left, location: button), at: time),
      .input(.pointerUp(button: .left, location: button), at: time),
    ])
    var restingFrames: [Int] = []
    for frame in 4..<90 {
      if comparison.isAtRest { restingFrames.append(frame) }
      _ = comparison.step([])
    }
    // Awake from the tap until both sheets rest: the lagging side applies the tap in frame
    // 6 (3 frames late) and presents for 0.35 s, 21 frames: at rest from frame 27 on.
    #expect(restingFrames.first == 27)
    #expect(restingFrames == Array((restingFrames.first ?? 90)..<90))
    #expect(comparison.variants.allSatisfy { !$0.playground.snapshot().presented.isEmpty })
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
    var line = InputDelayLine(lag: 3, rate: .standard)
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

  /// The rule in exact frames (60 Hz): input arriving in frame f with a lag of L frames is
  /// due in frame max(f + L, the due frame of the input held before it), its timestamp moved
  /// on by the frames it waited; a new lag applies to input arriving from its frame on.
  @Test func aChangedLagAppliesFromItsFrameAndNeverReorders() {
    var line = InputDelayLine(lag: 3, rate: .standard)
    let move = { (x: Double, t: Double) in
      SessionEvent.input(.pointerMove(location: Point(x: x, y: 0)), at: t)
    }
    var out: [[SessionEvent]] = []
    out.append(line.pass([move(1, 0)], inFrame: 0))  // due 3
    line.setLag(0)
    out.append(line.pass([move(2, 17)], inFrame: 1))  // due max(1, 3) = 3, waited 2 frames
    out.append(line.pass([], inFrame: 2))
    out.append(line.pass([], inFrame: 3))
    out.append(line.pass([move(3, 67)], inFrame: 4))  // nothing held: at once
    line.setLag(6)
    out.append(line.pass([move(4, 83)], inFrame: 5))  // due 11
    for frame in 6..<11 { out.append(line.pass([], inFrame: frame)) }
    out.append(line.pass([], inFrame: 11))
    #expect(out[0].isEmpty && out[1].isEmpty && out[2].isEmpty)
    #expect(out[3] == [move(1, 50), move(2, 17 + 2000.0 / 60)])
    #expect(out[4] == [move(3, 67)])
    #expect(out[5...10].allSatisfy { $0.isEmpty })
    #expect(out[11] == [move(4, 183)])
  }

  /// A delay event changes the comparison's delay in its frame: with none at first, 50 ms on
  /// B from frame 1 makes B open 3 frames after A; moved to A (B back to 0) the lag swaps.
  @Test(arguments: [(1, 3), (0, -3)])
  func aDelayEventMovesTheLagInItsFrame(side: Int, lag: Int) {
    let comparison = comparison(delay: 0)
    comparison.simulate([.inputDelay(InputDelay(milliseconds: 50, variant: side), timestamp: 0)])
    #expect(comparison.inputDelay == InputDelay(milliseconds: 50, variant: side))
    let found = presentingFrames(comparison)
    #expect(found[1]! - found[0]! == lag)
  }
}

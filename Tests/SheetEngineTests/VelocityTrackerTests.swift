import Testing

@testable import SheetEngine

/// The least-squares velocity tracker: exact on lines and parabolas, zero after a pause,
/// and the sample window rules (100 ms, 20 samples, 40 ms gaps).
@Suite struct VelocityTrackerTests {
  private func tracker(_ samples: [(Double, Point)]) -> VelocityTracker {
    var tracker = VelocityTracker()
    for (time, position) in samples { tracker.addPosition(position, at: time) }
    return tracker
  }

  @Test func constantVelocityIsExactOnIrregularTimestamps() {
    let times: [Double] = [1000, 1007, 1015, 1024, 1031, 1040, 1048, 1055, 1063, 1072, 1080]
    let velocity = tracker(
      times.map { ($0, Point(x: 10 + 1.2345 * ($0 - 1000), y: 300 - 0.75 * ($0 - 1000))) }
    ).velocity()
    #expect(abs(velocity.x - 1234.5) < 1e-9)
    #expect(abs(velocity.y - -750) < 1e-9)
  }

  @Test func quadraticStreamGivesTheDerivativeAtTheNewestSample() {
    // x(t) = 5 + 0.3 t + 0.004 t² (t in ms): x'(80) = 0.94 pt/ms.
    let samples = stride(from: 0.0, through: 80, by: 8).map { t in
      (t, Point(x: 5 + 0.3 * t + 0.004 * t * t, y: -2 * t))
    }
    let velocity = tracker(samples).velocity()
    #expect(abs(velocity.x - 940) < 1e-9)
    #expect(abs(velocity.y - -2000) < 1e-9)
  }

  @Test func twoSamplesGiveTheirSlopeAndFewerGiveZero() {
    #expect(VelocityTracker().velocity() == .zero)
    #expect(tracker([(0, Point(x: 4, y: 4))]).velocity() == .zero)
    let velocity = tracker([(0, Point(x: 0, y: 0)), (10, Point(x: 5, y: -3))]).velocity()
    #expect(abs(velocity.x - 500) < 1e-9)
    #expect(abs(velocity.y - -300) < 1e-9)
  }

  @Test func aFortyMillisecondPauseGivesZero() {
    let moving = tracker(stride(from: 0.0, through: 100, by: 10).map { ($0, Point(x: 0, y: $0)) })
    #expect(abs(moving.velocity(at: 139.9).y - 1000) < 1e-9)
    #expect(moving.velocity(at: 140) == .zero)
    #expect(moving.velocity(at: 500) == .zero)
  }

  @Test func standingStillForFortyMillisecondsGivesZero() {
    var samples = stride(from: 0.0, through: 50, by: 10).map { ($0, Point(x: 0, y: $0)) }
    samples += [(60, Point(x: 0, y: 50))]
    var stopping = tracker(samples)
    // The least-squares parabola through a 1000 pt/s line that stops at 60 ms: 3750/7 pt/s.
    #expect(abs(stopping.velocity().y - 3750.0 / 7) < 1e-9)
    stopping.addPosition(Point(x: 0, y: 50), at: 80)
    #expect(stopping.velocity().y == 0)  // the fit points backwards (-96.29 pt/s): zero
    stopping.addPosition(Point(x: 0, y: 50), at: 90)
    #expect(stopping.velocity() == .zero)
  }

  @Test func aGapOfMoreThanFortyMillisecondsDropsTheOlderSamples() {
    var gap = tracker([(0, Point(x: 0, y: 0)), (10, Point(x: 0, y: 30)), (20, Point(x: 0, y: 60))])
    gap.addPosition(Point(x: 0, y: 61), at: 61)
    #expect(gap.samples.map(\.time) == [61])
    #expect(gap.velocity() == .zero)
    gap.addPosition(Point(x: 0, y: 63), at: 71)
    #expect(abs(gap.velocity().y - 200) < 1e-9)

    var exact = tracker([(0, Point(x: 0, y: 0)), (10, Point(x: 0, y: 10))])
    exact.addPosition(Point(x: 0, y: 50), at: 50)
    #expect(exact.samples.map(\.time) == [0, 10, 50])
  }

  @Test func keepsTheLastHundredMillisecondsAndAtMostTwentySamples() {
    let sparse = tracker(stride(from: 0.0, through: 200, by: 10).map { ($0, Point(x: $0, y: 0)) })
    #expect(sparse.samples.map(\.time) == Array(stride(from: 100.0, through: 200, by: 10)))
    let dense = tracker(stride(from: 0.0, through: 100, by: 2).map { ($0, Point(x: $0, y: 0)) })
    #expect(dense.samples.count == 20)
    #expect(dense.samples.first?.time == 62)
    #expect(abs(dense.velocity().x - 1000) < 1e-9)
  }

  @Test func sameTimestampReplacesAndABackwardClockStartsOver() {
    var same = tracker([(0, Point(x: 0, y: 0)), (10, Point(x: 0, y: 5))])
    same.addPosition(Point(x: 0, y: 10), at: 10)
    #expect(same.samples.count == 2)
    #expect(abs(same.velocity().y - 1000) < 1e-9)
    same.addPosition(Point(x: 0, y: 0), at: 5)
    #expect(same.samples.map(\.time) == [5])
    same.reset()
    #expect(same.samples.isEmpty)
  }
}

import Testing

@testable import SheetEngine
@testable import SheetPlayback

/// ``ReleaseMetricsRecorder`` on hand-made frames: every metric to the last bit, as
/// docs/MOTION.md, "Release metrics", defines it.
@Suite struct ReleaseMetricsRecorderTests {
  static let step = 1.0 / 60

  /// A frame of a sheet whose top edge (`text.y`) moved from `start` to `position`.
  static func frame(
    _ index: Int, down: Bool, gesture: Bool = false, position: Double?, start: Double?,
    pointerVelocity: Double = 0, transition: Bool = false
  ) -> RuntimeInspection {
    RuntimeInspection(
      time: Double(index) / 60, timeStep: step, frame: index, pointerLocation: nil,
      pointerVelocity: Point(x: 0, y: pointerVelocity), isPointerDown: down,
      activeGesture: gesture ? "PanGestureRecognizer" : nil, activeGestureState: nil,
      transition: transition
        ? StateSnapshot.TransitionState(kind: "dismiss", interactive: false, progress: 0.5) : nil,
      elements: position.map { [MovingElement(name: "text.y", position: $0, startPosition: start)] }
        ?? [MovingElement(name: "root.x", position: 0, startPosition: 0)],
      dimAlpha: 0)
  }

  static func state(_ frame: Int, presented: Int, detent: String = "fitsContent") -> StateSnapshot {
    StateSnapshot(
      frame: frame, navigationStack: ["root"],
      presented: (0..<presented).map { _ in
        .init(
          screen: "text", frame: Rect(x: 0, y: 415, width: 390, height: 429),
          navigationStack: ["text"], detent: detent)
      }, dimAlpha: 0, transition: nil, controls: [], activationCount: 0, lastActivated: nil)
  }

  /// A sheet dragged down 20 pt and let go: it springs back past its rest by 5 pt and settles.
  @Test func aSheetThatSpringsBackStaysWithItsOvershootAndSettleTime() {
    var recorder = ReleaseMetricsRecorder()
    let positions: [(down: Bool, gesture: Bool, position: Double, start: Double)] = [
      (true, false, 415, 415), (true, true, 435, 415), (false, false, 425, 435),
      (false, false, 410, 425), (false, false, 413, 410), (false, false, 415, 413),
    ]
    for (index, frame) in positions.enumerated() {
      recorder.take(
        Self.frame(
          index + 1, down: frame.down, gesture: frame.gesture, position: frame.position,
          start: frame.start, pointerVelocity: index == 1 ? 1234.5 : 0),
        state: Self.state(index + 1, presented: 1))
    }
    #expect(recorder.releases.isEmpty, "still moving, or not yet rested for 10 frames")
    for index in 7...16 {
      recorder.take(
        Self.frame(index, down: false, position: 415, start: 415),
        state: Self.state(index, presented: 1))
    }
    let velocities = [
      (435.0 - 415) / Self.step, (425.0 - 435) / Self.step, (410.0 - 425) / Self.step,
      (413.0 - 410) / Self.step, (415.0 - 413) / Self.step, 0,
    ]
    let jump = zip(velocities, velocities.dropFirst()).map { abs($1 - $0) }.max() ?? 0
    #expect(
      recorder.releases == [
        ReleaseMetrics(
          frame: 3, element: "text.y", velocity: 1234.5, decision: "stayed", travel: 20,
          overshoot: 5, settleSeconds: 6.0 / 60 - 2.0 / 60, velocityJump: jump)
      ])
    #expect(jump == (435.0 - 415) / Self.step - (425.0 - 435) / Self.step)
  }

  /// A dismissed sheet is measured until it has left the screen and its transition ended.
  @Test func aSheetThatLeavesIsDismissedOnceItsTransitionEnds() {
    var recorder = ReleaseMetricsRecorder()
    recorder.take(
      Self.frame(1, down: true, position: 415, start: 415), state: Self.state(1, presented: 1))
    recorder.take(
      Self.frame(2, down: true, gesture: true, position: 600, start: 415, pointerVelocity: 2000),
      state: Self.state(2, presented: 1))
    recorder.take(
      Self.frame(3, down: false, position: 800, start: 600, transition: true),
      state: Self.state(3, presented: 1))
    recorder.take(
      Self.frame(4, down: false, position: nil, start: nil, transition: true),
      state: Self.state(4, presented: 1))
    #expect(recorder.releases.isEmpty)
    recorder.take(
      Self.frame(5, down: false, position: nil, start: nil), state: Self.state(5, presented: 0))
    #expect(
      recorder.releases == [
        ReleaseMetrics(
          frame: 3, element: "text.y", velocity: 2000, decision: "dismissed", travel: 200,
          overshoot: 0, settleSeconds: 3.0 / 60 - 2.0 / 60,
          velocityJump: abs((800.0 - 600) / Self.step - (600.0 - 415) / Self.step))
      ])
  }

  /// A press without a gesture (a tap) is no release; a new press closes one still open, and
  /// the recording's end closes the last, unless it is in the last frame (issue 39, item 11:
  /// no frame after it shows its motion).
  @Test func tapsAreNoReleasesAndAPressOrTheEndClosesOne() {
    var recorder = ReleaseMetricsRecorder()
    recorder.take(
      Self.frame(1, down: true, position: 415, start: 415), state: Self.state(1, presented: 1))
    recorder.take(
      Self.frame(2, down: false, position: 415, start: 415), state: Self.state(2, presented: 1))
    #expect(recorder.releases.isEmpty)
    recorder.take(
      Self.frame(3, down: true, gesture: true, position: 420, start: 415),
      state: Self.state(3, presented: 1))
    recorder.take(
      Self.frame(4, down: false, position: 418, start: 420), state: Self.state(4, presented: 1))
    recorder.take(
      Self.frame(5, down: true, position: 417, start: 418), state: Self.state(5, presented: 1))
    #expect(recorder.releases.map(\.frame) == [4])
    #expect(recorder.releases.first?.travel == 2)
    recorder.take(
      Self.frame(6, down: true, gesture: true, position: 430, start: 417),
      state: Self.state(6, presented: 1, detent: "large"))
    recorder.take(
      Self.frame(7, down: false, position: 425, start: 430),
      state: Self.state(7, presented: 1, detent: "large"))
    var endingAtTheRelease = recorder
    #expect(endingAtTheRelease.finish(state: nil).map(\.frame) == [4])
    recorder.take(
      Self.frame(8, down: false, position: 424, start: 425),
      state: Self.state(8, presented: 1, detent: "large"))
    #expect(recorder.finish(state: nil).map(\.decision) == ["stayed", "detent large"])
  }

  @Test func decisionsNameWhatTheReleaseDid() {
    let oneSheet = Self.state(0, presented: 1)
    #expect(
      ReleaseMetricsRecorder.decision(
        before: oneSheet, after: Self.state(0, presented: 0), element: "text.y")
        == "dismissed")
    var twoPages = Self.state(0, presented: 0)
    twoPages.navigationStack = ["root", "page-1"]
    let onePage = Self.state(0, presented: 0)
    #expect(
      ReleaseMetricsRecorder.decision(before: twoPages, after: onePage, element: "page-1.x")
        == "popped")
    #expect(
      ReleaseMetricsRecorder.decision(before: twoPages, after: twoPages, element: "page-1.x")
        == "cancelled")
    #expect(
      ReleaseMetricsRecorder.decision(
        before: oneSheet, after: Self.state(0, presented: 1, detent: "medium"), element: "list.y")
        == "detent medium")
    #expect(
      ReleaseMetricsRecorder.decision(before: oneSheet, after: oneSheet, element: "text.y")
        == "stayed")
  }
}

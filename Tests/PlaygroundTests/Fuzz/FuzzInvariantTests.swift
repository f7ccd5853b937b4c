import SheetEngine
import SheetPlayback
import Testing

@testable import PlaygroundReplay

/// Every invariant `playground fuzz` checks can fail: each is handed what a violation looks
/// like (a hand-made observation or state) and must name itself, and what holds passes.
@MainActor
@Suite struct FuzzInvariantTests {
  private func state(
    presented: [Rect], keyboard: Double = 0, activations: Int = 0, last: String? = nil,
    frame: Int = 10, screen: String = "text"
  ) -> StateSnapshot {
    var state = StateSnapshot(
      frame: frame, navigationStack: ["root"],
      presented: presented.map {
        .init(screen: screen, frame: $0, navigationStack: [screen], contentOffset: nil)
      }, dimAlpha: 0, transition: nil, controls: [], activationCount: activations,
      lastActivated: last)
    state.keyboardInset = keyboard
    return state
  }

  @Test func aSheetLaggingThePointerBreaksTheGrab() {
    // Rounding of the sums is not a drift; a thousandth of a point is.
    #expect(
      FuzzInvariant.checkGrab(pointerY: 600.1, sheetTop: 500.2, offset: 99.9, frame: 3) == nil)
    let violation = FuzzInvariant.checkGrab(pointerY: 600, sheetTop: 500.001, offset: 100, frame: 3)
    #expect(violation?.invariant == .grabUnderPointer && violation?.frame == 3)
    #expect(violation?.description.hasPrefix("grab-under-pointer at frame 3: the point") == true)
  }

  /// A spring started at 1000 pt/s with a constant pull (exact positions of a parabola)
  /// passes; the same pull from rest does not.
  @Test func aSpringThatIgnoresTheReleaseVelocityBreaksIt() {
    let dt = 1.0 / 60
    func tops(_ velocity: Double) -> [Double] {
      (0...3).map { step in
        let t = Double(step) * dt
        return 500 + velocity * t - 0.5 * 20_000 * t * t
      }
    }
    #expect(FuzzInvariant.checkSpring(velocity: 1000, tops: tops(1000), frame: 5) == nil)
    let violation = FuzzInvariant.checkSpring(velocity: 1000, tops: tops(0), frame: 5)
    #expect(violation?.invariant == .springKeepsReleaseVelocity)
    #expect(violation?.description.contains("the sheet started at 0 pt/s") == true)
  }

  @Test func aSheetRestingOutsideTheWindowBreaksTheBounds() {
    let window = Size(width: 390, height: 844)
    let inside = state(presented: [Rect(x: 0, y: 415, width: 390, height: 429)])
    #expect(
      FuzzInvariant.checkBounds(inside, window: window, keyboardHeight: 291, settled: true) == nil)
    let below = state(presented: [Rect(x: 0, y: 500, width: 390, height: 429)])
    #expect(
      FuzzInvariant.checkBounds(below, window: window, keyboardHeight: 291, settled: false) == nil,
      "moving, a sheet may be partly off screen")
    #expect(
      FuzzInvariant.checkBounds(below, window: window, keyboardHeight: 291, settled: true)?
        .invariant == .staysInBounds)
    let sideways = state(presented: [Rect(x: 12, y: 415, width: 390, height: 429)])
    #expect(
      FuzzInvariant.checkBounds(sideways, window: window, keyboardHeight: 291, settled: false)?
        .invariant == .staysInBounds)
    let keyboard = state(presented: [], keyboard: 300)
    #expect(
      FuzzInvariant.checkBounds(keyboard, window: window, keyboardHeight: 291, settled: false)?
        .invariant == .staysInBounds)
  }

  /// Dragged, the zoom follows the finger sideways too (as iOS's does); only where it comes
  /// to rest is judged.
  @Test func aZoomFollowingTheFingerSidewaysIsJudgedWhereItRests() {
    let window = Size(width: 390, height: 844)
    let dragged = state(
      presented: [Rect(x: -2.6, y: 147, width: 374.6, height: 600)], screen: "zoom")
    #expect(
      FuzzInvariant.checkBounds(dragged, window: window, keyboardHeight: 291, settled: false)
        == nil)
    #expect(
      FuzzInvariant.checkBounds(dragged, window: window, keyboardHeight: 291, settled: true)?
        .invariant == .staysInBounds)
  }

  @Test func aTapThatActivatesNothingOrAnotherControlBreaksIt() {
    let before = state(presented: [], activations: 2, last: "Close")
    let fired = state(presented: [], activations: 3, last: "Text sheet", frame: 12)
    #expect(FuzzInvariant.checkTap(title: "Text sheet", before: before, after: fired) == nil)
    let nothing = FuzzInvariant.checkTap(title: "Text sheet", before: before, after: before)
    #expect(nothing?.invariant == .tapReachesTarget)
    #expect(nothing?.detail == "a tap on 'Text sheet' at its centre activated nothing")
    let other = FuzzInvariant.checkTap(title: "List sheet", before: before, after: fired)
    #expect(other?.detail == "a tap on 'List sheet' at its centre activated 'Text sheet'")
  }

  @Test func aReplayThatDivergesBreaksIt() {
    #expect(FuzzInvariant.checkReplay(live: [1, 2, 3], replayed: [1, 2, 3]) == nil)
    let violation = FuzzInvariant.checkReplay(live: [1, 2, 3], replayed: [1, 9, 3])
    #expect(violation?.invariant == .liveEqualsReplay && violation?.frame == 2)
    #expect(FuzzInvariant.checkReplay(live: [1, 2], replayed: [1, 2, 3])?.frame == 3)
  }

  /// A shrunk candidate keeps presses and releases alternating, as a mouse makes them.
  @Test func pressesMustAlternate() {
    let down = RecordedEventFixture.pointer(down: true, frame: 1)
    let up = RecordedEventFixture.pointer(down: false, frame: 2)
    #expect(FuzzEpisode.pressesAlternate([down, up, down, up]))
    #expect(!FuzzEpisode.pressesAlternate([down, down, up]))
    #expect(!FuzzEpisode.pressesAlternate([up]))
  }
}

/// Recorded pointer events for the fuzz tests.
enum RecordedEventFixture {
  static func pointer(down: Bool, frame: Int) -> SheetPlayback.RecordedEvent {
    let location = Point(x: 10, y: 10)
    return SheetPlayback.RecordedEvent(
      frame: frame,
      input: InputEvent(
        timestamp: Double(frame),
        kind: down
          ? .pointerDown(button: .left, location: location)
          : .pointerUp(button: .left, location: location)))
  }
}

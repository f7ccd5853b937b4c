import SheetTesting
import Testing

@testable import SheetEngine

/// Every transition of the recognizers' state machine as the pointer router drives it:
/// recognition, failure, cancellation by focus loss, by a winner and by disabling,
/// refusal, simultaneous recognition, failure requirements, and the hit view's press.
@MainActor
@Suite struct GestureStateMachineTests {
  private let window = makeTestWindow()
  private let router = PointerRouter()
  private let child = View(frame: Rect(x: 0, y: 0, width: 390, height: 400))

  init() {
    window.addSubview(child)
  }

  /// Delegate answers by closure, for the relations under test.
  private final class Rules: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var requiresFailureOf: GestureRecognizer?
    var requiredToFailBy: GestureRecognizer?
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
      _ recognizer: GestureRecognizer,
      shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { simultaneous }
    func gestureRecognizer(
      _ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { other === requiresFailureOf }
    func gestureRecognizer(
      _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { other === requiredToFailBy }
  }

  /// A recognizer whose every state change (including to `.failed` and back to
  /// `.possible`) is logged by sampling after each router call.
  @MainActor
  private final class Log {
    var states: [GestureRecognizer.State] = []
    func note(_ recognizer: GestureRecognizer) {
      if states.last != recognizer.state { states.append(recognizer.state) }
    }
  }

  /// The logs being recorded by ``track(_:_:)``.
  @MainActor
  private final class Recorder {
    var entries: [(recognizer: GestureRecognizer, log: Log)] = []
  }
  private let recorder = Recorder()

  /// Logs the states of `recognizers` while `body` runs, sampled after every router call
  /// and wherever `body` calls ``sample()``.
  private func track(_ recognizers: [GestureRecognizer], _ body: () -> Void)
    -> [[GestureRecognizer.State]]
  {
    recorder.entries = recognizers.map { ($0, Log()) }
    for (recognizer, log) in recorder.entries {
      log.note(recognizer)
      recognizer.addAction { [weak log] in log?.note($0) }
    }
    body()
    defer { recorder.entries = [] }
    return recorder.entries.map(\.log.states)
  }

  private func sample() {
    for (recognizer, log) in recorder.entries { log.note(recognizer) }
  }

  /// Router calls at x = 100; each samples the tracked states afterwards.
  private func down(_ y: Double = 100, _ t: Double = 0) {
    router.pointerDown(at: Point(x: 100, y: y), timestamp: t, in: window)
    sample()
  }
  private func move(_ y: Double, _ t: Double) {
    router.pointerMoved(to: Point(x: 100, y: y), timestamp: t)
    sample()
  }
  private func up(_ y: Double, _ t: Double) {
    router.pointerUp(at: Point(x: 100, y: y), timestamp: t)
    sample()
  }

  // MARK: - Pan

  @Test func panRecognizesAndResets() {
    let pan = PanGestureRecognizer()
    child.addGestureRecognizer(pan)
    let states = track([pan]) {
      down()
      move(105, 10)
      move(115, 20)
      move(125, 30)
      move(135, 40)
      up(135, 50)
    }
    #expect(states == [[.possible, .began, .changed, .ended, .possible]])
  }

  @Test func panReleasedInsideTheSlopFails() {
    let pan = PanGestureRecognizer()
    var actions = 0
    pan.addAction { _ in actions += 1 }
    child.addGestureRecognizer(pan)
    down()
    move(108, 10)
    #expect(pan.state == .possible)
    router.pointerUp(at: Point(x: 100, y: 108), timestamp: 20)
    #expect(actions == 0)
    #expect(pan.state == .possible)
    // The failure is visible to the recognizer's own release handling:
    let probe = PanGestureRecognizer()
    probe.pointerBegan(at: .zero, timestamp: 0)
    probe.pointerEnded(at: Point(x: 3, y: 0), timestamp: 10)
    #expect(probe.state == .failed)
  }

  @Test func focusLossCancelsBeganAndChangedAndFailsPossible() {
    let pan = PanGestureRecognizer()
    child.addGestureRecognizer(pan)
    let began = track([pan]) {
      down()
      move(115, 10)
      router.cancel()
      sample()
    }
    #expect(began == [[.possible, .began, .cancelled, .possible]])
    let changed = track([pan]) {
      down()
      move(115, 10)
      move(130, 20)
      router.cancel()
      sample()
    }
    #expect(changed == [[.possible, .began, .changed, .cancelled, .possible]])
    down()
    move(105, 10)
    router.cancel()
    #expect(pan.state == .possible && !router.isPointerDown)
  }

  @Test func focusLossDuringASequenceReportsFailedBeforeReset() {
    final class Probe: PanGestureRecognizer {
      var stateAtReset: State?
      override func reset() {
        stateAtReset = state
        super.reset()
      }
    }
    let pan = Probe()
    child.addGestureRecognizer(pan)
    down()
    move(105, 10)
    router.cancel()
    #expect(pan.stateAtReset == .failed)
    down()
    move(125, 10)
    router.cancel()
    #expect(pan.stateAtReset == .cancelled)
    down()
    move(125, 10)
    up(125, 20)
    #expect(pan.stateAtReset == .ended)
  }

  @Test func refusalByTheHitViewOrTheDelegateFails() {
    final class Refusing: View {
      override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
    }
    let refusing = Refusing(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    child.addSubview(refusing)
    let pan = PanGestureRecognizer()
    child.addGestureRecognizer(pan)
    let byView = track([pan]) {
      down()
      move(130, 10)
      up(130, 20)
    }
    #expect(byView == [[.possible, .failed, .possible]])
    refusing.removeFromSuperview()
    let rules = Rules()
    rules.shouldBegin = false
    pan.delegate = rules
    let byDelegate = track([pan]) {
      down()
      move(130, 10)
      up(130, 20)
    }
    #expect(byDelegate == [[.possible, .failed, .possible]])
  }

  @Test func disablingMidGestureCancelsAndExcludesUntilTheNextSequence() {
    let pan = PanGestureRecognizer()
    child.addGestureRecognizer(pan)
    let outer = PanGestureRecognizer()
    let rules = Rules()
    rules.simultaneous = true
    outer.delegate = rules
    window.addGestureRecognizer(outer)
    let states = track([pan, outer]) {
      down()
      move(115, 10)
      pan.isEnabled = false
      sample()
      move(130, 20)
      pan.isEnabled = true
      sample()
      move(140, 30)
      up(140, 40)
    }
    #expect(states[0] == [.possible, .began, .cancelled, .possible])
    #expect(states[1] == [.possible, .began, .changed, .ended, .possible])
    pan.isEnabled = false
    down()
    #expect(router.trackingRecognizers.map { $0 === outer } == [true])
    up(100, 50)
    pan.isEnabled = true
    down()
    move(105, 60)
    pan.isEnabled = false
    #expect(pan.state == .failed)
    pan.isEnabled = true
    up(105, 70)
    #expect(pan.state == .possible)
  }

  @Test func theDeeperPanWinsAndTheAncestorFails() {
    let inner = PanGestureRecognizer()
    let outer = PanGestureRecognizer()
    child.addGestureRecognizer(inner)
    window.addGestureRecognizer(outer)
    let states = track([inner, outer]) {
      down()
      move(115, 10)
      move(130, 20)
      up(130, 30)
    }
    #expect(states[0] == [.possible, .began, .changed, .ended, .possible])
    #expect(states[1] == [.possible, .failed, .possible])
  }

  @Test func simultaneousRecognitionLetsBothRun() {
    let inner = PanGestureRecognizer()
    let outer = PanGestureRecognizer()
    let rules = Rules()
    rules.simultaneous = true
    inner.delegate = rules
    child.addGestureRecognizer(inner)
    window.addGestureRecognizer(outer)
    let states = track([inner, outer]) {
      down()
      move(115, 10)
      up(130, 20)
    }
    #expect(states[0] == [.possible, .began, .ended, .possible])
    #expect(states[1] == [.possible, .began, .ended, .possible])
  }

  @Test func aPanCancelsTheHitViewsPressUnlessToldNotTo() {
    let button = Button(title: "Row")
    button.frame = Rect(x: 0, y: 50, width: 390, height: 100)
    child.addSubview(button)
    var taps = 0
    button.onTap = { taps += 1 }
    let pan = PanGestureRecognizer()
    child.addGestureRecognizer(pan)
    down()
    #expect(button.isHighlighted)
    move(105, 10)
    #expect(button.isHighlighted)
    move(112, 20)
    #expect(!button.isHighlighted)
    up(100, 30)
    #expect(taps == 0)
    pan.cancelsPointerInView = false
    down()
    move(112, 10)
    #expect(pan.state == .began && button.isHighlighted)
    up(100, 20)
    #expect(taps == 1)
  }

  // MARK: - Tap

  @Test func tapRecognizesOnReleaseOrFailsOnMovement() {
    let tap = TapGestureRecognizer()
    child.addGestureRecognizer(tap)
    let recognized = track([tap]) {
      down()
      up(104, 10)
    }
    #expect(recognized == [[.possible, .ended, .possible]])
    let moved = track([tap]) {
      down()
      move(111, 10)
      up(100, 20)
    }
    #expect(moved == [[.possible, .failed, .possible]])
  }

  @Test func aPanBeneathFailsAnAncestorTap() {
    let pan = PanGestureRecognizer()
    child.addGestureRecognizer(pan)
    let tap = TapGestureRecognizer()
    tap.allowableMovement = 50
    window.addGestureRecognizer(tap)
    let states = track([pan, tap]) {
      down()
      move(115, 10)
      up(115, 20)
    }
    #expect(states[0] == [.possible, .began, .ended, .possible])
    #expect(states[1] == [.possible, .failed, .possible])
  }

  // MARK: - Failure requirements

  @Test func aTapWaitingForAPanRecognizesOnceThePanFails() {
    let pan = PanGestureRecognizer()
    child.addGestureRecognizer(pan)
    let tap = TapGestureRecognizer()
    let rules = Rules()
    rules.requiresFailureOf = pan
    tap.delegate = rules
    child.addGestureRecognizer(tap)
    var panStateWhenTapFired: GestureRecognizer.State?
    tap.addAction { _ in panStateWhenTapFired = pan.state }
    let states = track([pan, tap]) {
      down()
      move(105, 10)
      up(105, 20)
    }
    #expect(states[0] == [.possible])
    #expect(states[1] == [.possible, .ended, .possible])
    #expect(panStateWhenTapFired == .failed)
  }

  @Test func aPanWaitsForATapToFailThenBeginsWithTheTranslationSinceThePress() {
    let tap = TapGestureRecognizer()
    tap.allowableMovement = 30
    child.addGestureRecognizer(tap)
    let pan = PanGestureRecognizer()
    pan.require(toFail: tap)
    window.addGestureRecognizer(pan)
    down()
    move(115, 10)
    #expect(pan.state == .possible && pan.isWaitingForFailure)
    move(125, 20)
    #expect(pan.state == .possible && pan.isWaitingForFailure)
    move(131, 30)
    #expect(tap.state == .failed)
    #expect(pan.state == .began && !pan.isWaitingForFailure)
    #expect(pan.translation(in: nil) == Point(x: 0, y: 31))  // pressed at y 100
    move(141, 40)
    #expect(pan.translation(in: nil) == Point(x: 0, y: 41))
    up(141, 50)
  }

  @Test func aWaitingPanFailsWhenTheTapRecognizes() {
    let tap = TapGestureRecognizer()
    tap.allowableMovement = 30
    child.addGestureRecognizer(tap)
    let pan = PanGestureRecognizer()
    let rules = Rules()
    rules.requiredToFailBy = pan
    tap.delegate = rules
    window.addGestureRecognizer(pan)
    var panActions = 0
    pan.addAction { _ in panActions += 1 }
    var panStateWhenTapFired: GestureRecognizer.State?
    tap.addAction { _ in panStateWhenTapFired = pan.state }
    down()
    move(120, 10)
    #expect(pan.isWaitingForFailure && pan.state == .possible)
    up(120, 20)
    #expect(tap.state == .possible && pan.state == .possible)
    #expect(panStateWhenTapFired == .possible)  // the pan fails right after the tap
    #expect(panActions == 0)
    // The same with the press held after the tap's decision: the pan fails at once.
    down()
    move(120, 30)
    tap.state = .recognized
    router.pointerMoved(to: Point(x: 100, y: 125), timestamp: 40)
    #expect(pan.state == .failed)
    up(125, 50)
  }

  @Test func aRequirementOutlivesSimultaneousRecognition() {
    let first = PanGestureRecognizer()
    child.addGestureRecognizer(first)
    let second = PanGestureRecognizer()
    let rules = Rules()
    rules.simultaneous = true
    rules.requiresFailureOf = first
    second.delegate = rules
    window.addGestureRecognizer(second)
    let states = track([first, second]) {
      down()
      move(115, 10)
      up(115, 20)
    }
    #expect(states[0] == [.possible, .began, .ended, .possible])
    #expect(states[1] == [.possible, .failed, .possible])
  }

  @Test func aRequirementOnARecognizerNotTrackingIsIgnored() {
    let elsewhere = PanGestureRecognizer()
    let sibling = View(frame: Rect(x: 0, y: 500, width: 100, height: 100))
    window.addSubview(sibling)
    sibling.addGestureRecognizer(elsewhere)
    let pan = PanGestureRecognizer()
    pan.require(toFail: elsewhere)
    child.addGestureRecognizer(pan)
    down()
    move(115, 10)
    #expect(pan.state == .began)
    up(115, 20)
  }

  @Test func focusLossFailsAWaitingRecognizer() {
    let tap = TapGestureRecognizer()
    tap.allowableMovement = 30
    child.addGestureRecognizer(tap)
    let pan = PanGestureRecognizer()
    pan.require(toFail: tap)
    var actions = 0
    pan.addAction { _ in actions += 1 }
    window.addGestureRecognizer(pan)
    down()
    move(115, 10)
    #expect(pan.isWaitingForFailure)
    router.cancel()
    #expect(actions == 0)
    #expect(!pan.isWaitingForFailure && pan.state == .possible)
  }
}

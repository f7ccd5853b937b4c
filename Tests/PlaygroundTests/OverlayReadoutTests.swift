import SheetTuning
import Testing

@testable import PlaygroundSessions
@testable import PlaygroundStudio
@testable import SheetEngine

/// The HUD's numbers, the pointer trail's memory and the motion plot's choice of frames.
@MainActor
struct OverlayReadoutTests {
  typealias Support = OverlayTestSupport

  @Test func frameTimesKeepTheLast120AndRateTheLastSecond() {
    var history = FrameTimeHistory()
    for _ in 0..<100 { history.append(10) }
    for _ in 0..<60 { history.append(20) }
    history.append(.nan)
    #expect(history.milliseconds.count == 120)
    #expect(history.framesPerSecond == 50)
    #expect(history.maximum == 20)
    #expect(history.overBudgetCount == 60)
    #expect(FrameTimeHistory().framesPerSecond == 0)
  }

  @Test func hudLinesDescribeTheSimulation() {
    var inspection = Support.inspection(
      frame: 3, element: "text.y", position: 412.25, velocity: Point(x: 30, y: -40), down: true,
      transition: StateSnapshot.TransitionState(kind: "dismiss", interactive: true, progress: 0.424)
    )
    inspection.activeGesture = "PanGestureRecognizer"
    inspection.activeGestureState = "changed"
    let lines = HUDView.lines(for: inspection).map(\.1)
    #expect(
      lines == [
        "transition: dismiss · interactive · 42 %", "gesture: Pan · changed",
        "pointer: 50 pt/s (30, -40)", "element: text.y 412.3 pt",
      ])
    #expect(HUDView.transitionText(nil) == "none")
    #expect(HUDView.gestureText(Support.inspection(frame: 1)) == "none")
  }

  @Test func theTrailKeepsHalfASecondOfMovement() {
    var trail = PointerTrail()
    for frame in 1...60 {
      let x = frame < 40 ? Double(frame) : 39
      trail.update(Support.inspection(frame: frame, pointer: Point(x: x, y: 0), down: true))
    }
    // Positions from frames 30...39 (the pointer then stopped), within 0.5 s of frame 60.
    #expect(trail.samples.map(\.location.x) == Array(30...39).map(Double.init))
    #expect(trail.freshness(of: trail.samples.last!) > 0.29)
    for frame in 61...70 {
      trail.update(Support.inspection(frame: frame, pointer: Point(x: 39, y: 0)))
    }
    // The release changed the sample's kind at the same place.
    #expect(trail.samples.map(\.isPressed) == [false])
  }

  @Test func theTrailFollowsFramesNotSimulatedTime() {
    var trail = PointerTrail()
    trail.update(Support.inspection(frame: 1, time: 0, pointer: Point(x: 0, y: 0)))
    // Paused: simulated time stands still, yet the old position fades away.
    trail.update(Support.inspection(frame: 40, time: 0, pointer: Point(x: 5, y: 0)))
    #expect(trail.samples.map(\.location.x) == [5])
  }

  @Test func aCaptureRunsFromThePressUntilASecondOfRest() throws {
    var recorder = MotionRecorder()
    var frame = 0
    var last = 400.0
    func step(position: Double, down: Bool, progress: Double? = nil) {
      frame += 1
      defer { last = position }
      recorder.update(
        Support.inspection(
          frame: frame, position: position, start: last, down: down,
          transition: progress.map {
            StateSnapshot.TransitionState(kind: "dismiss", interactive: down, progress: $0)
          }),
        tuningName: "seed")
    }
    step(position: 400, down: false)
    #expect(recorder.current == nil)
    step(position: 400, down: true)
    #expect(recorder.isCapturing)
    for offset in 1...5 { step(position: 400 + Double(offset) * 10, down: true, progress: 0.1) }
    step(position: 460, down: false, progress: 0.2)
    let releaseFrame = frame
    for offset in 1...10 { step(position: 460 + Double(offset) * 30, down: false, progress: 0.5) }
    for _ in 1...59 { step(position: 760, down: false) }
    #expect(recorder.isCapturing)
    step(position: 760, down: false)
    #expect(!recorder.isCapturing)
    step(position: 760, down: false)
    let capture = try #require(recorder.current)
    #expect(capture.samples.first?.frame == 2)
    #expect(capture.samples.count == frame - 2)
    #expect(capture.releaseFrame == releaseFrame)
    #expect(capture.hasMotion)
    #expect(capture.anchorTime == Double(releaseFrame) / 60)

    // The next press starts a new capture and keeps this one for comparison.
    step(position: 760, down: true)
    #expect(recorder.previous == capture)
    #expect(recorder.current?.samples.count == 1)
    // A press that moves nothing does not replace the one kept.
    step(position: 760, down: false)
    step(position: 760, down: true)
    #expect(recorder.previous == capture)
  }

  @Test func motionWithoutAPressStartsACaptureToo() {
    var recorder = MotionRecorder()
    recorder.update(Support.inspection(frame: 1, position: 0), tuningName: "fluid")
    recorder.update(Support.inspection(frame: 2, position: 5, start: 0), tuningName: "fluid")
    #expect(recorder.current?.samples.map(\.frame) == [2])
    #expect(recorder.current?.releaseFrame == nil)
    #expect(recorder.current?.tuningName == "fluid")
  }

  @Test func slidersSnapToRoundStepsAndShowUnits() throws {
    func scale(_ key: String) throws -> SliderScale {
      SliderScale(parameter: try #require(Tuning.parameter(forKey: key)))
    }
    let duration = try scale("sheet.duration")
    #expect(duration.stepExponent == -2)
    #expect(duration.value(atFraction: 0.0691) == 0.35)
    #expect(duration.text(for: 0.35) == "0.35 s")
    let deceleration = try scale("list.decelerationRate")
    #expect(deceleration.stepExponent == -4)
    #expect(deceleration.text(for: 0.998) == "0.9980 per ms")
    let rows = try scale("list.rowCount")
    #expect(rows.value(atFraction: 0.1234) == 1230)
    #expect(rows.text(for: 20) == "20")
    #expect(try scale("dismiss.useSpring").text(for: 1) == "on")
    #expect(try scale("sheet.dimAlpha").fraction(of: 2) == 1)
    // A drag that comes within a point of the preset's value takes it exactly.
    let card = try scale("card.heightFraction")
    #expect(card.step == 0.001 && card.presetMagnet == 0.9 / 200)
    let twoThirds = 2.0 / 3
    #expect(card.value(atFraction: card.fraction(of: twoThirds)) == 0.667)
    #expect(card.restoringPreset(0.667, presetValue: twoThirds) == twoThirds)
    #expect(card.restoringPreset(0.663, presetValue: twoThirds) == twoThirds)
    #expect(card.restoringPreset(0.672, presetValue: twoThirds) == 0.672)
    #expect(duration.restoringPreset(0.37, presetValue: 0.35) == 0.35)
    #expect(duration.restoringPreset(0.38, presetValue: 0.35) == 0.38)
    #expect(rows.presetMagnet == 50 && rows.restoringPreset(80, presetValue: 20) == 80)
    #expect(OverlayNumberFormat.fixed(-0.0004, decimals: 3) == "0.000")
    #expect(OverlayNumberFormat.fixed(-1.25, decimals: 1) == "-1.3")
    #expect(OverlayNumberFormat.fixed(16.666, decimals: 1) == "16.7")
  }
}

import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// Releases on both sides of the dismiss and back-swipe thresholds, through the real runtime:
/// constant-speed drags released in their last frame (so the release velocity is the drag's,
/// 60 × step pt/s, and the distance is the pointer's travel since the press), each outcome
/// compared with its rule from docs/MOTION.md, "Swipe to dismiss" and "Back-swipe", written
/// out here. The speeds step so finely that the released position and projection land
/// within 0.1 to 2 pt of the threshold.
@MainActor
@Suite struct ReleaseDecisionSweepTests {
  /// 21 speeds centred on `speed`, `spacing` apart, none exactly on it (no ties).
  private static func speeds(around speed: Double, spacing: Double) -> [Double] {
    (0...20).map { speed + (Double($0) - 10.5) * spacing }
  }

  /// Presses at `press`, moves `step` every frame for `frames` frames and releases with the
  /// last move, in the same frame and at the same timestamp.
  private func drag(_ driver: PlaygroundDriver, from press: Point, step: Point, frames: Int) {
    let runtime = driver.runtime
    let now = { Double(runtime.frameIndex) * 1000 / 60 }
    _ = runtime.step([
      InputEvent(timestamp: now(), kind: .pointerDown(button: .left, location: press))
    ])
    for index in 1...frames {
      let point = Point(
        x: press.x + step.x * Double(index), y: press.y + step.y * Double(index))
      var events = [InputEvent(timestamp: now(), kind: .pointerMove(location: point))]
      if index == frames {
        events.append(
          InputEvent(timestamp: now(), kind: .pointerUp(button: .left, location: point)))
      }
      _ = runtime.step(events)
    }
  }

  // MARK: - Swipe-to-dismiss

  /// docs/MOTION.md, "Swipe to dismiss": dismiss if offset + (v / 1000) d / (1 - d) >
  /// threshold × height, or (fluid) v / remaining distance >= the velocity ratio.
  private static func dismisses(
    offset: Double, velocity: Double, height: Double, tuning: Tuning
  ) -> Bool {
    let d = tuning.dismiss.projectionDeceleration
    if offset + velocity / 1000 * d / (1 - d) > tuning.dismiss.threshold * height { return true }
    let ratio = tuning.dismiss.velocityRatio
    return ratio > 0 && velocity > 0 && velocity / max(height - offset, 1) >= ratio
  }

  /// The text sheet dragged down for 20 frames, at speeds that put offset + projection
  /// around half its height: 20 s + 29.94 s = height / 2.
  @Test(arguments: ["seed", "fluid"])
  func sheetReleasesFollowTheProjectionRule(preset: String) {
    let tuning = Tuning.preset(named: preset)!
    let height = Self.restingSheet(tuning).height
    let frames = 20
    let critical = height / 2 / (Double(frames) + 60 * 0.499)
    var outcomes: Set<Bool> = []
    for speed in Self.speeds(around: critical, spacing: 0.004) {
      let driver = PlaygroundDriver(tuning: tuning)
      driver.tapControl("Text sheet")
      driver.step(40)
      let rest = driver.snapshot.presented[0].frame
      drag(
        driver, from: Point(x: 200, y: rest.minY + 40), step: Point(x: 0, y: speed),
        frames: frames)
      let expected = Self.dismisses(
        offset: speed * Double(frames), velocity: speed * 60, height: rest.height,
        tuning: tuning)
      driver.step(150)
      let dismissed = driver.snapshot.presented.isEmpty
      #expect(dismissed == expected, "\(preset), \(speed) pt/frame")
      if !dismissed { #expect(driver.snapshot.presented[0].frame == rest) }
      outcomes.insert(dismissed)
    }
    #expect(outcomes == [true, false], "the sweep straddles the threshold")
  }

  private static func restingSheet(_ tuning: Tuning) -> Rect {
    let driver = PlaygroundDriver(tuning: tuning)
    driver.tapControl("Text sheet")
    driver.step(40)
    return driver.snapshot.presented[0].frame
  }

  // MARK: - Back-swipe

  /// docs/MOTION.md, "Back-swipe": the seed pops past `threshold` of the width or faster than the velocity
  /// threshold; the fluid preset pops if progress + projectionTime × v / width passes it.
  private static func pops(progress: Double, velocity: Double, width: Double, tuning: Tuning)
    -> Bool
  {
    let navigation = tuning.navigation
    if navigation.projection {
      return progress + navigation.projectionTime * velocity / width > navigation.threshold
    }
    return progress > navigation.threshold || velocity > navigation.velocityThreshold
  }

  private func backSwipeOutcome(speed: Double, frames: Int, tuning: Tuning) -> (Bool, Bool) {
    let driver = PlaygroundDriver(tuning: tuning)
    driver.tapControl("Navigation")
    driver.step(40)
    let width = driver.runtime.window.bounds.width
    drag(driver, from: Point(x: 60, y: 600), step: Point(x: speed, y: 0), frames: frames)
    let expected = Self.pops(
      progress: speed * Double(frames) / width, velocity: speed * 60, width: width,
      tuning: tuning)
    driver.step(90)
    #expect(driver.snapshot.transition == nil)
    return (driver.snapshot.navigationStack == ["root"], expected)
  }

  /// Around half the width, slowly (300 pt/s): seed's progress threshold.
  @Test func seedBackSwipesPopPastHalfTheWidth() {
    var outcomes: Set<Bool> = []
    for speed in Self.speeds(around: 195.0 / 40, spacing: 0.01) {
      let (popped, expected) = backSwipeOutcome(speed: speed, frames: 40, tuning: .seed)
      #expect(popped == expected, "\(speed) pt/frame")
      outcomes.insert(popped)
    }
    #expect(outcomes == [true, false])
  }

  /// Around 1000 pt/s after a short swipe: seed's velocity threshold.
  @Test func seedBackSwipesPopFasterThanAThousandPointsPerSecond() {
    var outcomes: Set<Bool> = []
    for speed in Self.speeds(around: 1000.0 / 60, spacing: 0.02) {
      let (popped, expected) = backSwipeOutcome(speed: speed, frames: 4, tuning: .seed)
      #expect(popped == expected, "\(speed) pt/frame")
      outcomes.insert(popped)
    }
    #expect(outcomes == [true, false])
  }

  /// Around progress + 0.3 s of velocity = half the width: 20 s + 18 s = 195.
  @Test func fluidBackSwipesPopByTheProjection() {
    var outcomes: Set<Bool> = []
    for speed in Self.speeds(around: 195.0 / 38, spacing: 0.005) {
      let (popped, expected) = backSwipeOutcome(speed: speed, frames: 20, tuning: .fluid)
      #expect(popped == expected, "\(speed) pt/frame")
      outcomes.insert(popped)
    }
    #expect(outcomes == [true, false])
  }
}

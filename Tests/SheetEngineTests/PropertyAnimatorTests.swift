import Testing

@testable import SheetEngine

/// Pause, scrub, reverse and continue semantics, stepped by a clock at 60 Hz.
@MainActor
@Suite struct PropertyAnimatorTests {
  private let clock = AnimationClock()
  private let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  private let frame = 1.0 / 60

  private func makeAnimator(_ timing: TimingParameters = .linear) -> PropertyAnimator {
    let animator = PropertyAnimator(duration: 0.5, timing: timing, clock: clock)
    animator.addAnimations { view.transform = AffineTransform(translationX: 0, y: 300) }
    return animator
  }

  private func run(frames: Int) {
    for _ in 0..<frames { clock.tick(frame) }
  }

  @Test func capturesFromTheCurrentValuesAndLeavesThemUntilStarted() {
    let animator = makeAnimator()
    #expect(view.transform == .identity)
    #expect(animator.state == .inactive)
    animator.startAnimation()
    run(frames: 15)
    #expect(abs(view.transform.translationY - 150) < 1e-9)
  }

  @Test func completesAtTheEndWithEndPosition() {
    let animator = makeAnimator()
    var positions: [PropertyAnimator.Position] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    run(frames: 29)
    #expect(positions.isEmpty)
    run(frames: 1)
    #expect(positions == [.end])
    #expect(view.transform.translationY == 300)
    #expect(animator.state == .inactive && !animator.isRunning)
  }

  @Test func pauseAndScrubIsLinear() {
    let animator = makeAnimator(.curve(UnitBezier(0.2, 1, 0.42, 1)))
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    #expect(view.transform.translationY == 75)
    run(frames: 10)
    #expect(view.transform.translationY == 75)
  }

  @Test func continueWithoutTimingRunsTheCurveOverTheRemainingShare() {
    let curve = UnitBezier(0.2, 1, 0.42, 1)
    let animator = makeAnimator(.curve(curve))
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    run(frames: 1)
    // Half the distance left: half the 0.5 s duration, the curve from where it is.
    let expected = 150 + 150 * curve.value(at: frame / 0.25)
    #expect(abs(view.transform.translationY - expected) < 1e-6)
    run(frames: 14)
    #expect(view.transform.translationY == 300)
  }

  @Test func reverseWhileRunningReturnsToTheStart() {
    let animator = makeAnimator()
    var positions: [PropertyAnimator.Position] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    run(frames: 12)
    #expect(abs(view.transform.translationY - 120) < 1e-9)
    animator.isReversed = true
    run(frames: 1)
    #expect(abs(view.transform.translationY - 110) < 1e-9)
    run(frames: 11)
    #expect(positions == [.start])
    #expect(view.transform == .identity)
  }

  @Test func continueWithASpringSeededWithVelocityHasNoVelocityJump() {
    let animator = makeAnimator()
    animator.pauseAnimation()
    animator.fractionComplete = 0.5
    // 600 pt/s toward the end over 150 pt remaining: 4 progress units per second... in
    // progress units the velocity is 600 / 300 = 2 per second.
    let spring = Spring(response: 0.4, dampingRatio: 1, initialVelocity: 600 / 150)
    animator.continueAnimation(withTimingParameters: .spring(spring), durationFactor: 1)
    #expect(abs(animator.progressVelocity - 2) < 1e-2)
    run(frames: 120)
    #expect(view.transform.translationY == 300)
  }

  @Test func stopWithoutFinishingRunsNoCompletion() {
    let animator = makeAnimator()
    var called = false
    animator.addCompletion { _ in called = true }
    animator.startAnimation()
    run(frames: 5)
    animator.stopAnimation(true)
    run(frames: 60)
    #expect(!called && animator.state == .inactive)
    #expect(abs(view.transform.translationY - 50) < 1e-9)
  }

  @Test func stopThenFinishAtCurrentKeepsThePosition() {
    let animator = makeAnimator()
    var positions: [PropertyAnimator.Position] = []
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    run(frames: 6)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    animator.finishAnimation(at: .current)
    #expect(positions == [.current])
    #expect(abs(view.transform.translationY - 60) < 1e-9)
  }

  @Test func customProgressTracksSeeEveryFrame() {
    let animator = PropertyAnimator(duration: 0.1, timing: .linear, clock: clock)
    var seen: [Double] = []
    animator.addAnimations(progress: { seen.append($0) })
    animator.startAnimation()
    run(frames: 6)
    #expect(seen.count == 7)
    #expect(seen.last == 1)
  }
}

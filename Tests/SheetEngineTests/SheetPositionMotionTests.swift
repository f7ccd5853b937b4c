import Testing

@testable import SheetEngine

/// The sheet's position runs its own motions: one animator per motion, replaced when the
/// motion starts again, and one call that stops them all where they are.
@MainActor
@Suite struct SheetPositionMotionTests {
  private let clock = AnimationClock()

  private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  @Test func startingAMotionAgainReplacesItsAnimator() {
    let position = SheetPosition {}
    position.animate(
      .bounce, duration: 1, timing: .linear, clock: clock,
      update: { position, progress in position.offset = 10 * progress })
    clock.tick(0.5)
    #expect(close(position.offset, 5))
    position.animate(
      .bounce, duration: 1, timing: .linear, clock: clock,
      update: { position, progress in position.offset = 100 * progress })
    clock.tick(0.25)
    #expect(close(position.offset, 25), "only the new bounce moves the offset")
  }

  @Test func stopAllStopsEveryMotionWhereItIs() {
    let position = SheetPosition {}
    var completions = 0
    position.animate(
      .stretchRelease, duration: 1, timing: .linear, clock: clock,
      update: { position, progress in position.stretch = 8 * progress },
      completion: { _ in completions += 1 })
    position.animate(
      .detentSettle, duration: 1, timing: .linear, clock: clock,
      update: { position, progress in position.detentHeight = 400 + 100 * progress },
      completion: { _ in completions += 1 })
    clock.tick(0.5)
    #expect(position.isAnimating(.stretchRelease) && position.isAnimating(.detentSettle))
    position.stopAll()
    clock.tick(0.5)
    #expect(close(position.stretch, 4) && position.detentHeight.map { close($0, 450) } == true)
    #expect(!position.isAnimating(.stretchRelease) && !position.isAnimating(.detentSettle))
    #expect(completions == 0 && !clock.isAnimating)
  }

  @Test func aMotionThatEndsOnItsOwnIsNoLongerAnimating() {
    let position = SheetPosition {}
    position.animate(
      .heightChange, duration: 0.5, timing: .linear, clock: clock,
      update: { position, progress in
        position.heightChangeFrame = Rect(x: 0, y: 0, width: 10, height: 10 * progress)
      },
      completion: { position in position.heightChangeFrame = nil })
    clock.tick(0.25)
    #expect(position.isAnimating(.heightChange))
    clock.tick(0.5)
    #expect(!position.isAnimating(.heightChange) && position.heightChangeFrame == nil)
  }
}

import SheetSDL
import Testing

/// The frame pacer against a clock that moves only when told: on time it wakes at every
/// deadline; behind, it says how many frames are due so simulated time keeps up with wall
/// time, up to a quarter second, and drops the rest; resting, it waits for an event or the
/// frames allowed, and every frame that passed is still due.
@Suite struct FramePacerTests {
  /// 600 ticks a second: a 60 Hz frame is exactly 10 ticks, a 120 Hz frame 5.
  final class FakeClock: PacerClock, @unchecked Sendable {
    let frequency: UInt64 = 600
    var time: UInt64 = 0
    /// When the next window-system event arrives, if one does.
    var eventAt: UInt64?
    /// How long each wait for an event lasted, in ticks.
    var waits: [UInt64] = []

    func now() -> UInt64 { time }
    func sleep(until target: UInt64) { time = max(time, target) }
    func waitForEvent(until target: UInt64) {
      let start = time
      if let eventAt, eventAt < target {
        time = max(time, eventAt)
      } else {
        time = max(time, target)
      }
      waits.append(time - start)
    }
  }

  private func wake(_ frames: Int, lost: Int = 0, rested: Bool = false) -> FramePacer.Wake {
    FramePacer.Wake(frames: frames, lost: lost, rested: rested)
  }

  @Test func onTimeItWakesAtEveryDeadlineForOneFrame() {
    let clock = FakeClock()
    var pacer = FramePacer(framesPerSecond: 60, clock: clock)
    for expected in [10, 20, 30] as [UInt64] {
      #expect(pacer.waitForNextFrame() == wake(1))
      #expect(clock.time == expected)
    }
    clock.time += 4
    #expect(pacer.waitForNextFrame() == wake(1))
    #expect(clock.time == 40)
    #expect(pacer.undrawnFrames == 0)
  }

  @Test func aSlowFrameIsFollowedByTheFramesItMissedAtOnce() {
    let clock = FakeClock()
    var pacer = FramePacer(framesPerSecond: 60, clock: clock)
    _ = pacer.waitForNextFrame()
    clock.time += 25  // 2.5 frames of work: deadlines 20 and 30 passed
    #expect(pacer.waitForNextFrame() == wake(2))
    #expect(clock.time == 35)
    #expect(pacer.undrawnFrames == 1)
    #expect(pacer.waitForNextFrame() == wake(1))
    #expect(clock.time == 40)
  }

  /// The demanding user's 120 Hz session on a machine that needs 1.5 frames per frame: the
  /// frames simulated are the frames wall time holds, not two thirds of them.
  @Test func aLoopSlowerThanTheRateSimulatesEveryFrameOfWallTime() {
    let clock = FakeClock()
    var pacer = FramePacer(framesPerSecond: 120, clock: clock)
    var simulated = 0
    for _ in 0..<100 {
      simulated += pacer.waitForNextFrame().frames
      clock.time += 7  // 1.4 frames of work
    }
    simulated += pacer.waitForNextFrame().frames
    #expect(clock.time == 705)
    #expect(simulated == 141)  // 705 ticks at 5 a frame
    #expect(pacer.undrawnFrames == 40)
    #expect(pacer.lostFrames == 0)
  }

  @Test func aStallLongerThanAQuarterSecondCatchesUpAQuarterSecondAndDropsTheRest() {
    let clock = FakeClock()
    var pacer = FramePacer(framesPerSecond: 60, clock: clock)
    #expect(pacer.maximumCatchUp == 15)
    _ = pacer.waitForNextFrame()
    clock.time += 600  // a second stopped in a debugger
    #expect(pacer.waitForNextFrame() == wake(15, lost: 45))
    #expect(pacer.lostFrames == 45)
    #expect(pacer.undrawnFrames == 14)
    // The schedule restarts from the wake: the next deadline is a frame after it.
    #expect(pacer.waitForNextFrame() == wake(1))
    #expect(clock.time == 620)
  }

  @Test func aRestWithoutInputLastsTheFramesAllowedAndThemAllAreDue() {
    let clock = FakeClock()
    var pacer = FramePacer(framesPerSecond: 60, clock: clock)
    _ = pacer.waitForNextFrame()
    #expect(pacer.waitForNextFrame(restingFrames: 30) == wake(30, rested: true))
    #expect(clock.time == 310)
    #expect(clock.waits == [300])
    // Resting is not falling behind: nothing counts as undrawn.
    #expect(pacer.undrawnFrames == 0)
    #expect(pacer.waitForNextFrame() == wake(1))
    #expect(clock.time == 320)
  }

  @Test func inputEndsARestAndItsFrameIsTheLastDeadlineThatPassed() {
    let clock = FakeClock()
    var pacer = FramePacer(framesPerSecond: 60, clock: clock)
    _ = pacer.waitForNextFrame()
    clock.eventAt = 65
    // Deadlines 20 to 60 passed: frames 2 to 5 are stepped undrawn, frame 6 takes the input.
    #expect(pacer.waitForNextFrame(restingFrames: 30) == wake(5, rested: true))
    #expect(clock.time == 65)
    clock.eventAt = nil
    #expect(pacer.waitForNextFrame() == wake(1))
    #expect(clock.time == 70)
  }

  @Test func inputBeforeTheNextDeadlineStillWaitsForIt() {
    let clock = FakeClock()
    var pacer = FramePacer(framesPerSecond: 60, clock: clock)
    _ = pacer.waitForNextFrame()
    clock.eventAt = 13
    #expect(pacer.waitForNextFrame(restingFrames: 30) == wake(1, rested: true))
    #expect(clock.time == 20)
  }
}

import SheetSDL
import Testing

/// Issue 39, item 10: a window failed to start with "no display" on a working X server while
/// another client polled it (3 to 6 starts in 25). SDL's x11 driver had its connection
/// refused for a moment and SDL fell back to "offscreen"; the start gave up at once and said
/// nothing of why. A named display is now tried again, and a start that gives up says what
/// it found.
@Suite struct DisplayStartRetryTests {
  private let fellBack = DisplayStartRetry.Outcome.fellBack(driver: "offscreen")

  @Test func aNamedDisplayThatFellBackIsTriedAgainWithGrowingWaits() {
    var waits: [Int] = []
    var attempt = 1
    while case .retry(let milliseconds) = DisplayStartRetry.decide(
      after: attempt, fellBack, displayNamed: true, driverChosen: false)
    {
      waits.append(milliseconds)
      attempt += 1
    }
    #expect(waits == [20, 40, 80, 160, 320, 640])
    #expect(attempt == 7, "seven attempts, then it gives up")
    #expect(
      DisplayStartRetry.decide(after: 7, fellBack, displayNamed: true, driverChosen: false)
        == .giveUp)
  }

  @Test func aFailedStartIsTriedAgainToo() {
    #expect(
      DisplayStartRetry.decide(
        after: 1, .failed(reason: "Couldn't open X11 display"), displayNamed: true,
        driverChosen: false) == .retry(afterMilliseconds: 20))
  }

  @Test func aWorkingStartGoesOn() {
    #expect(
      DisplayStartRetry.decide(after: 1, .ready, displayNamed: true, driverChosen: false)
        == .proceed)
    #expect(
      DisplayStartRetry.decide(after: 3, .ready, displayNamed: false, driverChosen: true)
        == .proceed)
  }

  /// Without a display, or with a driver asked for by name, trying again cannot help: the
  /// start fails at once, as it did.
  @Test func noDisplayOrAChosenDriverGivesUpAtOnce() {
    #expect(
      DisplayStartRetry.decide(after: 1, fellBack, displayNamed: false, driverChosen: false)
        == .giveUp)
    #expect(
      DisplayStartRetry.decide(after: 1, fellBack, displayNamed: true, driverChosen: true)
        == .giveUp)
  }

  @Test func aStartThatGivesUpSaysWhatItFound() {
    #expect(
      DisplayStartRetry.reason(fellBack, attempts: 7, display: "DISPLAY=:91")
        == "DISPLAY=:91 did not accept a connection in 7 attempts over 1260 ms; no video "
        + "driver connected, SDL fell back to \"offscreen\"")
    #expect(
      DisplayStartRetry.reason(.failed(reason: "x11 not available"), attempts: 1, display: nil)
        == "SDL: x11 not available")
    #expect(DisplayStartRetry.reason(.ready, attempts: 1, display: nil) == nil)
    // Nothing named to connect to, or SDL_VIDEODRIVER=dummy asked for: the plain line.
    #expect(DisplayStartRetry.reason(fellBack, attempts: 1, display: nil) == nil)
    #expect(
      DisplayStartRetry.reason(
        .fellBack(driver: "dummy"), attempts: 1, display: "DISPLAY=:0", driverChosen: true)
        == nil)
  }
}

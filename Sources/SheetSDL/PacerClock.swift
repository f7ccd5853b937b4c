import CSDL2

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The clock a ``FramePacer`` reads and waits on: the window's (``SDLPacerClock``), or a
/// test's, which moves only when told, so pacing is tested to the exact frame.
public protocol PacerClock: Sendable {
  /// Ticks per second of ``now()``.
  var frequency: UInt64 { get }
  /// The current tick count; never goes back.
  func now() -> UInt64
  /// Returns once ``now()`` reaches `target` (at once when it has).
  func sleep(until target: UInt64)
  /// Returns when the window system has an event waiting, or once ``now()`` reaches
  /// `target`, whichever is first. The event stays queued for the next poll.
  func waitForEvent(until target: UInt64)
}

/// SDL's high-resolution counter, `nanosleep` and `SDL_WaitEventTimeout`.
public struct SDLPacerClock: PacerClock {
  public let frequency: UInt64

  public init() {
    frequency = max(1, SDL_GetPerformanceFrequency())
  }

  public func now() -> UInt64 { SDL_GetPerformanceCounter() }

  /// Sleeps in `nanosleep` slices (Linux wakes within its ~50 us timer slack). No spinning:
  /// an idle window must cost next to no CPU, and a frame a fraction of a millisecond late
  /// is invisible next to one burnt core.
  public func sleep(until target: UInt64) {
    var now = now()
    while now < target {
      let nanoseconds = (target - now) * 1_000_000_000 / frequency
      var request = timespec(
        tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
      _ = nanosleep(&request, nil)
      now = self.now()
    }
  }

  /// `SDL_WaitEventTimeout` with no event to fill leaves the event queued; on X11 it blocks
  /// on the display connection (SDL 2.0.16 and later), so a resting window sleeps in the
  /// kernel until input or the timeout. Whole milliseconds, rounded down, then the
  /// remainder slept, so the wait never ends after `target` by more than the slack.
  public func waitForEvent(until target: UInt64) {
    let now = now()
    guard now < target else { return }
    let milliseconds = (target - now) * 1000 / frequency
    if milliseconds > 0, SDL_WaitEventTimeout(nil, Int32(min(milliseconds, 60_000))) == 1 {
      return
    }
    if SDL_PollEvent(nil) == 1 { return }
    sleep(until: target)
  }
}

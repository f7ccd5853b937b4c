import CSDL2

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paces a loop at a fixed rate by its own high-resolution clock.
///
/// Vsync cannot be relied on: the dummy driver has none and Xvfb only emulates it, so
/// the window loop would either spin or run at an arbitrary rate. Deadlines are computed
/// from the start of the run (`start + n / rate`) rather than by adding a rounded period,
/// so they do not drift. A loop up to 3 frames late catches up by skipping the waits; one
/// further behind (a debugger pause, a stalled machine) restarts the schedule from now
/// instead of bursting through the backlog.
public struct FramePacer: Sendable {
  /// The target rate.
  public let framesPerSecond: Int
  /// Work time of the last frame in milliseconds: from the end of one wait to the start
  /// of the next, i.e. excluding the sleep. For a frame-time HUD.
  public private(set) var lastFrameDuration: Double = 0
  /// How many times the schedule was restarted because the loop fell too far behind.
  public private(set) var scheduleResets = 0

  private let frequency: UInt64
  private var origin: UInt64?
  private var frameIndex: UInt64 = 0
  private var frameStart: UInt64?

  /// How many frames late the loop may be before the schedule restarts.
  static let maximumFramesBehind: UInt64 = 3

  public init(framesPerSecond: Int = 60) {
    self.framesPerSecond = max(1, framesPerSecond)
    frequency = max(1, SDL_GetPerformanceFrequency())
  }

  /// Returns at the next frame deadline (or at once when behind).
  public mutating func waitForNextFrame() {
    let now = SDL_GetPerformanceCounter()
    if let frameStart { lastFrameDuration = milliseconds(now &- frameStart) }
    guard let start = origin else {
      origin = now
      frameIndex = 0
      sleep(until: deadline(origin: now, frame: 1))
      frameIndex = 1
      frameStart = SDL_GetPerformanceCounter()
      return
    }
    frameIndex += 1
    let target = deadline(origin: start, frame: frameIndex)
    let period = frequency / UInt64(framesPerSecond)
    if now > target && now - target > Self.maximumFramesBehind * period {
      origin = now
      frameIndex = 0
      scheduleResets += 1
    } else {
      sleep(until: target)
      rebaseIfNeeded()
    }
    frameStart = SDL_GetPerformanceCounter()
  }

  /// Start plus `frame / rate` seconds, in counter ticks, exact in integers.
  private func deadline(origin: UInt64, frame: UInt64) -> UInt64 {
    origin + frame * frequency / UInt64(framesPerSecond)
  }

  /// Moves the origin forward by whole seconds so `frameIndex * frequency` cannot overflow
  /// in a long session; a whole second is an exact number of counter ticks.
  private mutating func rebaseIfNeeded() {
    let perSecond = UInt64(framesPerSecond)
    guard let start = origin, frameIndex >= perSecond else { return }
    origin = start + frequency
    frameIndex -= perSecond
  }

  /// Sleeps until the counter reaches `target`, in `nanosleep` slices (Linux wakes within
  /// its ~50 us timer slack). No spinning: an idle window must cost next to no CPU, and
  /// a frame a fraction of a millisecond late is invisible next to one burnt core.
  private func sleep(until target: UInt64) {
    var now = SDL_GetPerformanceCounter()
    while now < target {
      let nanoseconds = (target - now) * 1_000_000_000 / frequency
      var request = timespec(
        tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
      _ = nanosleep(&request, nil)
      now = SDL_GetPerformanceCounter()
    }
  }

  private func milliseconds(_ ticks: UInt64) -> Double {
    Double(ticks) * 1000 / Double(frequency)
  }
}

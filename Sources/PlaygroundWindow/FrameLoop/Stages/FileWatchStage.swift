import SheetEngine
import SheetSDL

/// Last: every ``interval`` frames the watched tuning files are read; their changes are
/// stepped (and recorded) with the next frame's events, as a panel edit is. A look is due
/// when the frame count crosses a multiple of the interval, so frames stepped without a loop
/// turn (a resting window, a loop behind: ``CatchUpStage``) do not skip it, and a resting
/// window wakes for it (``framesUntilLook(after:rate:)``).
@MainActor
final class FileWatchStage: FrameStage {
  package let name = "file watching"
  /// Frames between looks at the tuning files at 60 Hz: a change is in force within half a
  /// second (the same half second at any rate: ``interval(at:)``).
  package static let interval = 30

  /// Half a second of frames at `rate`.
  package static func interval(at rate: SimulationRate) -> Int {
    interval * rate.framesPerSecond / SimulationRate.standard.framesPerSecond
  }
  package let driver: any SessionDriver
  let routing: SessionRoutingStage
  /// The window's frame clock, for a driver whose frames are not the wall clock's.
  let pacing: FramePacing
  /// SDL ticks at the session's start: the changes' timestamps count from it.
  let sessionStart: UInt64
  /// The interval's count (frame / interval) at the last look.
  private var lookedAt: Int?

  package init(
    driver: any SessionDriver, routing: SessionRoutingStage, pacing: FramePacing,
    sessionStart: UInt64
  ) {
    self.driver = driver
    self.routing = routing
    self.pacing = pacing
    self.sessionStart = sessionStart
  }

  /// Frames from `frame` to the next look, at least 1: how long a resting window may wait.
  static func framesUntilLook(after frame: Int, rate: SimulationRate) -> Int {
    let interval = interval(at: rate)
    return interval - frame % interval
  }

  /// The frame count looks are due by: the session's frame where it follows the wall clock
  /// (frames caught up after a rest count), the window's frames in a replay, whose frame
  /// stands still while it is paused: counted by the replay's frame, a paused replay never
  /// looked at its `--tuning` file again, so saving the file did not fork it until it played.
  static func watchClock(of driver: any SessionDriver, pacing: FramePacing) -> Int {
    driver.followsWallClock ? driver.inspected.frameIndex : pacing.windowFrames
  }

  package func run(_ frame: inout HostFrame) {
    let playground = driver.inspected
    let count = Self.watchClock(of: driver, pacing: pacing) / Self.interval(at: playground.rate)
    guard count != lookedAt else { return }
    lookedAt = count
    let timestamp = Double(SDLWindow.ticks() - sessionStart)
    routing.watched += driver.watchTuningFiles(timestamp: timestamp)
  }
}

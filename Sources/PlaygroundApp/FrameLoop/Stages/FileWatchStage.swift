import SheetEngine
import SheetSDL

/// Last: every ``interval`` frames the watched tuning files are read; their changes are
/// stepped (and recorded) with the next frame's events, as a panel edit is.
@MainActor
struct FileWatchStage: FrameStage {
  let name = "file watching"
  /// Frames between looks at the tuning files at 60 Hz: a change is in force within half a
  /// second (the same half second at any rate: ``interval(at:)``).
  static let interval = 30

  /// Half a second of frames at `rate`.
  static func interval(at rate: SimulationRate) -> Int {
    interval * rate.framesPerSecond / SimulationRate.standard.framesPerSecond
  }
  let driver: any SessionDriver
  let routing: SessionRoutingStage
  /// SDL ticks at the session's start: the changes' timestamps count from it.
  let sessionStart: UInt64

  func run(_ frame: inout HostFrame) {
    let playground = driver.inspected
    guard playground.frameIndex % Self.interval(at: playground.rate) == 0 else { return }
    let timestamp = Double(SDLWindow.ticks() - sessionStart)
    routing.watched += driver.watchTuningFiles(timestamp: timestamp)
  }
}

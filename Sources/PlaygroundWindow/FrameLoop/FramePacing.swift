import PlaygroundSessions
import PlaygroundStudio
import SheetEngine
import SheetSDL

#if canImport(Glibc)
  import Glibc
#endif

/// What the pacer's last wake asked of the next frame, shared by the stages that act on it:
/// ``PresentStage`` waits and fills it in, ``CatchUpStage`` steps the frames the wait let
/// pass without drawing them, ``DrawStage`` keeps a rest out of the HUD's frame times, and
/// ``SessionStatusStage`` shows the frames a loaded machine did not draw or lost.
@MainActor
final class FramePacing {
  /// Frames to step without drawing before the next frame: deadlines that passed while the
  /// window rested or the loop was behind.
  var framesToCatchUp = 0
  /// Whether the last wait was a rest (waiting for input) rather than a frame's sleep.
  package var rested = false
  /// Frames stepped undrawn because the loop was behind, and frames lost (see ``FramePacer``).
  package var undrawnFrames = 0
  package var lostFrames = 0
  /// Frame deadlines passed since the session started, drawn or not, rested through or
  /// not: the window's own clock in frames. A replay's frames are the recording's, which
  /// stand still while it is paused, so what happens every so many frames of wall time (a
  /// look at the tuning files) counts these instead.
  private(set) var windowFrames = 0

  /// Takes in a wake of the pacer.
  func woke(_ wake: FramePacer.Wake, pacer: FramePacer) {
    windowFrames += wake.frames
    framesToCatchUp = wake.frames - 1
    rested = wake.rested
    undrawnFrames = pacer.undrawnFrames
    lostFrames = pacer.lostFrames
  }
}

/// What the window measures about its presents: each input event's latency to the present
/// of the frame that applied it (``InputLatency``, for the HUD), and for `--timing` one line
/// on standard error per present that carried input and for the first present, stamped with
/// `CLOCK_MONOTONIC` so another process (the benchmark) can compare them with its own clock;
/// `--exit-after-first-frame` ends the session once the first frame is presented.
@MainActor
final class PresentTiming {
  package private(set) var latency = InputLatency()
  private let sessionStart: UInt64
  private let logs: Bool
  private let exitsAfterFirstFrame: Bool
  private var presents = 0

  package init(sessionStart: UInt64, logs: Bool, exitsAfterFirstFrame: Bool) {
    self.sessionStart = sessionStart
    self.logs = logs
    self.exitsAfterFirstFrame = exitsAfterFirstFrame
  }

  /// Milliseconds on `CLOCK_MONOTONIC` (the clock `--timing` lines carry).
  static func monotonicMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }

  /// Just after `frame` was presented; returns whether the session should end now.
  package func presented(_ frame: HostFrame) -> Bool {
    presents += 1
    let now = Double(SDLWindow.ticks() &- sessionStart)
    let inputs = frame.events.compactMap(\.input)
    for input in inputs { latency.add(now - input.timestamp) }
    if logs, presents == 1 || !inputs.isEmpty {
      let oldest = inputs.map { now - $0.timestamp }.max() ?? 0
      let clock = OverlayNumberFormat.fixed(Self.monotonicMilliseconds(), decimals: 3)
      StandardError.writeLine(
        (presents == 1 ? "timing: first-present" : "timing: present") + " monotonic-ms=\(clock)"
          + " inputs=\(inputs.count) latency-ms=\(Int(oldest))")
    }
    return exitsAfterFirstFrame && presents == 1
  }
}

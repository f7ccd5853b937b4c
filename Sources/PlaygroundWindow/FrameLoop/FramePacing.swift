import SheetSDL

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

/// The live window's frame: the stages in their one order, run until a quit is asked for
/// (Ctrl+Q, the window's close, SIGINT, SIGTERM, SIGHUP).
///
/// The order is the frame's contract: input is translated, the key router takes the host's
/// keys, the overlays take their pointer input and add the panel's tuning changes, the
/// session driver claims its own input (the timeline, the side labels) and routes the rest,
/// the recording writes what will be stepped, the simulation steps, a requested checkpoint
/// is taken, the frame is drawn and presented, and the watched tuning files are read.
@MainActor
struct FrameLoop {
  let stages: [any FrameStage]
  let requests: FrameRequests

  /// Runs frames until a quit is requested (by a stage or a signal).
  package func run() {
    while !requests.quit, !SignalMonitor.stopRequested.load(ordering: .relaxed) {
      requests.startFrame()
      var frame = HostFrame()
      for stage in stages {
        stage.run(&frame)
        if requests.quit { return }
      }
    }
  }
}

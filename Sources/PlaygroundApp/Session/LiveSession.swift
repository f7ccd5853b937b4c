import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetTuning

/// Runs the playground in a real window at 60 fps: live input, or a recording played back
/// at real speed. Ends on window close, Ctrl+Q, SIGINT or SIGTERM (or the recording's end),
/// then finishes the recording and writes the state snapshot.
@MainActor
struct LiveSession {
  let options: PlaygroundOptions
  /// Frames between looks at the tuning file: a change is in force within half a second.
  static let tuningPollInterval = 30

  func run() throws -> Int32 {
    let font = try FontResolver.resolve(options.fontPath)
    let replay = try options.replayPath.map { path throws(UsageError) in
      try ReplayLoader.load(path: path, font: font)
    }
    let tuningSource = try TuningSource(options: options)
    let tuning = try replay.map { recording throws(UsageError) in
      try SessionFactory.tuning(of: recording, path: options.replayPath ?? "")
    }
    let size = replay?.header.windowSize ?? options.size ?? PlaygroundOptions.defaultSize
    let window = try SDLWindow(title: "Sheet Playground", size: size, font: font)
    let measurer = try TTFTextMeasurer(font: font)
    let playground = SessionFactory.makePlayground(
      size: replay?.header.windowSize ?? window.sizeInPoints,
      safeAreaInsets: replay?.header.safeArea ?? PlaygroundOptions.defaultSafeArea,
      textMeasurer: measurer, tuning: tuning ?? tuningSource.initial)
    let recorder = try options.recordPath.map { path throws(UsageError) in
      try SessionRecorder(
        path: path, playground: playground, scale: window.scale, font: font)
    }
    let overlays = OverlayController(
      size: playground.window.frame.size, textMeasurer: measurer, tuningPath: tuningSource.path)
    var frameTimer = FrameTimer()
    SignalMonitor.install()
    let sessionStart = SDLWindow.ticks()
    var pacer = FramePacer()
    var pointerCaptured = false
    loop: while !SignalMonitor.stopRequested.load(ordering: .relaxed) {
      var input: [InputEvent] = []
      for hostEvent in window.pollEvents(sessionStartTicks: sessionStart) {
        switch hostEvent {
        case .quit: break loop
        case .input(let event): input.append(event)
        }
      }
      var events: [SessionEvent]
      if let replay {
        // Overlay keys still toggle the HUD and plots while a recording plays.
        _ = overlays.route(input, tuning: playground.tuning)
        if playground.frameIndex >= replay.frameCount { break loop }
        events = replay.events(inFrame: playground.frameIndex).map(\.event)
      } else {
        // Overlay keys and the tuning panel's input never reach the app; the panel's
        // changes come back as tuning events, which are recorded.
        events = overlays.route(input, tuning: playground.tuning)
      }
      if replay == nil, playground.frameIndex % Self.tuningPollInterval == 0 {
        let timestamp = Double(SDLWindow.ticks() - sessionStart)
        events += tuningSource.poll(current: playground.tuning).map {
          .tuning($0, timestamp: timestamp)
        }
      }
      try recorder?.record(events, frame: playground.frameIndex)
      var list = playground.step(events)
      overlays.update(
        inspection: playground.inspect(), frameMilliseconds: frameTimer.lap(),
        tuning: playground.tuning)
      overlays.appendDisplayItems(to: &list)
      window.present(list, background: .black)
      let capture = playground.isPointerDown || overlays.isCapturingPointer
      if capture != pointerCaptured {
        pointerCaptured = capture
        window.captureMouse(pointerCaptured)
      }
      if SignalMonitor.takeStateDumpRequest() { try writeState(playground) }
      pacer.waitForNextFrame()
    }
    try recorder?.finish()
    try writeState(playground)
    return 0
  }

  private func writeState(_ playground: Playground) throws {
    guard let path = options.stateOutPath else { return }
    try StateSnapshotJSON.write(playground.snapshot(), to: path)
  }
}

import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetTuning

#if canImport(Glibc)
  import Glibc
#endif

/// Runs the playground in a real window at 60 fps: live input, or a recording played back
/// at real speed. Ends on window close, Ctrl+Q, SIGINT, SIGTERM or SIGHUP (or the
/// recording's end), then finishes the recording and writes the state snapshot; a lost
/// display connection does the same before exiting with status 1.
@MainActor
struct LiveSession {
  let options: PlaygroundOptions
  /// Frames between looks at the tuning file: a change is in force within half a second.
  static let tuningPollInterval = 30

  func run() throws -> PlaygroundMain.Outcome {
    // First, so a signal during start-up ends the session cleanly instead of killing it
    // with a journal just created.
    SignalMonitor.install()
    let font = try FontResolver.resolve(options.fontPath)
    let tuningPath = TuningSource.path(for: options)
    _ = try SessionFiles.check(options, fontPath: font.path, tuningPath: tuningPath)
    let replay = try options.replayPath.map { path throws(UsageError) in
      try ReplayLoader.load(path: path, font: font, allowsLongIdle: options.allowsLongIdle)
    }
    let tuningSource = try TuningSource(path: tuningPath)
    let tuning = try replay.map { recording throws(UsageError) in
      try SessionFactory.tuning(of: recording, path: options.replayPath ?? "")
    }
    let size = replay?.header.windowSize ?? options.size ?? PlaygroundOptions.defaultSize
    // Display libraries print their own lines when there is no display; the error SDL
    // returns is reported as the one line instead.
    let window = try StandardError.silenced { () throws(SDLError) in
      try SDLWindow(title: "Sheet Playground", size: size, font: font)
    }
    window.quitKey = Keymap.playground.quitKey
    let measurer = try TTFTextMeasurer(font: font)
    let playground = SessionFactory.makePlayground(
      size: replay?.header.windowSize ?? window.sizeInPoints,
      safeAreaInsets: replay?.header.safeArea ?? PlaygroundOptions.defaultSafeArea,
      textMeasurer: measurer, tuning: tuning ?? tuningSource.initial)
    let recorder = try options.recordPath.map { path throws(UsageError) in
      try SessionRecorder(
        path: path, playground: playground, scale: window.scale, font: font)
    }
    let outputs = SessionOutputs(
      recorder: recorder, stateOutPath: options.stateOutPath, playground: playground)
    DisplayConnectionMonitor.install {
      let (_, message) = outputs.finish()
      let saved = message.map { "; \($0)" } ?? "; the recording and state were saved"
      StandardError.writeLine(
        "playground: lost the connection to the display (the X server quit or the window "
          + "was killed)\(saved)")
      exit(1)
    }
    let overlays = OverlayController(
      size: playground.window.frame.size, textMeasurer: measurer, tuningPath: tuningSource.path)
    var frameTimer = FrameTimer()
    let sessionStart = SDLWindow.ticks()
    var pacer = FramePacer()
    var pointerCaptured = false
    // The app's last display list: a frame that changed nothing draws it again, without
    // walking the view tree (the renderer then sees an equal frame and skips it too).
    var appList = DisplayList()
    loop: while !SignalMonitor.stopRequested.load(ordering: .relaxed) {
      var input: [InputEvent] = []
      for hostEvent in window.pollEvents(sessionStartTicks: sessionStart) {
        switch hostEvent {
        case .quit: break loop
        case .input(let event): input.append(Self.drawable(event))
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
      outputs.record(events)
      let changed = playground.stepIfChanged(events)
      if let changed { appList = changed }
      var list = appList
      overlays.update(
        appFrameChanged: changed != nil, inspection: { playground.inspect() },
        frameMilliseconds: frameTimer.lap(), tuning: playground.tuning)
      overlays.appendDisplayItems(to: &list)
      window.present(list, background: .black)
      let capture = playground.isPointerDown || overlays.isCapturingPointer
      if capture != pointerCaptured {
        pointerCaptured = capture
        window.captureMouse(pointerCaptured)
      }
      if SignalMonitor.takeStateDumpRequest() { outputs.dumpState() }
      pacer.waitForNextFrame()
    }
    let (failed, message) = outputs.finish()
    return PlaygroundMain.Outcome(exitCode: failed ? 1 : 0, message: message)
  }

  /// A window resized below the smallest drawable size is simulated (and recorded) at that
  /// size, so every recording replays (the reader refuses smaller windows).
  static func drawable(_ event: InputEvent) -> InputEvent {
    guard case .resize(let size) = event.kind else { return event }
    let minimum = RecordingRules.minimumWindowSide
    guard size.width < minimum || size.height < minimum else { return event }
    let clamped = Size(width: max(size.width, minimum), height: max(size.height, minimum))
    return InputEvent(timestamp: event.timestamp, kind: .resize(clamped))
  }
}

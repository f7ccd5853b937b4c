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
    let tuningSource = try TuningSource(path: tuningPath, reducesMotion: options.reducesMotion)
    let compareSides = try options.compare.map { specs throws(UsageError) in
      try ComparisonSides(specs)
    }
    // A side given as a tuning file is watched like `--tuning`: saved edits reach that side.
    let sideSources = compareSides?.sources ?? []
    if let replay, let seek = options.seekFrame, seek > replay.frameCount {
      throw UsageError(
        "--seek \(seek): \(options.replayPath ?? "") has only \(replay.frameCount) frames")
    }
    // A replay shows its timeline under the device (or a compare recording's devices and
    // labels): the window is that much taller.
    let stripHeight = replay == nil ? 0 : TimelineView.height
    let deviceSize = replay?.header.windowSize ?? options.size ?? PlaygroundOptions.defaultSize
    let sideCount = compareSides?.sides.count ?? max(replay?.header.variants.count ?? 1, 1)
    let comparisonLayout =
      sideCount > 1 ? ComparisonLayout(deviceSize: deviceSize, deviceCount: sideCount) : nil
    let displaySize = comparisonLayout?.size ?? deviceSize
    let size = Size(width: displaySize.width, height: displaySize.height + stripHeight)
    // Display libraries print their own lines when there is no display; the error SDL
    // returns is reported as the one line instead.
    let window = try StandardError.silenced { () throws(SDLError) in
      try SDLWindow(title: "Sheet Playground", size: size, font: font)
    }
    window.quitKey = Keymap.playground.quitKey
    let measurer = try TTFTextMeasurer(font: font)
    let timeline = try replay.map { recording throws(UsageError) in
      ReplayTimeline(
        seeker: ReplaySeeker(
          recording: recording,
          makeSession: try SessionFactory.sessionMaker(
            for: recording, path: options.replayPath ?? "", textMeasurer: measurer)),
        startFrame: options.seekFrame)
    }
    let comparison = compareSides.map { compared in
      LiveComparison(
        PlaygroundComparison(
          sides: compared.sides, deviceSize: deviceSize,
          safeAreaInsets: PlaygroundOptions.defaultSafeArea,
          textMeasurer: measurer))
    }
    let session: any SessionSimulation =
      comparison?.comparison ?? timeline?.seeker.current
      ?? SessionFactory.makePlayground(
        size: window.sizeInPoints, safeAreaInsets: PlaygroundOptions.defaultSafeArea,
        textMeasurer: measurer, tuning: tuningSource.initial)
    // The playground the overlays show and the panel edits: in compare mode the selected side.
    var playground = session.inspectedPlayground
    var selection = SideSelection(sideCount: sideCount)
    let recorder = try options.recordPath.map { path throws(UsageError) in
      if let comparison {
        return try SessionRecorder(
          path: path, comparison: comparison.comparison, scale: window.scale, font: font)
      }
      return try SessionRecorder(
        path: path, playground: playground, scale: window.scale, font: font)
    }
    let outputs = SessionOutputs(
      recorder: recorder, stateOutPath: options.stateOutPath, playground: session)
    DisplayConnectionMonitor.install {
      let (_, message) = outputs.finish()
      let saved = message.map { "; \($0)" } ?? "; the recording and state were saved"
      StandardError.writeLine(
        "playground: lost the connection to the display (the X server quit or the window "
          + "was killed)\(saved)")
      exit(1)
    }
    let overlays = OverlayController(
      size: session.displaySize, stripHeight: stripHeight, textMeasurer: measurer,
      tuningPath: tuningSource.path)
    // Save writes the selected side's own file in compare mode, else the session's.
    let sessionSavePath = overlays.tuningPath
    var requestedWindowSize = size
    var frameTimer = FrameTimer()
    let sessionStart = SDLWindow.ticks()
    var pacer = FramePacer()
    var pointerCaptured = false
    let chrome = SessionChrome(
      deviceSize: displaySize, timeline: timeline?.view, textMeasurer: measurer)
    // The app's last display list: a frame that changed nothing draws it again, without
    // walking the view tree (the renderer then sees an equal frame and skips it too).
    var appList = DisplayList()
    loop: while !SignalMonitor.stopRequested.load(ordering: .relaxed) {
      var input: [InputEvent] = []
      for hostEvent in window.pollEvents(sessionStartTicks: sessionStart) {
        switch hostEvent {
        case .quit: break loop
        case .input(let event):
          // The window is the device plus the inspector (and a replay's timeline): the app
          // is told the device's size, and not at all when only the inspector changed.
          guard
            let event = Self.deviceEvent(
              event, inspectorWidth: overlays.inspectorWidth, stripHeight: stripHeight,
              deviceSize: overlays.deviceSize)
          else { continue }
          input.append(Self.drawable(event))
        }
      }
      // F5 never reaches the app or the recording: it asks for a checkpoint after this frame.
      let checkpointRequested = chrome.takeCheckpointKeys(from: &input)
      // Nor does B in compare mode: it selects the other side.
      selection.takeSwitchKeys(from: &input)
      var list: DisplayList
      var appFrameChanged = true
      if let timeline {
        // The timeline's keys and strip first; overlay keys still toggle the HUD and plots.
        if let comparisonLayout {
          selection.takeLabelClicks(from: &input, layout: comparisonLayout)
        }
        timeline.handle(&input, stripTop: displaySize.height)
        _ = overlays.route(input, tuning: playground.tuning)
        selection.apply(to: timeline.seeker.current)
        list = timeline.advance()
        playground = timeline.seeker.current.inspectedPlayground
        outputs.playground = timeline.seeker.current
      } else {
        // Overlay keys and the tuning panel's input never reach the app; the panel's
        // changes come back as tuning events, which are recorded.
        var events = overlays.route(input, tuning: playground.tuning)
        if let comparison {
          // Both sides get the input in device points; the panel's changes go to the
          // selected side, and a side's tuning file's changes to that side.
          selection.apply(to: comparison.comparison)
          events = comparison.route(events)
          selection.select(comparison.comparison.selectedVariant)
          overlays.tuningPath = sideSources[selection.index]?.path ?? sessionSavePath
          if playground.frameIndex % Self.tuningPollInterval == 0 {
            let timestamp = Double(SDLWindow.ticks() - sessionStart)
            for (side, source) in sideSources.enumerated() {
              guard let source else { continue }
              let current = comparison.comparison.variants[side].playground.tuning
              events += source.poll(current: current).map {
                .tuning($0, timestamp: timestamp, variant: side)
              }
            }
          }
        } else if playground.frameIndex % Self.tuningPollInterval == 0 {
          let timestamp = Double(SDLWindow.ticks() - sessionStart)
          events += tuningSource.poll(current: playground.tuning).map {
            .tuning($0, timestamp: timestamp)
          }
        }
        outputs.record(events)
        if let comparison {
          list = session.step(events)
          comparison.recordMotion()
          playground = comparison.comparison.selected
          overlays.comparedMotion = comparison.otherSideMotion
        } else {
          let changed = playground.stepIfChanged(events)
          if let changed { appList = changed }
          appFrameChanged = changed != nil
          list = appList
        }
      }
      if let checkpoint = outputs.frameSimulated(addingCheckpoint: checkpointRequested) {
        chrome.showToast(
          "Checkpoint \u{201C}\(checkpoint.name)\u{201D} at frame \(checkpoint.frame)")
      } else if checkpointRequested {
        chrome.showToast(
          replay == nil
            ? "F5 adds checkpoints when recording (--record FILE)"
            : "F5 adds checkpoints while recording, not in a replay")
      }
      chrome.tick()
      overlays.update(
        appFrameChanged: appFrameChanged, inspection: { playground.inspect() },
        frameMilliseconds: frameTimer.lap(), tuning: playground.tuning)
      overlays.appendDisplayItems(to: &list)
      chrome.appendDisplayItems(to: &list)
      window.present(list, background: .black)
      if overlays.windowSize != requestedWindowSize {
        requestedWindowSize = overlays.windowSize
        window.setSize(requestedWindowSize)
      }
      let capture = session.isPointerDown || overlays.isCapturingPointer
      if capture != pointerCaptured {
        pointerCaptured = capture
        window.captureMouse(pointerCaptured)
      }
      if SignalMonitor.takeStateDumpRequest() { outputs.dumpState() }
      pacer.waitForNextFrame()
    }
    return SessionEnding.outcome(outputs.finish(), windowDestroyed: window.wasDestroyedFromOutside)
  }

  /// A window resize as the device's resize (the window less the inspector and the strip);
  /// nil when the device keeps its size (the inspector opened or closed).
  static func deviceEvent(
    _ event: InputEvent, inspectorWidth: Double, stripHeight: Double, deviceSize: Size
  ) -> InputEvent? {
    guard case .resize(let size) = event.kind else { return event }
    let device = Size(width: size.width - inspectorWidth, height: size.height - stripHeight)
    guard device != deviceSize else { return nil }
    return InputEvent(timestamp: event.timestamp, kind: .resize(device))
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

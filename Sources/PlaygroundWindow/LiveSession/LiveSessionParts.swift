import PlaygroundReplay
import PlaygroundSessions
import PlaygroundStudio
import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetSession

/// The live window's parts, made once: the window, the session driver for the mode, the
/// overlays, the chrome and the key router, and from them the ``FrameLoop``'s stages.
@MainActor
struct LiveSessionParts {
  package let window: SDLWindow
  package let driver: any SessionDriver
  let overlays: OverlayController
  let chrome: SessionChrome
  package let router: KeyRouter
  /// What the router asks about the app's text field (it holds it weakly).
  package let editing: DriverEditing
  let requests = FrameRequests()
  package let inputs: LiveSessionInputs
  let sessionStart: UInt64
  /// Input-to-present latency, `--timing`'s lines, `--exit-after-first-frame`.
  package let timing: PresentTiming

  package init(inputs: LiveSessionInputs, options: PlaygroundOptions) throws {
    self.inputs = inputs
    // Display libraries print their own lines when there is no display; the error SDL
    // returns is reported as the one line instead.
    let scale = LiveSessionInputs.requestedScale(options)
    window = try StandardError.silenced { () throws(SDLError) in
      try SDLWindow(
        title: "Sheet Playground", size: inputs.windowSize, font: inputs.font,
        scale: scale?.scale, requestedBy: scale?.origin)
    }
    if let note = window.scaleNote { StandardError.writeLine("playground: \(note)") }
    // A replay shows its recording's scenes (or none), a live session its own.
    let scenes = inputs.loadedReplay?.scenes ?? inputs.scenes
    var images = try scenes.images(scale: window.scale)
    if let replay = inputs.replay {
      images = try RecordedReloads.images(
        for: replay, path: options.replayPath ?? "", scale: window.scale, adding: images)
    }
    if let images { window.images = images }
    let measurer = try TTFTextMeasurer(font: inputs.font)
    let selection = SideSelection(sideCount: inputs.sideCount)
    let timeline = try Self.makeTimeline(inputs, options: options, measurer: measurer)
    overlays = OverlayController(
      size: inputs.displaySize, stripHeight: inputs.stripHeight, textMeasurer: measurer,
      tuningPath: inputs.tuningSource.path ?? inputs.saveFolder.file(named: "tuning"),
      tuningStore: TuningFileStore())
    overlays.snapshots = inputs.snapshots
    overlays.foldsTuningSections = true
    let clipboard = SystemClipboard()
    overlays.writeClipboard = { text in clipboard.setText(text) }
    driver = Self.makeDriver(
      inputs, options: options, timeline: timeline, selection: selection, overlays: overlays,
      window: window, measurer: measurer)
    chrome = SessionChrome(
      deviceSize: inputs.displaySize, timeline: timeline?.view,
      onionSkin: (driver as? ReplayDriver)?.onionSkin, textMeasurer: measurer)
    router = KeyRouter(isReplaying: timeline != nil)
    editing = DriverEditing(driver: driver)
    router.appEditing = editing
    router.clipboard = clipboard
    sessionStart = SDLWindow.ticks()
    timing = PresentTiming(
      sessionStart: sessionStart, logs: options.logsTiming,
      exitsAfterFirstFrame: options.exitsAfterFirstFrame)
    registerKeys()
  }

  private static func makeTimeline(
    _ inputs: LiveSessionInputs, options: PlaygroundOptions, measurer: TTFTextMeasurer
  ) throws -> ReplayTimeline? {
    try inputs.loadedReplay.map { loaded throws(UsageError) in
      ReplayTimeline(
        seeker: ReplaySeeker(
          recording: loaded.recording,
          makeSession: try SessionFactory.sessionMaker(
            for: loaded.recording, path: options.replayPath ?? "",
            setup: loaded.setup(measurer: measurer, screens: inputs.hostScreens))),
        startFrame: options.seekFrame)
    }
  }

  private static func makeDriver(
    _ inputs: LiveSessionInputs, options: PlaygroundOptions, timeline: ReplayTimeline?,
    selection: SideSelection, overlays: OverlayController, window: SDLWindow,
    measurer: TTFTextMeasurer
  ) -> any SessionDriver {
    if let timeline, let loaded = inputs.loadedReplay {
      return ReplayDriver(
        timeline: timeline, selection: selection, comparisonLayout: inputs.comparisonLayout,
        stripTop: inputs.displaySize.height, overlays: overlays,
        replayPath: options.replayPath ?? "",
        setup: loaded.setup(measurer: measurer, screens: inputs.hostScreens),
        tuningSource: inputs.tuningSource.isNamed ? inputs.tuningSource : nil)
    }
    if let compared = inputs.compareSides {
      let comparison = PlaygroundComparison(
        sides: compared.sides, deviceSize: inputs.deviceSize,
        safeAreaInsets: options.safeArea, textMeasurer: measurer, style: options.deviceStyle,
        rate: inputs.rate, inputDelay: inputs.inputDelay, screens: inputs.screens,
        sideScreens: inputs.scenes.sideScreens)
      comparison.setContentSizeCategory(inputs.textSize)
      return ComparisonDriver(
        live: LiveComparison(comparison), selection: selection,
        sideSources: compared.sources, sideLabels: compared.sides.map(\.label),
        saveFolder: inputs.saveFolder, overlays: overlays,
        scenes: watchedScenes(inputs, window: window))
    }
    let playground = SessionFactory.makePlayground(
      size: window.sizeInPoints, safeAreaInsets: options.safeArea,
      textMeasurer: measurer, tuning: inputs.tuningSource.initial, style: options.deviceStyle,
      rate: inputs.rate, textSize: inputs.textSize, screens: inputs.screens)
    return SingleDeviceDriver(
      playground: playground, tuningSource: inputs.tuningSource,
      scenes: watchedScenes(inputs, window: window))
  }

  /// The session's watched scenes, each with the side its reloads go to: `--scene` for
  /// every side (or the one device), or, when side B has its own (`--scene-b`), for side A
  /// alone, and side B's for B. The default scene is not watched: its recordings name no
  /// scene and replay with the screens in code.
  private static func watchedScenes(_ inputs: LiveSessionInputs, window: SDLWindow)
    -> WatchedScenes
  {
    var watchers: [(watcher: SceneWatcher, variant: Int?)] = []
    if let scene = inputs.scene, !scene.isDefault {
      watchers.append(
        (makeSceneWatcher(scene, side: nil, window: window), inputs.sceneB == nil ? nil : 0))
    }
    if let sceneB = inputs.sceneB {
      watchers.append((makeSceneWatcher(sceneB, side: 1, window: window), 1))
    }
    return WatchedScenes(watchers)
  }

  /// Watches `scene`; a reload's images join the window's library under the names the
  /// reload's number gives them on `side` (nil: a side without a scene of its own).
  private static func makeSceneWatcher(_ scene: LiveScene, side: Int?, window: SDLWindow)
    -> SceneWatcher
  {
    SceneWatcher(scene: scene.file) { [window] file, number throws(UsageError) in
      // The reload before the last may still be on show (the new root waits for a
      // transition); older ones cannot be, and their images go.
      window.images = window.images
        .removing(prefix: SceneReload.imagePrefix(reload: number - 2, side: side))
        .merging(
          try file.images(scale: window.scale),
          prefix: SceneReload.imagePrefix(reload: number, side: side))
    }
  }

  /// The session's own keys (quit, checkpoint), the overlays' and the driver's.
  private func registerKeys() {
    router.register(.quit) { [requests] in requests.requestQuit() }
    requests.askBeforeQuit = { [overlays] quit in
      guard overlays.hasUnsavedTuning else { return quit() }
      overlays.askBeforeQuit(quit: quit)
    }
    router.register(.addCheckpoint) { [requests] in requests.checkpoint = true }
    overlays.registerKeys(with: router)
    driver.registerKeys(with: router)
  }

  /// The recording (when `--record` asks for one) and the state output.
  func makeOutputs(
    recordPath: String?, stateOutPath: String?, font: FontFile, force: Bool = false
  ) throws -> SessionOutputs {
    let recorder = try recordPath.map { [inputs] path throws(UsageError) in
      let scene = inputs.scene?.recorded(forRecordingAt: path)
      if let comparison = (driver as? ComparisonDriver)?.live.comparison {
        return try SessionRecorder(
          path: path, comparison: comparison, scale: window.scale, font: font, scene: scene,
          sideBScene: inputs.sceneB?.recorded(forRecordingAt: path))
      }
      return try SessionRecorder(
        path: path, playground: driver.inspected, scale: window.scale, font: font,
        scene: scene, replacesFrames: force)
    }
    return SessionOutputs(
      recorder: recorder, stateOutPath: stateOutPath, playground: driver.simulation)
  }

  /// The frame, in its one order (see ``FrameLoop``).
  func frameLoop(outputs: SessionOutputs) -> FrameLoop {
    let routing = SessionRoutingStage(driver: driver)
    let pacing = FramePacing()
    let stages: [any FrameStage] = [
      CatchUpStage(pacing: pacing, outputs: outputs, driver: driver),
      InputTranslationStage(
        window: window, overlays: overlays, requests: requests,
        stripHeight: inputs.stripHeight, sessionStart: sessionStart),
      HostCommandStage(router: router),
      OverlayStage(overlays: overlays, driver: driver),
      routing,
      RecordingStage(outputs: outputs, driver: driver),
      SimulationStage(driver: driver),
      CheckpointStage(outputs: outputs, driver: driver, chrome: chrome, requests: requests),
      SessionStatusStage(
        window: window, overlays: overlays, outputs: outputs, driver: driver, timing: timing,
        pacing: pacing),
      DrawStage(overlays: overlays, chrome: chrome, driver: driver, pacing: pacing),
      PresentStage(
        window: window, overlays: overlays, driver: driver, outputs: outputs,
        windowSize: inputs.windowSize,
        minimum: WindowMinimum(
          startDevice: inputs.displaySize,
          deviceFollowsWindow: inputs.replay == nil && inputs.compareSides == nil,
          stripHeight: inputs.stripHeight),
        timing: timing, requests: requests, chrome: chrome, pacing: pacing),
      FileWatchStage(
        driver: driver, routing: routing, pacing: pacing, sessionStart: sessionStart),
    ]
    return FrameLoop(stages: stages, requests: requests)
  }
}

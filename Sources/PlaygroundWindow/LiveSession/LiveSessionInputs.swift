import PlaygroundReplay
import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetSession

/// Everything a live session reads before its window opens, checked first so a bad argument
/// or file is refused in one line before anything is created: the font, the tuning file,
/// a recording to replay, the sides to compare, and the window's size.
@MainActor
struct LiveSessionInputs {
  package let font: FontFile
  let tuningSource: TuningSource
  /// The session's scene (`--scene`, or the playground's own file), and the screens a live
  /// playground builds: the scene's, else the host's.
  package let scene: LiveScene?
  package let screens: ScreenSource
  /// The app's own screens (the playground's, or a host app's root): what a replayed
  /// recording that names no scene shows.
  package let hostScreens: ScreenSource
  /// Side B's own scene in a compare session (`--scene-b`).
  let sceneB: LiveScene?
  /// `--replay FILE` with the scenes its header names.
  package let loadedReplay: LoadedRecording?
  /// The recording `--replay` names.
  package var replay: Recording? { loadedReplay?.recording }
  let compareSides: ComparisonSides?
  /// The device's size in points (a replay's is its recording's).
  package let deviceSize: Size
  /// How many devices the window shows side by side.
  package let sideCount: Int
  /// Where Save writes a tuning that came from no file.
  package let saveFolder: SaveFolder
  /// Steps per second: `--hz`, a replay's recording's, else 60.
  package let rate: SimulationRate
  /// A comparison's lagging side (`--input-delay`, side B).
  package let inputDelay: InputDelay
  /// The reader's text size the session starts at (`--text-size`).
  package let textSize: ContentSizeCategory
  /// The session's named snapshots (the panel's, and `--compare`'s names).
  package let snapshots: TuningSnapshots

  package init(options: PlaygroundOptions, hostScreens: ScreenSource) throws {
    font = try FontResolver.resolve(options.fontPath, replaying: options.replayPath)
    // A replay takes a tuning file only when named: it forks the replay (what-if replay).
    let tuningPreset = try TuningSource.preset(for: options)
    let tuningPath =
      options.replayPath == nil || tuningPreset != nil
      ? TuningSource.path(for: options) : options.tuningPath
    scene = try LiveScene.load(options, hostScreens: hostScreens)
    screens = scene?.file.screens ?? hostScreens
    self.hostScreens = hostScreens
    sceneB = try LiveScene.loadSideB(options)
    loadedReplay = try options.replayPath.map { [font] path throws(UsageError) in
      try ReplayLoader.load(path: path, font: font, allowsLongIdle: options.allowsLongIdle)
    }
    let replay = loadedReplay?.recording
    // Every file read is known before any output is checked: no output may replace one.
    let sceneInputs =
      (scene.map { [("--scene", $0.file)] } ?? []) + (sceneB.map { [("--scene-b", $0.file)] } ?? [])
      + (loadedReplay?.scenes.inputs(role: "--replay's scene") ?? [])
    _ = try SessionFiles.check(
      options, fontPath: font.path, tuningPath: tuningPath, scenes: sceneInputs)
    tuningSource = try TuningSource(
      path: tuningPath, preset: tuningPreset, reducesMotion: options.reducesMotion,
      reducesTransparency: options.reducesTransparency)
    saveFolder = try SaveFolder(directory: options.saveFolder)
    snapshots = TuningSnapshots.forSession(tuningPath: tuningPath, saveFolder: saveFolder)
    compareSides = try options.compare.map { [snapshots] specs throws(UsageError) in
      try ComparisonSides(specs, snapshots: snapshots)
    }
    if options.saveFolder != nil, options.compare == nil, tuningPath != nil {
      throw UsageError("--save-to is for a tuning from no file: Save writes --tuning's file")
    }
    if let replay, let seek = options.seekFrame, seek > replay.frameCount {
      throw UsageError(
        "--seek \(seek): \(options.replayPath ?? "") has only \(replay.frameCount) frames")
    }
    deviceSize =
      replay?.header.windowSize ?? options.size ?? options.device?.size
      ?? PlaygroundOptions.defaultSize
    textSize = options.textSize ?? .standard
    sideCount = compareSides?.sides.count ?? max(replay?.header.variants.count ?? 1, 1)
    rate = replay?.header.rate ?? options.rate ?? .standard
    inputDelay = InputDelay(milliseconds: options.inputDelayMilliseconds ?? 0)
  }

  /// The pixels per point asked for and what asked: `--scale`, else the device preset's,
  /// else nil (the display's). A replay asks only when told: its recording's scale was the
  /// live display's.
  static func requestedScale(_ options: PlaygroundOptions) -> (scale: Int, origin: String)? {
    if let scale = options.scale { return (Int(scale), "--scale \(Int(scale))") }
    return options.device.map { ($0.scale, "--device \($0.name)") }
  }

  /// Every scene the live session shows, side B's own under its side's image names.
  package var scenes: SessionScenes {
    SessionScenes(common: scene?.file, sides: sceneB.map { [1: $0.file] } ?? [:])
  }

  /// Two or more devices side by side with their label strip; nil for one device.
  var comparisonLayout: ComparisonLayout? {
    sideCount > 1 ? ComparisonLayout(deviceSize: deviceSize, deviceCount: sideCount) : nil
  }

  /// The devices (and labels) without a replay's strip.
  package var displaySize: Size { comparisonLayout?.size ?? deviceSize }

  /// A replay shows its timeline under the device (or a compare recording's devices and
  /// labels): the window is that much taller.
  package var stripHeight: Double { replay == nil ? 0 : TimelineView.height }

  /// The window's size when it opens.
  package var windowSize: Size {
    Size(width: displaySize.width, height: displaySize.height + stripHeight)
  }
}

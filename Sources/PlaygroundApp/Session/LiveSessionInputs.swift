import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens

#if canImport(Glibc)
  import Glibc
#endif

/// Everything a live session reads before its window opens, checked first so a bad argument
/// or file is refused in one line before anything is created: the font, the tuning file,
/// a recording to replay, the sides to compare, and the window's size.
@MainActor
struct LiveSessionInputs {
  let font: FontFile
  let tuningSource: TuningSource
  let replay: Recording?
  let compareSides: ComparisonSides?
  /// The device's size in points (a replay's is its recording's).
  let deviceSize: Size
  /// How many devices the window shows side by side.
  let sideCount: Int
  /// Where Save writes a tuning that came from no file.
  let saveFolder: SaveFolder

  init(options: PlaygroundOptions) throws {
    font = try FontResolver.resolve(options.fontPath)
    let tuningPath = TuningSource.path(for: options)
    _ = try SessionFiles.check(options, fontPath: font.path, tuningPath: tuningPath)
    if let scenePath = options.scenePath {
      try SceneRegistry.installLive(path: scenePath)
    } else if options.replayPath == nil, SessionFactory.screens.isPlaygroundOwn,
      access(SceneRegistry.defaultPath, F_OK) == 0
    {
      try SceneRegistry.installLive(path: SceneRegistry.defaultPath, isDefault: true)
    }
    replay = try options.replayPath.map { [font] path throws(UsageError) in
      try ReplayLoader.load(path: path, font: font, allowsLongIdle: options.allowsLongIdle)
    }
    tuningSource = try TuningSource(path: tuningPath, reducesMotion: options.reducesMotion)
    saveFolder = try SaveFolder(directory: options.saveFolder)
    compareSides = try options.compare.map { specs throws(UsageError) in
      try ComparisonSides(specs)
    }
    if options.saveFolder != nil, options.compare == nil, options.tuningPath != nil {
      throw UsageError("--save-to is for a tuning from no file: Save writes --tuning's file")
    }
    if let replay, let seek = options.seekFrame, seek > replay.frameCount {
      throw UsageError(
        "--seek \(seek): \(options.replayPath ?? "") has only \(replay.frameCount) frames")
    }
    deviceSize = replay?.header.windowSize ?? options.size ?? PlaygroundOptions.defaultSize
    sideCount = compareSides?.sides.count ?? max(replay?.header.variants.count ?? 1, 1)
  }

  /// Two or more devices side by side with their label strip; nil for one device.
  var comparisonLayout: ComparisonLayout? {
    sideCount > 1 ? ComparisonLayout(deviceSize: deviceSize, deviceCount: sideCount) : nil
  }

  /// The devices (and labels) without a replay's strip.
  var displaySize: Size { comparisonLayout?.size ?? deviceSize }

  /// A replay shows its timeline under the device (or a compare recording's devices and
  /// labels): the window is that much taller.
  var stripHeight: Double { replay == nil ? 0 : TimelineView.height }

  /// The window's size when it opens.
  var windowSize: Size {
    Size(width: displaySize.width, height: displaySize.height + stripHeight)
  }
}

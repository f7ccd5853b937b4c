import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import SheetTuning

/// Builds the playground the same way for a live window, a replay and a test, so all three
/// run the same thing.
@MainActor
public enum SessionFactory {
  /// The screens of the app running this command: the playground's own, or a host app's
  /// root (`PlaygroundHost`). Bound for one command by
  /// ``PlaygroundMain/execute(_:screens:)`` and read-only within it: a replay, a seek and
  /// `playground test` make sessions of their own deep inside the command, and a recording
  /// that names no scene replays against these. Nothing sets it for the process, so a test
  /// that runs a command with other screens restores nothing. A live session's screens (a
  /// `--scene` file's) are passed to it, never put here.
  @TaskLocal public static var hostScreens = ScreenSource.playground

  public static func makePlayground(
    size: Size, safeAreaInsets: EdgeInsets, textMeasurer: TextMeasuring, tuning: Tuning = .seed,
    style: DeviceStyle = .standard, rate: SimulationRate = .standard,
    textSize: ContentSizeCategory = .standard, screens: ScreenSource = hostScreens
  ) -> Playground {
    let playground = Playground(
      size: size, safeAreaInsets: safeAreaInsets, textMeasurer: textMeasurer, tuning: tuning,
      style: style, rate: rate, screens: screens)
    playground.runtime.setContentSizeCategory(textSize, animated: false)
    return playground
  }

  /// What replays `recording`: its one playground, or for a compare recording both sides,
  /// each with the tuning its header names.
  public static func makeSession(
    for recording: Recording, path: String, textMeasurer: TextMeasuring
  ) throws(UsageError) -> any SessionSimulation {
    try sessionMaker(for: recording, path: path, textMeasurer: textMeasurer)()
  }

  /// Makes fresh sessions for `recording` (``makeSession(for:path:textMeasurer:)``), its
  /// header's tunings checked once, now: time travel makes a new session for every seek
  /// back past its parked ones.
  public static func sessionMaker(
    for recording: Recording, path: String, textMeasurer: TextMeasuring
  ) throws(UsageError) -> () -> any SessionSimulation {
    let header = recording.header
    // A recording read without ReplayLoader (tests, tools) still gets the scene it names,
    // from beside it: never the playground's screens in its place.
    if !SceneRegistry.isLoaded(for: recording) {
      try SceneRegistry.load(for: recording, path: path, mismatch: .warn)
    }
    let scenes = SceneRegistry.scenes(for: header)
    let screens = scenes.screens(host: hostScreens)
    guard header.isComparison else {
      let tuning = try tuning(of: recording, path: path)
      return {
        makePlayground(
          size: header.windowSize, safeAreaInsets: header.safeArea, textMeasurer: textMeasurer,
          tuning: tuning, style: header.style, rate: header.rate, textSize: header.textSize,
          screens: screens)
      }
    }
    var sides: [(label: String, tuning: Tuning)] = []
    for (index, variant) in header.variants.enumerated() {
      do {
        sides.append(
          (
            variant.label,
            try Tuning(preset: variant.tuningPreset, overrides: variant.tuningOverrides)
          ))
      } catch {
        throw UsageError("\(path):1: variants[\(index)].tuning: \(error.description)")
      }
    }
    return {
      let comparison = PlaygroundComparison(
        sides: sides, deviceSize: header.windowSize, safeAreaInsets: header.safeArea,
        textMeasurer: textMeasurer, style: header.style, rate: header.rate,
        inputDelay: header.inputDelay, screens: screens, sideScreens: scenes.sideScreens,
        ownSceneSides: Set(header.variants.indices.filter { header.variants[$0].scene != nil }))
      comparison.setContentSizeCategory(header.textSize)
      return comparison
    }
  }

  /// The tuning a recording was made with, from its header.
  public static func tuning(of recording: Recording, path: String) throws(UsageError) -> Tuning {
    do {
      return try Tuning(
        preset: recording.header.tuningPreset, overrides: recording.header.tuningOverrides)
    } catch {
      throw UsageError("\(path):1: tuning: \(error.description)")
    }
  }
}

import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import SheetTuning

/// Builds the playground the same way for a live window, a replay and a test, so all three
/// run the same thing.
@MainActor
public enum SessionFactory {
  /// A playground showing `screens` (the playground's own unless a host app or a scene
  /// passes its own), set up as a live window or a replay's header says.
  public static func makePlayground(
    size: Size, safeAreaInsets: EdgeInsets, textMeasurer: TextMeasuring, tuning: Tuning = .seed,
    style: DeviceStyle = .standard, rate: SimulationRate = .standard,
    textSize: ContentSizeCategory = .standard, screens: ScreenSource = .playground
  ) -> Playground {
    let playground = Playground(
      size: size, safeAreaInsets: safeAreaInsets, textMeasurer: textMeasurer, tuning: tuning,
      style: style, rate: rate, screens: screens)
    playground.runtime.setContentSizeCategory(textSize, animated: false)
    return playground
  }

  /// What replays `recording` (read from `path`, which errors name): its one playground,
  /// or for a compare recording both sides, each with the tuning its header names.
  package static func makeSession(
    for recording: Recording, path: String, setup: ReplaySetup
  ) throws(UsageError) -> any SessionSimulation {
    try sessionMaker(for: recording, path: path, setup: setup)()
  }

  /// ``makeSession(for:path:setup:)`` against the playground's own screens, with the scenes
  /// the header names loaded from beside `path`: for tests and tools that read a recording
  /// without ``ReplayLoader``.
  public static func makeSession(
    for recording: Recording, path: String, textMeasurer: TextMeasuring
  ) throws(UsageError) -> any SessionSimulation {
    let scenes = try SceneLoader.load(for: recording, path: path, mismatch: .warn)
    return try makeSession(
      for: recording, path: path, setup: ReplaySetup(measurer: textMeasurer, scenes: scenes))
  }

  /// Makes fresh sessions for `recording` (``makeSession(for:path:setup:)``), its header's
  /// tunings checked once, now: time travel makes a new session for every seek back past its
  /// parked ones.
  package static func sessionMaker(
    for recording: Recording, path: String, setup: ReplaySetup
  ) throws(UsageError) -> () -> any SessionSimulation {
    let header = recording.header
    guard header.isComparison else {
      return sessionMaker(
        for: header, tunings: [try tuning(of: recording, path: path)], setup: setup)
    }
    var tunings: [Tuning] = []
    for (index, variant) in header.variants.enumerated() {
      do {
        tunings.append(try Tuning(preset: variant.tuningPreset, overrides: variant.tuningOverrides))
      } catch {
        throw UsageError("\(path):1: variants[\(index)].tuning: \(error.description)")
      }
    }
    return sessionMaker(for: header, tunings: tunings, setup: setup)
  }

  /// Makes fresh sessions set up as `header` says (device, style, rate, text size, input
  /// delay, each side's own scene) with `tunings` (one, or one per side): a recording's own,
  /// or a what-if fork's edited ones.
  package static func sessionMaker(
    for header: RecordingHeader, tunings: [Tuning], setup: ReplaySetup
  ) -> () -> any SessionSimulation {
    let textMeasurer = setup.measurer
    let screens = setup.commonScreens
    guard header.isComparison else {
      return {
        makePlayground(
          size: header.windowSize, safeAreaInsets: header.safeArea, textMeasurer: textMeasurer,
          tuning: tunings[0], style: header.style, rate: header.rate, textSize: header.textSize,
          screens: screens)
      }
    }
    let sides = zip(header.variants, tunings).map { (label: $0.label, tuning: $1) }
    let sideScreens = setup.scenes.sideScreens
    return {
      let comparison = PlaygroundComparison(
        sides: sides, deviceSize: header.windowSize, safeAreaInsets: header.safeArea,
        textMeasurer: textMeasurer, style: header.style, rate: header.rate,
        inputDelay: header.inputDelay, screens: screens, sideScreens: sideScreens,
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

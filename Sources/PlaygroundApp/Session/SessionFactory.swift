import SheetEngine
import SheetPlayback
import SheetScreens

/// Builds the engine's runtime with the playground's screens, the same way for a live
/// window, a replay and a test, so all three run the same thing.
@MainActor
public enum SessionFactory {
  public static func makeRuntime(
    size: Size, safeAreaInsets: EdgeInsets, textMeasurer: TextMeasuring, tuning: Tuning = .seed
  ) -> Runtime {
    Runtime(
      size: size, safeAreaInsets: safeAreaInsets, textMeasurer: textMeasurer,
      rootViewController: PlaygroundScreens.makeRoot(), tuning: tuning)
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

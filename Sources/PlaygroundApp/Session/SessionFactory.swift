import SheetEngine
import SheetPlayback
import SheetScreens
import SheetTuning

/// Builds the playground the same way for a live window, a replay and a test, so all three
/// run the same thing.
@MainActor
public enum SessionFactory {
  public static func makePlayground(
    size: Size, safeAreaInsets: EdgeInsets, textMeasurer: TextMeasuring, tuning: Tuning = .seed
  ) -> Playground {
    Playground(
      size: size, safeAreaInsets: safeAreaInsets, textMeasurer: textMeasurer, tuning: tuning)
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

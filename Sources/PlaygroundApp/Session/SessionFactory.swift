import SheetEngine
import SheetScreens

/// Builds the engine's runtime with the playground's screens, the same way for a live
/// window, a replay and a test, so all three run the same thing.
@MainActor
public enum SessionFactory {
  public static func makeRuntime(
    size: Size, safeAreaInsets: EdgeInsets, textMeasurer: TextMeasuring
  ) -> Runtime {
    Runtime(
      size: size, safeAreaInsets: safeAreaInsets, textMeasurer: textMeasurer,
      rootViewController: PlaygroundScreens.makeRoot())
  }
}

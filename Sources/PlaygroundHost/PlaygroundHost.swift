import PlaygroundCommandLine
@_exported import SheetEngine
import SheetScreens

/// The playground's host around your own screens: the SDL window with the studio,
/// `--record`, `--replay` (in the window or `--headless`) and `playground test`, all with a
/// root view controller you make. A recording made in the window replays against the same
/// root, frame for frame, so it is a test of your screen.
///
/// ```swift
/// import PlaygroundHost
///
/// exit(PlaygroundHost.run(Array(CommandLine.arguments.dropFirst())) { MyRootViewController() })
/// ```
///
/// Each call's root holds for that call only (a replay, a seek and the test runner inside it
/// build sessions of their own, and all use it); the engine is re-exported, so
/// `import PlaygroundHost` is enough to write the screens.
@MainActor
public enum PlaygroundHost {
  /// Runs the `playground` command line with `root` as the first screen and returns its exit
  /// code: 0 success, 2 bad arguments or input (one line on stderr), 1 anything else.
  /// `arguments` are those after the program's name (`--record FILE`, `--replay FILE`,
  /// `test PATH`, ...; README, "Command line").
  public static func run(
    _ arguments: [String], root: @escaping @MainActor @Sendable () -> ViewController
  ) -> Int32 {
    PlaygroundMain.run(arguments, screens: ScreenSource { _ in root() })
  }

  /// Replays each recording (a `.jsonl` file or a folder of them) headless against `root`
  /// and judges it as `playground test` does: every checkpoint's state, then the per-frame
  /// digests. `options` are `playground test`'s (`--junit FILE`, `--force`, ...).
  public static func test(
    _ paths: [String], options: [String] = [],
    root: @escaping @MainActor @Sendable () -> ViewController
  ) -> TestOutcome {
    let outcome = PlaygroundMain.execute(
      ["test"] + paths + options, screens: ScreenSource { _ in root() })
    return TestOutcome(exitCode: outcome.exitCode, message: outcome.message)
  }

  /// How ``test(_:options:root:)`` ended.
  public struct TestOutcome: Equatable, Sendable {
    /// 0 every recording passed; 1 one failed (the summary on stdout says which and how);
    /// 2 a recording could not be read.
    public var exitCode: Int32
    /// The one-line reason when the run could not start (exit code 2).
    public var message: String?

    /// Whether every recording passed.
    public var passed: Bool { exitCode == 0 }
  }
}

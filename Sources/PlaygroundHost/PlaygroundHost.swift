// The options the calls take and the results they return are these modules' public types.
@_exported import PlaygroundReplay
@_exported import PlaygroundSessions
import PlaygroundWindow
@_exported import SheetEngine
import SheetScreens

/// The playground's host around your own screens, as typed calls: the SDL window with the
/// studio, recording and replay, and the recording test runner, each with a root view
/// controller you make. A recording made in the window replays against the same root, frame
/// for frame, so it is a test of your screen.
///
/// ```swift
/// import PlaygroundHost
///
/// var options = PlaygroundOptions()
/// options.recordPath = "session.jsonl"
/// let outcome = try PlaygroundHost.run(options) { MyRootViewController() }
///
/// let results = try PlaygroundHost.test(RecordingTestOptions(paths: ["Recordings"])) {
///   MyRootViewController()
/// }
/// for recording in results.recordings where !recording.passed {
///   print(recording.name, recording.firstDifferentFrame ?? -1, recording.failure ?? "")
/// }
/// ```
///
/// Each call's root holds for that call only (a replay, a seek and the test runner inside it
/// build sessions of their own, and all use it); the engine is re-exported, so
/// `import PlaygroundHost` is enough to write the screens. The `playground` command line
/// (`PlaygroundCommandLine`) is one client of this API.
@MainActor
public enum PlaygroundHost {
  /// Runs one session with `root` as the first screen: the window (live, or replaying
  /// `options.replayPath`), or with `options.headless` a replay without a window. Throws
  /// ``UsageError`` for bad options or unreadable input (the command line's exit code 2).
  public static func run(
    _ options: PlaygroundOptions, root: @escaping @MainActor @Sendable () -> ViewController
  ) throws -> RunOutcome {
    try run(options, screens: ScreenSource { _ in root() })
  }

  /// ``run(_:root:)`` with the screens of a ``ScreenSource`` (the playground's own, or a
  /// host app's).
  public static func run(_ options: PlaygroundOptions, screens: ScreenSource) throws -> RunOutcome {
    if options.headless {
      return RunOutcome(exitCode: try HeadlessReplay(options: options, screens: screens).run())
    }
    return try LiveSession(options: options, screens: screens).run()
  }

  /// Replays each recording of `options.paths` (a `.jsonl` file or a folder of them)
  /// headless against `root` and judges it as `playground test` does: every checkpoint's
  /// state, then the per-frame digests. The summary is printed as the command prints it; the
  /// verdicts come back as values. Throws ``UsageError`` when a recording cannot be read.
  public static func test(
    _ options: RecordingTestOptions, root: @escaping @MainActor @Sendable () -> ViewController
  ) throws -> RecordingTestResults {
    try RecordingTestSuite.run(options, screens: ScreenSource { _ in root() })
  }
}

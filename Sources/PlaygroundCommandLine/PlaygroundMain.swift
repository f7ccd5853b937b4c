import Foundation
import PlaygroundHost
import PlaygroundReplay
import PlaygroundSessions
import PlaygroundWindow
import SheetFiles
import SheetPlayback
import SheetSDL
import SheetScene
import SheetScreens

/// The `playground` command: parses arguments, runs a live or headless session, and maps
/// failures to exit codes (2 for bad arguments or unreadable input, 1 for anything else),
/// always as one line on stderr (a live session that ends with a failure it already reported
/// exits with 1 and adds nothing).
@MainActor
public enum PlaygroundMain {
  /// `screens` are the app's own: the playground's, or a host app's root; every session the
  /// command makes shows them unless a scene file or a recording's header names others.
  ///
  /// As the program's entry it is also what `playground test --jobs` starts its workers
  /// with: this executable, run again as `test --worker`.
  public static func run(_ arguments: [String], screens: ScreenSource = .playground) -> Int32 {
    RecordingTestSuite.workerExecutable = try? FileManager.default.destinationOfSymbolicLink(
      atPath: "/proc/self/exe")
    var outcome = execute(arguments, screens: screens)
    // What went to standard output must have reached it: a full disk or a closed pipe
    // behind `>` is a failed run, said once, not a silent exit 0.
    if let failure = StandardOutputCheck.failure(), outcome.exitCode == 0 {
      outcome = RunOutcome(exitCode: 1, message: "standard output: \(failure)")
    }
    if let message = outcome.message { StandardError.writeLine("playground: \(message)") }
    return outcome.exitCode
  }

  /// Runs the command line with `root` as the first screen: an app's own executable is the
  /// `playground` command around its screens (`--record FILE`, `--replay FILE`, `test PATH`).
  public static func run(
    _ arguments: [String], root: @escaping @MainActor @Sendable () -> ViewController
  ) -> Int32 {
    run(arguments, screens: ScreenSource { _ in root() })
  }

  /// What a run ends with (``RunOutcome``).
  public typealias Outcome = RunOutcome

  /// Runs the command without printing its failure, for tests; every session it makes
  /// shows `screens` unless a scene file or a recording's header names other screens.
  public static func execute(
    _ arguments: [String], screens: ScreenSource = .playground
  ) -> Outcome {
    do {
      // Commands that run without polling for signals remove their temporary files (and
      // stop ffmpeg) when one ends them; the window polls for them instead.
      if ["shrink", "test", "fuzz"].contains(arguments.first) || arguments.contains("--headless") {
        InterruptCleanup.install()
      }
      if arguments.first == "shrink" {
        return Outcome(
          exitCode: try RecordingShrinkCommand.run(arguments.dropFirst(), screens: screens))
      }
      if arguments.first == "fuzz" {
        return Outcome(exitCode: try FuzzCommand.run(arguments.dropFirst()))
      }
      if arguments.first == "export" {
        return Outcome(exitCode: try TuningExportCommand.run(arguments.dropFirst()))
      }
      if arguments.first == "tuning" {
        return Outcome(exitCode: try TuningKeysCommand.run(arguments.dropFirst()))
      }
      if arguments.first == "scene-schema" {
        if arguments.count == 2, ["--help", "-h"].contains(arguments[1]) {
          print("Usage: playground scene-schema\n\n" + GuideReference.sceneSchemaHelp)
          return Outcome(exitCode: 0)
        }
        guard arguments.count == 1 else {
          throw UsageError("scene-schema takes no arguments (it prints the scenes' JSON Schema)")
        }
        print(SceneSchema.text, terminator: "")
        return Outcome(exitCode: 0)
      }
      if arguments.first == "test" {
        return Outcome(
          exitCode: try RecordingTestCommand.run(
            arguments.dropFirst(), program: programName, screens: screens))
      }
      let options = try ArgumentParser.parse(arguments)
      if options.showHelp {
        print(ArgumentParser.helpText)
        return Outcome(exitCode: 0)
      }
      return try PlaygroundHost.run(options, screens: screens)
    } catch let error as UsageError {
      return failure(error.description, code: 2)
    } catch let error as RecordingError {
      return failure(error.description, code: 2)
    } catch let error as SDLError {
      return failure(error.description, code: isMissingInput(error) ? 2 : 1)
    } catch {
      return failure("\(error)", code: 1)
    }
  }

  /// How the user ran this program, for commands printed back to them.
  static var programName: String {
    CommandLine.arguments.first.map { $0.isEmpty ? "playground" : $0 } ?? "playground"
  }

  /// A missing display is the user's environment, not a bug: exit 2 like other bad input.
  private static func isMissingInput(_ error: SDLError) -> Bool {
    error.description.contains("no display")
  }

  /// The message as one safe line (control characters escaped, length capped).
  private static func failure(_ message: String, code: Int32) -> Outcome {
    Outcome(exitCode: code, message: DiagnosticText.line(message))
  }
}

import SheetPlayback
import SheetSDL

#if canImport(Glibc)
  import Glibc
#endif

/// The `playground` command: parses arguments, runs a live or headless session, and maps
/// failures to exit codes (2 for bad arguments or unreadable input, 1 for anything else),
/// always as one line on stderr.
@MainActor
public enum PlaygroundMain {
  public static func run(_ arguments: [String]) -> Int32 {
    do {
      let options = try ArgumentParser.parse(arguments)
      if options.showHelp {
        print(ArgumentParser.helpText)
        return 0
      }
      if options.headless { return try HeadlessReplay(options: options).run() }
      return try LiveSession(options: options).run()
    } catch let error as UsageError {
      return fail(error.description, code: 2)
    } catch let error as RecordingError {
      return fail(error.description, code: 2)
    } catch let error as SDLError {
      return fail(error.description, code: isMissingInput(error) ? 2 : 1)
    } catch {
      return fail("\(error)", code: 1)
    }
  }

  /// A missing display is the user's environment, not a bug: exit 2 like other bad input.
  private static func isMissingInput(_ error: SDLError) -> Bool {
    error.description.contains("no display")
  }

  private static func fail(_ message: String, code: Int32) -> Int32 {
    let line = message.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    fputs("playground: \(line)\n", stderr)
    return code
  }
}

import Foundation
import PlaygroundReplay
import PlaygroundSessions
import SheetEngine
import SheetFiles
import SheetPlayback
import SheetSDL
import SheetScreens

/// `playground test`: recorded sessions as tests anyone can write without Swift. Each
/// recording is replayed headless and judged by ``RecordingVerdict``; one line per
/// recording, then the totals. Unreadable input is found before anything runs (exit 2).
@MainActor
enum RecordingTestCommand {
  package static func run(
    _ arguments: ArraySlice<String>, program: String, screens: ScreenSource
  ) throws -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(RecordingTestOptions.helpText)
      return 0
    }
    let options = try RecordingTestOptions.parse(arguments)
    return try RecordingTestSuite.run(options, screens: screens, program: program).exitCode
  }

}

import PlaygroundSessions
import SheetEngine
import SheetFiles
import SheetPlayback

/// Ctrl+S in a replay: the what-if fork written as a new recording beside the replayed one,
/// `NAME-what-if.jsonl` (or the next free `NAME-what-if-2.jsonl`, ...: an existing file is
/// never replaced). Its header holds the fork's tuning, its events are the recording's, and
/// its checkpoints (the recorded names and frames), end state and digests come from
/// replaying the fork headless, as `playground test --update` fills them, so `playground
/// test` passes it and `--replay` shows what the window showed. Written through
/// `RecordingWriter` (a journal renamed into place when complete).
@MainActor
package enum ForkSaver {
  /// The free name for the fork of the recording at `replayPath`.
  package static func destination(forReplay replayPath: String) -> String {
    var stem = replayPath
    for suffix in [RecordingReader.journalSuffix, ".jsonl"] where stem.hasSuffix(suffix) {
      stem.removeLast(suffix.count)
    }
    var number = 1
    while true {
      let path = stem + (number == 1 ? "-what-if" : "-what-if-\(number)") + ".jsonl"
      let journal = JournalFile.journalPath(for: path)
      let taken = [path, journal].contains {
        FileStatus(path: $0) != nil || FileStatus.isSymbolicLink($0)
      }
      if !taken { return path }
      number += 1
    }
  }

  /// The fork with the states its own replay reaches.
  static func completed(_ fork: WhatIfFork, setup: ReplaySetup) throws -> Recording {
    let recording = fork.recording
    let replay = try RecordingReplay.run(recording, setup: setup)
    return RecordingUpdate(recording, replay: replay).recording
  }

  /// Saves `fork` beside `replayPath`; the path written, or why not in one line.
  package static func save(
    _ fork: WhatIfFork, replayPath: String, setup: ReplaySetup
  ) -> Result<String, SessionFailure> {
    let path = destination(forReplay: replayPath)
    do {
      try RecordingWriter.write(try completed(fork, setup: setup), to: path)
      return .success(path)
    } catch let error as RecordingError {
      return .failure(SessionFailure(error.description))
    } catch {
      return .failure(SessionFailure("\(path): \(error)"))
    }
  }
}

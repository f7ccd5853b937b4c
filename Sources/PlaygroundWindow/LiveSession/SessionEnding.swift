import PlaygroundSessions

/// How a live session's end becomes the run's outcome: its files' result, and a window that
/// was destroyed from outside (by another X client) said in one line with exit status 1, as
/// a lost display is, though what was asked for was saved: the session did not end the way
/// its user asked.
package enum SessionEnding {
  /// The files a session was asked to keep (`--record`, `--state-out`): the ending says it
  /// saved them only when they were asked for.
  package struct Kept: Equatable, Sendable {
    package var recording: Bool
    package var state: Bool

    package init(recording: Bool, state: Bool) {
      self.recording = recording
      self.state = state
    }
  }

  package static func outcome(
    _ finished: (failed: Bool, message: String?), windowDestroyed: Bool, kept: Kept
  ) -> RunOutcome {
    guard windowDestroyed else {
      return RunOutcome(exitCode: finished.failed ? 1 : 0, message: finished.message)
    }
    return RunOutcome(
      exitCode: 1,
      message: "the window was destroyed from outside (another X client closed it)"
        + savedClause(finished.message, kept: kept))
  }

  /// What an ending that was not asked for adds: the files' own message, else the files that
  /// were asked for and saved ("; the recording and state were saved"), else nothing.
  package static func savedClause(_ message: String?, kept: Kept) -> String {
    if let message { return "; \(message)" }
    switch (kept.recording, kept.state) {
    case (true, true): return "; the recording and state were saved"
    case (true, false): return "; the recording was saved"
    case (false, true): return "; the state was saved"
    case (false, false): return ""
    }
  }
}

import PlaygroundSessions

/// How a live session's end becomes the run's outcome: its files' result, and a window that
/// was destroyed from outside (by another X client) said in one line with exit status 1, as
/// a lost display is, though the recording and state were saved: the session did not end
/// the way its user asked.
enum SessionEnding {
  package static func outcome(
    _ finished: (failed: Bool, message: String?), windowDestroyed: Bool
  ) -> RunOutcome {
    guard windowDestroyed else {
      return RunOutcome(exitCode: finished.failed ? 1 : 0, message: finished.message)
    }
    let saved = finished.message.map { "; \($0)" } ?? "; the recording and state were saved"
    return RunOutcome(
      exitCode: 1,
      message: "the window was destroyed from outside (another X client closed it)\(saved)")
  }
}

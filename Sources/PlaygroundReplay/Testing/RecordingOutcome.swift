/// One recording's run as a value: the lines `playground test` prints for it, its verdict,
/// its JUnit case and its report section. A run in one process makes and records it at once;
/// with `--jobs` a worker process makes it and sends it to the parent as one JSON line, and
/// the parent records the outcomes in the order one job would have, so the output is the
/// same.
package struct RecordingOutcome: Codable, Sendable, Equatable {
  /// 1-based position in the run (the report's file prefix and the order of the output).
  package var number: Int
  package var name: String
  package var path: String
  /// The stdout lines, unescaped (``RecordingTestRun/say(_:)`` escapes them as it prints).
  package var lines: [String] = []
  package var passed = true
  package var checkpoints: [Checkpoint] = []
  package var frameCount = 0
  package var failure: String?
  package var details: [String] = []
  package var firstDifferentFrame: Int?
  /// The replay's wall time; JUnit's `time`.
  package var seconds = 0.0
  /// Whether the run writes a JUnit case for it (an `--update` writes none).
  package var hasJUnitCase = false
  /// The JUnit failure's body (the detail lines and the command that opens it).
  package var junitDetails = ""
  /// The report's `<section>`, its images already in the report's folder.
  package var section: String?
  /// Set when the recording could not be run (the run stops there, as one job would): the
  /// message, and whether it is bad input (exit 2) rather than a failure (exit 1).
  package var error: String?
  package var errorIsUsage = false

  package struct Checkpoint: Codable, Sendable, Equatable {
    package var name: String
    package var frame: Int
  }

  package init(number: Int, name: String, path: String) {
    self.number = number
    self.name = name
    self.path = path
  }

  /// The verdict as ``RecordingTestResults`` returns it.
  var result: RecordingTestResult {
    RecordingTestResult(
      name: name, path: path, passed: passed, checkpoints: checkpoints.map { ($0.name, $0.frame) },
      frameCount: frameCount, failure: failure, details: details,
      firstDifferentFrame: firstDifferentFrame)
  }
}

/// A recording a worker could not run, reported by the parent (exit 1; bad input is a
/// ``UsageError``, exit 2, as in one job).
struct RecordingWorkerFailure: Error, CustomStringConvertible {
  var description: String
}

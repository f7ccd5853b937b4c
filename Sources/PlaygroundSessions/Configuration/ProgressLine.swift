import SheetFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Progress of long work on stderr, so a person (or a CI log) waiting on a long `test`,
/// `shrink`, `--video` or headless replay sees it move: nothing for work that ends within
/// ``quietFor``; after that one line rewritten in place on a terminal (five times a second),
/// or a plain line every ``logInterval`` otherwise (a log must not fill with carriage
/// returns). ``finish()`` clears the terminal line so the command's own output follows.
package final class ProgressLine {
  static let quietFor: Duration = .seconds(2)
  static let logInterval: Duration = .seconds(5)
  static let terminalInterval: Duration = .milliseconds(200)

  private let isTerminal = isatty(2) == 1
  private let start = ContinuousClock.now
  private var lastShown: ContinuousClock.Instant?
  private var lineShown = false

  package init() {}

  /// Shows `text` if enough time passed; cheap to call often (one clock read).
  package func update(_ text: @autoclosure () -> String) {
    let now = ContinuousClock.now
    guard now - start >= Self.quietFor else { return }
    let interval = isTerminal ? Self.terminalInterval : Self.logInterval
    if let lastShown, now - lastShown < interval { return }
    lastShown = now
    let line = DiagnosticText.line("playground: " + text())
    if isTerminal {
      Self.write("\r\u{1B}[K" + line)
      lineShown = true
    } else {
      StandardError.writeLine(line)
    }
  }

  /// Seconds since the work started.
  package var elapsedSeconds: Double {
    let parts = (ContinuousClock.now - start).components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  /// Clears the rewritten line, if one is shown.
  package func finish() {
    guard lineShown else { return }
    lineShown = false
    Self.write("\r\u{1B}[K")
  }

  private static func write(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress!, $0.count) }
  }
}

import SheetFiles

#if canImport(Glibc)
  import Glibc
#endif

/// Writes diagnostics to stderr, one safe line each.
///
/// Every line goes through ``DiagnosticText/line(_:)`` (control characters escaped, length
/// capped), so text repeated from a file or an argument cannot forge lines or drive the
/// terminal. Written with `write(2)` and its errors ignored: after SIGHUP the terminal may be
/// gone, and a diagnostic that cannot be shown must not stop the recording from being saved
/// (Foundation's `FileHandle.write` traps on such errors; the C `stderr` global is not
/// concurrency-safe to touch from Swift 6).
package enum StandardError {
  package static func writeLine(_ line: String) {
    let bytes = Array((DiagnosticText.line(line) + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        write(2, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return }
      offset += result
    }
  }

  /// Runs `body` with file descriptor 2 pointed at /dev/null, then restores it.
  ///
  /// For calls into display libraries that print their own lines (Wayland's "XDG_RUNTIME_DIR
  /// not set", Xlib's complaints) before returning an error the caller reports itself, so a
  /// failure stays one line.
  package static func silenced<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let saved = dup(2)
    let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
    if saved >= 0, null >= 0 { dup2(null, 2) }
    if null >= 0 { close(null) }
    defer {
      if saved >= 0 {
        dup2(saved, 2)
        close(saved)
      }
    }
    return try body()
  }
}

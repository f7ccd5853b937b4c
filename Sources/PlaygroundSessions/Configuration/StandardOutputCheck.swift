#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// Whether everything written to standard output reached it: `print` buffers and drops
/// write errors, so a command that printed its result into `/dev/full` or a closed pipe
/// would exit 0 having written nothing. Flushing at the end and reading the stream's error
/// flag catches both a failed flush and an earlier failed write.
package enum StandardOutputCheck {
  /// Why standard output lost data (the system's reason), or nil when all of it was written.
  package static func failure() -> String? {
    errno = 0
    let flushed = fflush(stdout) == 0
    guard !flushed || ferror(stdout) != 0 else { return nil }
    let code = errno
    clearerr(stdout)
    return code == 0 ? "write failed" : "write failed: \(String(cString: strerror(code)))"
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a whole text file through a temporary file beside it renamed into place, so a
/// reader of `path` (a plotting script watching the trace) never sees half a file.
///
/// SheetPlayback's streaming writer does the same but is internal to that module; a trace is
/// written once at the end of a replay, so this small one-shot version is all that is needed.
enum AtomicTextFile {
  static func save(_ text: String, to path: String) throws(OverlayFileError) {
    try checkDestination(path)
    let temporaryPath = "\(path).tmp-\(getpid())"
    var descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw OverlayFileError(file: path, reason: "cannot create \(temporaryPath): \(describe())")
    }
    do throws(OverlayFileError) {
      try writeAll(Array(text.utf8), to: descriptor, path: path)
      guard fsync(descriptor) == 0 else { throw failure(path, "cannot sync") }
      let closed = close(descriptor)
      descriptor = -1
      guard closed == 0 else { throw failure(path, "cannot close") }
      guard rename(temporaryPath, path) == 0 else {
        throw failure(path, "cannot rename into place")
      }
    } catch {
      if descriptor >= 0 { close(descriptor) }
      unlink(temporaryPath)
      throw error
    }
  }

  /// Fails early, with a clear reason, for a destination that cannot be written: a missing
  /// or unwritable directory, or a directory in the file's place.
  static func checkDestination(_ path: String) throws(OverlayFileError) {
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw OverlayFileError(file: path, reason: "is a directory, cannot write a file there")
    }
    let directory = directory(of: path)
    guard stat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
      throw OverlayFileError(file: path, reason: "directory \(directory) does not exist")
    }
    guard access(directory, W_OK) == 0 else {
      throw OverlayFileError(file: path, reason: "directory \(directory) is not writable")
    }
  }

  private static func writeAll(
    _ bytes: [UInt8], to descriptor: Int32, path: String
  ) throws(OverlayFileError) {
    var offset = 0
    while offset < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw failure(path, "cannot write")
      }
      offset += result
    }
  }

  private static func failure(_ path: String, _ action: String) -> OverlayFileError {
    OverlayFileError(file: path, reason: "\(action): \(describe())")
  }

  private static func describe() -> String {
    String(cString: strerror(errno)).lowercased()
  }

  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

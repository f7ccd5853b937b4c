#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file with a size cap, checked before reading so a huge file (or `/dev/zero`)
/// costs one `fstat`, not gigabytes of memory.
///
/// POSIX calls rather than `FileManager`/`Data` so every failure carries the system's reason
/// and a directory is told apart from a missing file.
enum FileLoader {
  /// The file's bytes; errors name `path` without a line.
  static func load(
    _ path: String, limit: Int, tooLarge: String
  ) throws(RecordingError) -> [UInt8] {
    func failure(_ reason: String) -> RecordingError {
      RecordingError(file: path, line: nil, reason: reason)
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw failure("cannot open: \(SystemError.describe())")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw failure("cannot read: \(SystemError.describe())")
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw failure("is a directory, not a file")
    }
    if Int(info.st_size) > limit { throw failure(tooLarge) }

    // Reads until end of file even for non-regular files (size 0), one byte past the limit
    // so a file that grew after `fstat` is still caught.
    var bytes = [UInt8](repeating: 0, count: min(Int(info.st_size), limit) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        if count > limit { throw failure(tooLarge) }
        bytes.append(contentsOf: repeatElement(0, count: min(max(count, 4096), limit + 1 - count)))
      }
      let result = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read: \(SystemError.describe())")
      }
      if result == 0 { break }
      count += result
    }
    if count > limit { throw failure(tooLarge) }
    bytes.removeSubrange(count...)
    return bytes
  }
}

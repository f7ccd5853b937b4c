#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole input file, bounded, and only if it is a regular file.
///
/// The file is opened with `O_NONBLOCK`, so a FIFO (or a terminal) in an input's place is
/// seen and refused by `fstat` instead of blocking the program before it can say anything;
/// a device such as `/dev/zero` is refused the same way rather than read forever. The size
/// cap is checked before reading (one `fstat` for a huge file), and again while reading in
/// case the file grows.
public enum RegularFileReader {
  /// The bytes of `path`; `tooLarge` is the reason given when it exceeds `limit` bytes.
  public static func contents(
    of path: String, limit: Int, tooLarge: String
  ) throws(FileError) -> [UInt8] {
    let descriptor = try openRegular(path)
    defer { close(descriptor) }
    return try readToEnd(descriptor, path: path, limit: limit, tooLarge: tooLarge)
  }

  /// Opens `path` for reading after checking it is a regular file; the caller closes it.
  public static func openRegular(_ path: String) throws(FileError) -> Int32 {
    func failure(_ reason: String) -> FileError { FileError(file: path, reason: reason) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw FileError(file: path, reason: "cannot open: \(SystemError.describe(code))", code: code)
    }
    guard let status = FileStatus(descriptor: descriptor) else {
      let reason = SystemError.describe()
      close(descriptor)
      throw failure("cannot read: \(reason)")
    }
    guard status.kind == .regular else {
      close(descriptor)
      throw failure(
        status.kind == .directory
          ? "is a directory, not a file" : "is \(status.kind.article), not a regular file")
    }
    return descriptor
  }

  /// Reads `descriptor` to its end, refusing more than `limit` bytes.
  public static func readToEnd(
    _ descriptor: Int32, path: String, limit: Int, tooLarge: String
  ) throws(FileError) -> [UInt8] {
    func failure(_ reason: String) -> FileError { FileError(file: path, reason: reason) }
    let size = FileStatus(descriptor: descriptor).map { Int($0.size) } ?? 0
    if size > limit { throw failure(tooLarge) }
    // One byte past the expected size, so growth after `fstat` is noticed without a
    // second pass.
    var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX calls the writers share, retried on `EINTR` and with `errno` captured at once.
enum Descriptor {
  /// Writes all of `bytes`; on failure returns how many were written and the error code.
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> (written: Int, error: Int32?) {
    var offset = 0
    while offset < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if result < 0 {
        let code = errno
        if code == EINTR { continue }
        return (offset, code)
      }
      offset += result
    }
    return (offset, nil)
  }

  /// Reads the whole content of an open regular file from offset 0 (`pread`, so the write
  /// position is untouched).
  static func readAll(_ descriptor: Int32) -> [UInt8]? {
    guard let status = FileStatus(descriptor: descriptor) else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(status.size))
    var offset = 0
    while offset < bytes.count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + offset, buffer.count - offset, off_t(offset))
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return nil }
      offset += result
    }
    return bytes
  }

  /// Best effort: some file systems refuse `fsync` on folders, and the file's own data is
  /// durable by then, so a failure here is not worth failing the save.
  static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// A random hex string for temporary names (the system generator: `getrandom`).
  static func randomSuffix() -> String {
    var generator = SystemRandomNumberGenerator()
    let value = generator.next() & 0xFFFF_FFFF_FFFF
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 12 - digits.count) + digits
  }
}

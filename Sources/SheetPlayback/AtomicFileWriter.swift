#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file under a temporary name beside its destination and renames it into place
/// only on `commit`, so readers of `path` see either the old file or the complete new one,
/// never a partial one, whatever happens to this process.
///
/// The temporary file is `<path>.tmp-<pid>`: in the same directory (so `rename` is atomic,
/// never a cross-device copy) and distinct per process. Output is buffered and written in
/// 64 KiB chunks. Not `Sendable`: it owns a file descriptor and a buffer without locking.
public final class AtomicFileWriter {
  static let bufferCapacity = 64 << 10

  public let path: String
  public let temporaryPath: String
  private var descriptor: Int32
  /// True from creation until the temporary file is renamed or removed.
  private var ownsTemporaryFile = false
  private var buffer: [UInt8] = []

  public init(path: String) throws(RecordingError) {
    self.path = path
    self.temporaryPath = "\(path).tmp-\(getpid())"
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw RecordingError(file: path, reason: "is a directory, cannot write a file there")
    }
    let directory = Self.directory(of: path)
    descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      let reason =
        switch code {
        case ENOENT: "directory \(directory) does not exist"
        case EACCES, EPERM, EROFS: "directory \(directory) is not writable"
        case EEXIST: "temporary file \(temporaryPath) already exists"
        default: "cannot create \(temporaryPath): \(SystemError.describe(code))"
        }
      throw RecordingError(file: path, reason: reason)
    }
    ownsTemporaryFile = true
    buffer.reserveCapacity(Self.bufferCapacity)
  }

  deinit { discard() }

  public func append(_ text: String) throws(RecordingError) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.bufferCapacity { try flush() }
  }

  /// Flushes, `fsync`s, closes and renames over `path`; then syncs the directory so the
  /// rename itself survives a power cut. On any failure the temporary file is removed.
  public func commit() throws(RecordingError) {
    do throws(RecordingError) {
      try flush()
      guard fsync(descriptor) == 0 else { throw failure("cannot sync") }
      let closed = close(descriptor)
      descriptor = -1
      guard closed == 0 else { throw failure("cannot close") }
      guard rename(temporaryPath, path) == 0 else { throw failure("cannot rename into place") }
      ownsTemporaryFile = false
    } catch {
      discard()
      throw error
    }
    Self.syncDirectory(Self.directory(of: path))
  }

  /// Closes and removes the temporary file; harmless after `commit` or a second time.
  func discard() {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    if ownsTemporaryFile {
      unlink(temporaryPath)
      ownsTemporaryFile = false
    }
    buffer.removeAll()
  }

  private func flush() throws(RecordingError) {
    guard descriptor >= 0 else { throw RecordingError(file: path, reason: "file is closed") }
    var offset = 0
    while offset < buffer.count {
      let result = buffer.withUnsafeBytes { bytes in
        write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw failure("cannot write")
      }
      offset += result
    }
    buffer.removeAll(keepingCapacity: true)
  }

  private func failure(_ action: String) -> RecordingError {
    RecordingError(file: path, reason: "\(action): \(SystemError.describe())")
  }

  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Best effort: some file systems refuse `fsync` on directories, and the file's own data
  /// is already durable by then, so a failure here is not worth failing the save.
  private static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}

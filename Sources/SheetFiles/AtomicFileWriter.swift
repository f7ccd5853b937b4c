#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way the playground writes a whole file (state snapshots, tuning files, traces,
/// PNGs): readers of `path` see the old file or the complete new one, never a part.
///
/// Bytes go to a temporary file created exclusively (`O_EXCL`) in the target's folder, so
/// `rename` is atomic and never a cross-device copy. Its name is `.NAME.RANDOM.tmp`: hidden,
/// unique per writer even across processes with the same pid, and shortened so it fits the
/// 255-byte name limit even when `NAME` uses it all. `commit` `fsync`s, renames over the
/// target (keeping a replaced file's permissions) and syncs the folder; `discard`, a failure
/// or `deinit` removes the temporary file. Symlinks and devices follow
/// ``OutputDestination``'s rules. Not `Sendable`: it owns a descriptor and a buffer.
public final class AtomicFileWriter {
  static let bufferCapacity = 64 << 10

  /// The path as given.
  public let path: String
  /// Where the bytes go: the file renamed over, or the device written to.
  public let destination: OutputDestination
  /// The temporary file while one exists (nil for a device, after `commit` or `discard`).
  public private(set) var temporaryPath: String?
  /// The temporary file's entry in ``InterruptCleanup``: a signal removes it.
  private var cleanupSlot: Int?
  private var descriptor: Int32 = -1
  private var buffer: [UInt8] = []

  public init(path: String) throws(FileError) {
    self.path = path
    destination = try OutputDestination.check(path)
    switch destination {
    case .device(let target):
      descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else { throw failure("cannot open") }
    case .replace(let target):
      let (temporary, opened) = try Self.createTemporary(beside: target, for: path)
      temporaryPath = temporary
      cleanupSlot = InterruptCleanup.register(temporary)
      descriptor = opened
      if let existing = FileStatus(path: target), existing.kind == .regular {
        fchmod(descriptor, mode_t(existing.mode))
      }
    }
    buffer.reserveCapacity(Self.bufferCapacity)
  }

  deinit { discard() }

  /// Writes `bytes` to `path` atomically in one call.
  public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
    let writer = try AtomicFileWriter(path: path)
    try writer.append(bytes)
    try writer.commit()
  }

  /// Writes `text` (UTF-8) to `path` atomically in one call.
  public static func write(_ text: String, to path: String) throws(FileError) {
    try write(Array(text.utf8), to: path)
  }

  public func append(_ text: String) throws(FileError) {
    try append(Array(text.utf8))
  }

  public func append(_ bytes: [UInt8]) throws(FileError) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.bufferCapacity { try flush() }
  }

  /// Flushes, `fsync`s and closes the temporary file, leaving only the rename to
  /// ``commit()``: what can fail for want of space or a broken disk fails here, so several
  /// files can be made ready before any of them replaces its target (``FileBatch``). On a
  /// failure the temporary file is removed.
  public func stage() throws(FileError) {
    guard descriptor >= 0, case .replace = destination else { return }
    do throws(FileError) {
      try flush()
      guard fsync(descriptor) == 0 else { throw failure("cannot sync") }
      try closeDescriptor()
    } catch {
      discard()
      throw error
    }
  }

  /// Flushes, `fsync`s, closes and renames over the target (what ``stage()`` has not done
  /// yet), then syncs its folder so the rename survives a power cut. On any failure the
  /// temporary file is removed and the target is left as it was.
  public func commit() throws(FileError) {
    do throws(FileError) {
      if case .replace(let target) = destination, let temporaryPath {
        try stage()
        guard rename(temporaryPath, target) == 0 else { throw failure("cannot rename into place") }
        self.temporaryPath = nil
        InterruptCleanup.unregister(cleanupSlot)
        cleanupSlot = nil
        Descriptor.syncDirectory(FilePath.directory(of: target))
      } else {
        try flush()
        try closeDescriptor()
      }
    } catch {
      discard()
      throw error
    }
  }

  /// Closes and removes the temporary file; harmless after `commit` or a second time.
  public func discard() {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    if let temporaryPath {
      unlink(temporaryPath)
      self.temporaryPath = nil
    }
    InterruptCleanup.unregister(cleanupSlot)
    cleanupSlot = nil
    buffer.removeAll()
  }

  /// Creates `.NAME.RANDOM.tmp` beside `target` exclusively; a name taken (by a leftover
  /// of a killed run, say) just means another random suffix.
  static func createTemporary(
    beside target: String, for path: String
  ) throws(FileError) -> (String, Int32) {
    let directory = FilePath.directory(of: target)
    let name = FilePath.name(of: target)
    for _ in 0..<16 {
      let temporaryName = FilePath.fitting(
        "." + name, suffix: ".\(Descriptor.randomSuffix()).tmp")
      let temporary = directory == "/" ? "/" + temporaryName : directory + "/" + temporaryName
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
      if descriptor >= 0 { return (temporary, descriptor) }
      let code = errno
      if code == EEXIST || code == EINTR { continue }
      let reason =
        switch code {
        // /proc and similar file systems answer ENOENT for a folder that is there.
        case ENOENT where FileStatus(path: directory) == nil:
          "directory \(directory) does not exist"
        case ENOENT, EACCES, EPERM, EROFS: "directory \(directory) is not writable"
        default: "cannot create a temporary file in \(directory): \(SystemError.describe(code))"
        }
      throw FileError(file: path, reason: reason)
    }
    throw FileError(file: path, reason: "cannot find a free temporary name in \(directory)")
  }

  private func flush() throws(FileError) {
    guard descriptor >= 0 else { throw FileError(file: path, reason: "file is closed") }
    let (_, error) = Descriptor.writeAll(descriptor, buffer)
    if let error { throw failure("cannot write", error) }
    buffer.removeAll(keepingCapacity: true)
  }

  private func closeDescriptor() throws(FileError) {
    let closed = close(descriptor)
    descriptor = -1
    guard closed == 0 else { throw failure("cannot close") }
  }

  private func failure(_ action: String, _ code: Int32 = errno) -> FileError {
    FileError(file: path, reason: "\(action): \(SystemError.describe(code))")
  }
}

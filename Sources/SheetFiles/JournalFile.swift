#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An append-only file that survives the process: `DESTINATION.partial`, written as the
/// session goes and renamed to its destination when it is complete.
///
/// `append` only buffers; `flush` writes the buffer with one `write` (the caller does that
/// once a frame, so a `SIGKILL` loses nothing the kernel has been given) and `fdatasync`s
/// when the last sync is ``syncInterval`` old, so a power cut loses at most that much.
/// Space for the end line is held in reserve (``SpaceReservation``): when the disk fills,
/// the journal stops taking new data while the reserve still holds the end line, so the
/// recording can still be finished. Without reservations (or if a write fails anyway) the
/// failed write is cut back to the last complete flush with `ftruncate`, so the journal
/// always ends on a whole line. Either way it stops growing, ``failure`` says why, once,
/// and what was written is kept.
///
/// The journal is created exclusively: an existing one is an earlier session's unfinished
/// recording, and is never deleted or overwritten behind the user's back.
public final class JournalFile {
  /// How often, at most, data waits for `fdatasync`.
  public static let syncInterval = 0.5

  /// The destination as given.
  public let path: String
  /// Where the finished file is renamed to: `path`, or a symlink's final target.
  public let target: String
  /// The journal: `target + ".partial"` (the name shortened to fit 255 bytes).
  public let journalPath: String
  /// Set by the first failed write; nothing is appended after it.
  public private(set) var failure: FileError?
  /// Bytes in the journal that are known complete.
  public private(set) var durableLength = 0

  private var descriptor: Int32
  private var pending: [UInt8] = []
  private var reservation = SpaceReservation()
  /// Room kept for the end line whatever happens to the disk.
  private static let trailerMargin = 256
  private var lastSync: Double
  /// Whether bytes were written since the last `fdatasync`.
  private var unsynced = false

  /// The journal path for a destination, as ``init(path:)`` would create it.
  public static func journalPath(for path: String) -> String {
    let target = FilePath.writeTarget(of: path)
    let directory = FilePath.directory(of: target)
    let name = FilePath.fitting(FilePath.name(of: target), suffix: ".partial")
    return directory == "/" ? "/" + name : (directory == "." ? name : directory + "/" + name)
  }

  /// Creates the journal; refuses when it exists or the destination cannot be a file.
  public init(path: String) throws(FileError) {
    self.path = path
    let destination = try OutputDestination.check(path, allowsDevice: false)
    target = destination.target
    journalPath = Self.journalPath(for: path)
    descriptor = open(journalPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      let reason =
        code == EEXIST
        ? "\(journalPath) exists: an unfinished recording of an earlier session (replay it "
          + "with --replay \(journalPath)); move or delete it first"
        : "cannot create \(journalPath): \(SystemError.describe(code))"
      throw FileError(file: path, reason: reason)
    }
    lastSync = Self.now()
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  public func append(_ text: String) {
    guard failure == nil, descriptor >= 0 else { return }
    pending.append(contentsOf: text.utf8)
  }

  /// Writes what was appended; returns the failure if this flush is the one that failed.
  @discardableResult
  public func flush() -> FileError? {
    write(keeping: Self.trailerMargin)
  }

  /// Writes the pending bytes if they fit with `margin` bytes to spare.
  private func write(keeping margin: Int) -> FileError? {
    guard failure == nil, descriptor >= 0 else { return nil }
    if !pending.isEmpty {
      let end = durableLength + pending.count + margin
      let space = reservation.ensure(descriptor, length: end)
      if space == .diskFull, !reservation.fits(end) {
        pending.removeAll()
        let failed = FileError(
          file: journalPath, reason: "cannot write: \(SystemError.describe(ENOSPC))", code: ENOSPC)
        failure = failed
        return failed
      }
      let (_, error) = Descriptor.writeAll(descriptor, pending)
      if let error {
        // Cut a half-written line off, so the journal still reads up to its last flush.
        _ = ftruncate(descriptor, off_t(durableLength))
        _ = lseek(descriptor, off_t(durableLength), SEEK_SET)
        pending.removeAll()
        let failed = FileError(
          file: journalPath, reason: "cannot write: \(SystemError.describe(error))", code: error)
        failure = failed
        return failed
      }
      durableLength += pending.count
      pending.removeAll(keepingCapacity: true)
      unsynced = true
    }
    let now = Self.now()
    if unsynced, now - lastSync >= Self.syncInterval {
      _ = fdatasync(descriptor)
      lastSync = now
      unsynced = false
    }
    return nil
  }

  /// Appends `trailer` (also after a failed write), syncs and renames the journal to
  /// ``target``. When the journal was moved or deleted meanwhile (its folder removed or
  /// replaced), its content, still open here, is written to the target atomically instead,
  /// or to /tmp when the target's folder is gone (the error says where). On failure the
  /// journal stays.
  public func finish(trailer: String) throws(FileError) {
    guard descriptor >= 0 else { throw FileError(file: path, reason: "the journal is closed") }
    // After a failed write the journal ends on its last whole flush; the trailer may fit
    // now (space freed since), and if not the journal is kept as it is.
    failure = nil
    pending.removeAll()
    append(trailer)
    if let failed = write(keeping: 0) { throw failed }
    // Give back the reserve beyond the end (the size does not change).
    _ = ftruncate(descriptor, off_t(durableLength))
    guard fsync(descriptor) == 0 else {
      throw FileError(file: journalPath, reason: "cannot sync: \(SystemError.describe())")
    }
    let stillThere =
      FileStatus(path: journalPath)?.identity == FileStatus(descriptor: descriptor)?.identity
    if stillThere {
      guard rename(journalPath, target) == 0 else {
        throw FileError(
          file: path, reason: "cannot rename \(journalPath) into place: \(SystemError.describe())")
      }
      Descriptor.syncDirectory(FilePath.directory(of: target))
    } else {
      guard let bytes = Descriptor.readAll(descriptor) else {
        throw FileError(file: path, reason: "the journal was removed and cannot be read back")
      }
      do throws(FileError) {
        try AtomicFileWriter.write(bytes, to: path)
      } catch {
        let rescued = try Self.rescue(bytes, name: FilePath.name(of: target))
        throw FileError(
          file: path,
          reason: "\(error.reason) (its folder was removed during the session); the recording "
            + "was saved as \(rescued) instead")
      }
    }
    close(descriptor)
    descriptor = -1
  }

  /// Closes the journal and leaves it on disk (an unfinished but replayable recording).
  public func leaveUnfinished() {
    if descriptor >= 0 {
      _ = flush()
      _ = ftruncate(descriptor, off_t(durableLength))
      _ = fsync(descriptor)
      close(descriptor)
      descriptor = -1
    }
  }

  /// Closes and deletes the journal (a recording that is not wanted after all).
  public func remove() {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    unlink(journalPath)
  }

  /// Writes `bytes` to a new file in /tmp (never over an existing one) and returns its path.
  private static func rescue(_ bytes: [UInt8], name: String) throws(FileError) -> String {
    for attempt in 0..<16 {
      let suffix = attempt == 0 ? "" : ".\(Descriptor.randomSuffix())"
      let rescued = "/tmp/" + FilePath.fitting(name, suffix: suffix)
      let descriptor = open(rescued, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
      if descriptor < 0 { continue }
      defer { close(descriptor) }
      guard Descriptor.writeAll(descriptor, bytes).error == nil, fsync(descriptor) == 0 else {
        unlink(rescued)
        break
      }
      return rescued
    }
    throw FileError(file: name, reason: "its folder was removed and /tmp cannot hold a copy")
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new version of a file that already exists, prepared beside it under a unique temporary
/// name and renamed over it only if the file is still what was read.
///
/// For writers that fill a file by path (the recording writer's journal) rather than through
/// ``AtomicFileWriter``: the temporary file (`.NAME.RANDOM.tmp`, created with `O_EXCL`) and
/// the journal a recording writer makes for it are removed by ``discard()``, `deinit` and
/// ``InterruptCleanup`` on a signal, so a failed or interrupted rewrite leaves nothing. The
/// name is never `NAME.partial`, which means "an unfinished live session" to everything else.
public final class ReplacementFile {
  /// The path as given (for messages).
  public let path: String
  /// The file that is replaced (symlinks followed).
  public let target: String
  /// Where the new content is written before the rename.
  public let temporaryPath: String
  private var slots: [Int?] = []
  private var done = false

  public init(path: String) throws(FileError) {
    self.path = path
    guard case .replace(let target) = try OutputDestination.check(path, allowsDevice: false)
    else { throw FileError(file: path, reason: "is a device, not a file to rewrite") }
    self.target = target
    let (temporary, descriptor) = try AtomicFileWriter.createTemporary(beside: target, for: path)
    close(descriptor)
    temporaryPath = temporary
    slots = [
      InterruptCleanup.register(temporary),
      InterruptCleanup.register(JournalFile.journalPath(for: temporary)),
    ]
  }

  deinit { discard() }

  /// Renames the temporary file over the target, keeping the target's permissions, if the
  /// target still matches `expected` (its fingerprint when it was read); else removes the
  /// temporary file and throws, the target untouched.
  public func commit(expecting expected: FileFingerprint?, limit: Int) throws(FileError) {
    do throws(FileError) {
      if let expected {
        let now = try? FileFingerprint.take(target, limit: limit)
        guard now == expected else {
          throw FileError(
            file: path,
            reason: "changed since it was read (another program wrote it); not replaced, "
              + "run the command again")
        }
      }
      if let mode = FileStatus(path: target)?.mode { chmod(temporaryPath, mode_t(mode)) }
      guard rename(temporaryPath, target) == 0 else {
        throw FileError(file: path, reason: "cannot rename into place: \(SystemError.describe())")
      }
      done = true
      for slot in slots { InterruptCleanup.unregister(slot) }
      Descriptor.syncDirectory(FilePath.directory(of: target))
    } catch {
      discard()
      throw error
    }
  }

  /// Removes the temporary file and its journal; harmless after `commit` or twice.
  public func discard() {
    if !done {
      unlink(temporaryPath)
      unlink(JournalFile.journalPath(for: temporaryPath))
      done = true
    }
    for slot in slots { InterruptCleanup.unregister(slot) }
    slots = []
  }
}

import SheetEngine
import SheetFiles
import SheetTuning

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Notices when a tuning file changes so the playground can reload it live.
///
/// Pure polling, because the host already runs a loop and inotify would bring a thread and
/// platform code: `poll()` costs one `stat` while the file is untouched, so calling it every
/// frame is fine. A change of modification time, size, inode or device makes it read the
/// file, and a change of content (FNV-1a hash) makes it parse; saving the same bytes again is
/// `.unchanged`. Each change is reported once: a broken file is `.failed` on the poll that
/// saw it, then `.unchanged` until it is edited again, and the caller keeps its last good
/// tuning meanwhile.
public struct TuningFileWatcher: Sendable {
  /// What one poll found.
  public enum Change: Hashable, Sendable {
    case unchanged
    case reloaded(Tuning)
    case failed(TuningFileError)
  }

  /// The watched path, as given.
  public let path: String
  private var stamp: FileStamp?
  private var contentHash: UInt64?
  /// The failure last reported: a file still being written (a huge one growing poll after
  /// poll) fails the same way each time, and is reported once, not once per poll.
  private var lastFailure: TuningFileError?

  /// Starts watching `path` from its current state, so create the watcher right after loading
  /// the file: the first poll then reports only later changes.
  public init(path: String) {
    self.path = path
    stamp = FileStamp(path: path)
    contentHash = (try? TuningFile.read(path)).map(Self.hash)
  }

  /// Checks the file once.
  public mutating func poll() -> Change {
    let current = FileStamp(path: path)
    if current == stamp { return .unchanged }
    // The stamp is taken before reading: a write racing the read changes it again, and the
    // next poll rereads (and finds the hash it already has, or the newer content).
    stamp = current
    let bytes: [UInt8]
    do {
      bytes = try TuningFile.read(path)
    } catch {
      contentHash = nil
      return report(error)
    }
    let hash = Self.hash(bytes)
    if hash == contentHash { return .unchanged }
    contentHash = hash
    do {
      let tuning = try TuningFile.decode(bytes, file: path)
      lastFailure = nil
      return .reloaded(tuning)
    } catch {
      return report(error)
    }
  }

  /// `.failed(error)` the first time; `.unchanged` while the same failure repeats.
  private mutating func report(_ error: TuningFileError) -> Change {
    guard error != lastFailure else { return .unchanged }
    lastFailure = error
    return .failed(error)
  }

  /// 64-bit FNV-1a: not cryptographic, only to tell an edit from a touch.
  static func hash(_ bytes: [UInt8]) -> UInt64 {
    FNV1a64.hash(bytes)
  }
}

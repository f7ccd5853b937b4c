#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// New versions of several files that take their places together or not at all: the
/// frame images `test --update` writes beside a recording change only if the recording
/// itself is replaced (issue 39, item 11: a refused update left its new PNGs behind).
///
/// Every file is first written and synced under a temporary name (``add(_:to:)``), where a
/// full disk fails before any target is touched. ``commit(then:)`` then keeps a hard link to
/// each target it replaces (an immutable file refuses the link, so it fails here too),
/// renames the new files over their targets, and runs the last step (the recording's own
/// replacement). If a rename or that step fails, every target gets its old file back (a
/// new one is removed) and the links and temporary files go. Not `Sendable`: it owns
/// writers and descriptors.
public final class FileBatch {
  private var writers: [AtomicFileWriter] = []

  public init() {}

  deinit { discard() }

  /// Whether any file was added.
  public var isEmpty: Bool { writers.isEmpty }

  /// Writes `bytes` for `path` under a temporary name beside it and syncs them; `path`
  /// itself is untouched until ``commit(then:)``.
  public func add(_ bytes: [UInt8], to path: String) throws(FileError) {
    let writer = try AtomicFileWriter(path: path)
    writers.append(writer)
    try writer.append(bytes)
    try writer.stage()
  }

  /// Puts every added file in place, then runs `last`; all of it happens or none does.
  public func commit(then last: () throws(FileError) -> Void = {}) throws(FileError) {
    var kept: [(target: String, backup: String?)] = []
    func restore() {
      for (target, backup) in kept.reversed() {
        if let backup { rename(backup, target) } else { unlink(target) }
      }
      kept.removeAll()
    }
    defer {
      for case (_, let backup?) in kept { unlink(backup) }
      discard()
    }
    do throws(FileError) {
      for writer in writers {
        guard case .replace(let target) = writer.destination else {
          throw FileError(file: writer.path, reason: "is a device, not a file to replace")
        }
        let backup = try Self.keep(target, for: writer.path)
        kept.append((target, backup))
        try writer.commit()
      }
      try last()
    } catch {
      restore()
      throw error
    }
  }

  /// Removes every temporary file; harmless after ``commit(then:)`` or twice.
  public func discard() {
    for writer in writers { writer.discard() }
    writers.removeAll()
  }

  /// A hard link to `target` under a fresh hidden name beside it, or nil when there is no
  /// target yet.
  private static func keep(_ target: String, for path: String) throws(FileError) -> String? {
    guard FileStatus(path: target) != nil else { return nil }
    let directory = FilePath.directory(of: target)
    for _ in 0..<16 {
      let name = FilePath.fitting(
        "." + FilePath.name(of: target), suffix: ".\(Descriptor.randomSuffix()).old")
      let backup = directory == "/" ? "/" + name : directory + "/" + name
      if link(target, backup) == 0 { return backup }
      let code = errno
      if code == EEXIST { continue }
      throw FileError(
        file: path, reason: "cannot be replaced: \(SystemError.describe(code))", code: code)
    }
    throw FileError(file: path, reason: "cannot find a free name to keep it under")
  }
}

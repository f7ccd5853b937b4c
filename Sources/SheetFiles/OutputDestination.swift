#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a write to an output path lands, checked before anything is written.
///
/// The rules every output follows: a symbolic link is written through (its final target is
/// replaced, atomically, beside that target; the link stays); a regular file or a missing one
/// is replaced through a temporary file in its folder, which must exist and be writable; a
/// character device (`/dev/null`, a terminal) is written directly and never replaced; a
/// directory, FIFO, socket or block device is refused, because replacing it would destroy
/// it and writing into it could block or clobber a disk.
public enum OutputDestination: Equatable, Sendable {
  /// Write `target` by writing a temporary file beside it and renaming it over.
  case replace(target: String)
  /// Write straight into the character device `target`.
  case device(target: String)

  /// The path the bytes finally go to.
  public var target: String {
    switch self {
    case .replace(let target), .device(let target): target
    }
  }

  /// Classifies `path`, or says in one reason why it cannot be written.
  public static func check(_ path: String, allowsDevice: Bool = true) throws(FileError)
    -> OutputDestination
  {
    func failure(_ reason: String) -> FileError { FileError(file: path, reason: reason) }
    guard !path.isEmpty else { throw failure("empty path: name a file to write") }
    let target = FilePath.writeTarget(of: path)
    guard FilePath.name(of: target).utf8.count <= FilePath.maximumNameBytes else {
      throw failure("the file name is longer than \(FilePath.maximumNameBytes) bytes")
    }
    if let status = FileStatus(path: target) {
      switch status.kind {
      case .regular:
        break
      case .directory:
        throw failure("is a directory, cannot write a file there")
      case .characterDevice where allowsDevice:
        return .device(target: target)
      default:
        throw failure(
          "is \(status.kind.article); refusing to write to it (an output must be a regular "
            + (allowsDevice ? "file or a character device such as /dev/null)" : "file)"))
      }
    }
    let directory = FilePath.directory(of: target)
    guard let folder = FileStatus(path: directory) else {
      throw failure("directory \(directory) does not exist")
    }
    guard folder.kind == .directory else {
      throw failure("\(directory) is not a directory")
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      throw failure("directory \(directory) is not writable")
    }
    return .replace(target: target)
  }

  /// Creates and removes a temporary file in `folder`, for checks made before any work:
  /// `access` says yes to root everywhere, but /proc, a read-only mount or a full folder
  /// only refuse when a file is really created there.
  public static func probeWritable(_ path: String) throws(FileError) {
    guard case .replace(let target) = try check(path) else { return }
    let (temporary, descriptor) = try AtomicFileWriter.createTemporary(beside: target, for: path)
    close(descriptor)
    unlink(temporary)
  }
}

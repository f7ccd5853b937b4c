#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says about a path: its kind and identity, following symbolic links.
///
/// Identity is the pair (device, inode): two spellings of one file (`x`, `./x`, a symlink or
/// a hard link to it) have the same identity, which string comparison cannot tell.
public struct FileStatus: Equatable, Sendable {
  /// The kinds of file the playground treats differently.
  public enum Kind: Equatable, Sendable {
    case regular
    case directory
    case fifo
    case socket
    case characterDevice
    case blockDevice
    case other

    /// How messages name the kind ("a FIFO"), so a refusal says what was found.
    public var article: String {
      switch self {
      case .regular: "a regular file"
      case .directory: "a directory"
      case .fifo: "a FIFO (named pipe)"
      case .socket: "a socket"
      case .characterDevice: "a character device"
      case .blockDevice: "a block device"
      case .other: "not a regular file"
      }
    }
  }

  public var kind: Kind
  public var identity: FileIdentity
  public var size: Int64
  /// Permission bits, to keep a replaced file's mode.
  public var mode: UInt32

  /// The status of the file `path` names (symlinks followed), or nil when there is none.
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  /// The status of an open descriptor.
  public init?(descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    self.init(info)
  }

  init(_ info: stat) {
    kind =
      switch info.st_mode & S_IFMT {
      case S_IFREG: .regular
      case S_IFDIR: .directory
      case S_IFIFO: .fifo
      case S_IFSOCK: .socket
      case S_IFCHR: .characterDevice
      case S_IFBLK: .blockDevice
      default: .other
      }
    identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    size = Int64(info.st_size)
    mode = UInt32(info.st_mode) & 0o7777
  }

  /// Whether `path` itself is a symbolic link (dangling or not).
  public static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }
}

/// A file's identity: the device it lives on and its inode number there.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64

  public init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says about a file that changes when it is written or replaced: a save
/// changes its size or time, a rename over it its inode. Watchers of the tuning and scene
/// files compare stamps each poll, so an unchanged file is never read again.
public struct FileStamp: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64
  public var size: Int64
  public var seconds: Int
  public var nanoseconds: Int

  /// Nil when the file cannot be `stat`ed (missing, for one).
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      seconds = Int(info.st_mtimespec.tv_sec)
      nanoseconds = Int(info.st_mtimespec.tv_nsec)
    #else
      seconds = Int(info.st_mtim.tv_sec)
      nanoseconds = Int(info.st_mtim.tv_nsec)
    #endif
  }
}

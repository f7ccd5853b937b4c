#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file was when it was read: identity, size, modification time and content hash.
///
/// A rewrite that replaces a file it read earlier (`playground test --update`) compares the
/// fingerprint again just before its rename, so an edit made meanwhile (an editor's save, a
/// second update, a live session finishing) is refused rather than silently replaced by the
/// old content plus the update. Size and time alone miss a same-size edit within the clock's
/// resolution; the hash catches it.
public struct FileFingerprint: Equatable, Sendable {
  public var identity: FileIdentity
  public var size: Int64
  public var modified: Int64
  public var modifiedNanoseconds: Int64
  public var contentHash: UInt64

  /// Reads `path` (a regular file, at most `limit` bytes) and fingerprints it.
  public static func take(_ path: String, limit: Int) throws(FileError) -> FileFingerprint {
    let descriptor = try RegularFileReader.openRegular(path)
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw FileError(file: path, reason: "cannot read: \(SystemError.describe())")
    }
    let bytes = try RegularFileReader.readToEnd(
      descriptor, path: path, limit: limit, tooLarge: "larger than \(limit >> 20) MiB")
    return FileFingerprint(
      identity: FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)),
      size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec),
      modifiedNanoseconds: Int64(info.st_mtim.tv_nsec), contentHash: FNV1a64.hash(bytes))
  }
}

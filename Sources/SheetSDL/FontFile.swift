#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TrueType font file identified by its content, so a recording can say which font its
/// text layout was measured with and a replay can refuse a different one.
public struct FontFile: Sendable, Equatable {
  /// The path the font was loaded from.
  public let path: String
  /// FNV-1a 64-bit hash of the file's bytes, as 16 lowercase hexadecimal digits.
  ///
  /// FNV-1a is not cryptographic; it only has to tell two font files apart, cheaply and
  /// identically on every machine (offset basis 0xcbf29ce484222325, prime 0x100000001b3).
  public let contentHash: String

  /// The last path component, e.g. "DejaVuSans.ttf".
  public var fileName: String {
    path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
  }

  /// Reads the file at `path` and hashes it; whether it is a usable font is checked when
  /// SDL_ttf opens it (``TTFTextMeasurer``, the renderers).
  public static func load(path: String) throws(SDLError) -> FontFile {
    let hash = try hashFile(at: path)
    return FontFile(path: path, contentHash: hash)
  }

  private init(path: String, contentHash: String) {
    self.path = path
    self.contentHash = contentHash
  }

  /// Streams the file through FNV-1a with POSIX calls, whose `strerror` reasons ("No such
  /// file or directory", "Is a directory") make short, exact error messages.
  private static func hashFile(at path: String) throws(SDLError) -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw fileError(path, errno) }
    defer { close(descriptor) }
    var hasher = FNV1a64()
    var total = 0
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw fileError(path, errno)
      }
      if count == 0 { break }
      hasher.combine(buffer[0..<count])
      total += count
    }
    guard total > 0 else { throw SDLError("font file \(path): file is empty") }
    return hasher.hexDigest
  }

  private static func fileError(_ path: String, _ code: Int32) -> SDLError {
    SDLError("font file \(path): \(String(cString: strerror(code)))")
  }
}

/// The 64-bit FNV-1a hash.
struct FNV1a64 {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
  }

  /// The hash as exactly 16 lowercase hex digits, zero-padded.
  var hexDigest: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

import SheetFiles

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
  /// identically on every machine (``FNV1a64``).
  public let contentHash: String
  /// The bold face: the file beside this one named with `-Bold` (DejaVuSans-Bold.ttf beside
  /// DejaVuSans.ttf, as fonts-dejavu-core installs them), hashed the same way; nil when
  /// there is none, and then bold text is SDL_ttf's emboldening of this file
  /// (`TTF_STYLE_BOLD`), deterministic for one FreeType like all its measuring.
  public let bold: BoldFace?
  /// The semibold face (iOS's headline and navigation title weight): the file beside this
  /// one named with `-SemiBold` (Inter-SemiBold.otf), hashed the same way; nil when there is
  /// none, and then semibold text is set in this file's regular face.
  public let semibold: BoldFace?

  /// A heavier face's file (bold or semibold) and the FNV-1a 64 hash of its bytes.
  public struct BoldFace: Sendable, Equatable {
    public let path: String
    public let contentHash: String
  }

  /// Larger than any real font (big CJK collections are ~30 MiB); stops `--font /dev/zero`
  /// or a wrong multi-gigabyte file before it is read.
  public static let maximumFileBytes = 64 << 20

  /// The last path component, e.g. "DejaVuSans.ttf".
  public var fileName: String {
    path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
  }

  /// Reads the file at `path` (a regular file of at most ``maximumFileBytes``) and hashes
  /// it, with its bold face (``bold``); whether each is a usable font is checked when
  /// SDL_ttf opens it (``TTFTextMeasurer``, the renderers).
  public static func load(path: String) throws(SDLError) -> FontFile {
    let regularHash = try hash(path: path)
    let boldPath = boldSibling(of: path)
    let bold = try boldPath.map { (path) throws(SDLError) in
      BoldFace(path: path, contentHash: try hash(path: path))
    }
    let semibold = try semiboldSibling(of: path).map { (path) throws(SDLError) in
      BoldFace(path: path, contentHash: try hash(path: path))
    }
    return FontFile(path: path, contentHash: regularHash, bold: bold, semibold: semibold)
  }

  /// The FNV-1a 64 hash of the font file at `path`, as 16 hex digits.
  private static func hash(path: String) throws(SDLError) -> String {
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try RegularFileReader.contents(
        of: path, limit: maximumFileBytes, tooLarge: "file is larger than 64 MiB, not a font")
    } catch {
      // strerror's own wording ("No such file or directory") for a failed open, the
      // reader's reason for the rest.
      let reason = error.code.map { String(cString: strerror($0)) } ?? error.reason
      throw SDLError("font file \(path): \(reason)")
    }
    guard !bytes.isEmpty else { throw SDLError("font file \(path): file is empty") }
    var hasher = FNV1a64()
    hasher.combine(bytes)
    return hasher.hexDigest
  }

  private init(path: String, contentHash: String, bold: BoldFace?, semibold: BoldFace?) {
    self.path = path
    self.contentHash = contentHash
    self.bold = bold
    self.semibold = semibold
  }
}

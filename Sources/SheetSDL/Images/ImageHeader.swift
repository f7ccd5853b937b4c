/// A PNG's or JPEG's pixel size read from its first bytes, before anything is decoded: a
/// 20,000 x 20,000 PNG is a few kilobytes on disk and 1.6 GB once decoded, so the size is
/// checked against ``ImageHeader/maximumPixels`` first and such a file costs nothing.
public struct ImageHeader: Equatable, Sendable {
  /// The file formats a scene may name.
  public enum Format: String, Sendable {
    case png = "PNG"
    case jpeg = "JPEG"
  }

  public var format: Format
  public var width: Int
  public var height: Int

  /// The most pixels one image may have: 4096 x 4096 (64 MiB decoded), more than a 3x
  /// screenshot of the largest phone (1290 x 2796).
  public static let maximumPixels = 4096 * 4096
  /// The longest side accepted, so a 1 x 16,777,216 strip is refused too.
  public static let maximumSide = 8192

  public init(format: Format, width: Int, height: Int) {
    self.format = format
    self.width = width
    self.height = height
  }

  /// The header of `bytes`, or the reason it is not a PNG or JPEG this host decodes.
  public static func read(_ bytes: [UInt8]) -> Result<ImageHeader, ImageHeaderError> {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.starts(with: png) {
      // The IHDR chunk comes first: length (4), "IHDR" (4), width (4), height (4).
      guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
        return .failure(.malformed("a PNG without its IHDR header"))
      }
      return checked(.png, width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
    }
    if bytes.starts(with: [0xFF, 0xD8]) {
      return jpeg(bytes)
    }
    return .failure(.malformed("not a PNG or JPEG file"))
  }

  /// Why a whole file of this header's format is cut short, or nil when it ends as its
  /// format ends (a PNG's IEND chunk, a JPEG's end-of-image marker). The decoders draw what
  /// a truncated file holds and stop, with a warning at most, so the end is checked here.
  public func truncation(of file: [UInt8]) -> ImageHeaderError? {
    switch format {
    case .png:
      Self.endsWith(file, Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
        ? nil : .malformed("a truncated PNG (no IEND chunk at its end)")
    case .jpeg:
      Self.endsWith(file, [0xFF, 0xD9])
        ? nil : .malformed("a truncated JPEG (no end-of-image marker at its end)")
    }
  }

  /// Whether `bytes` end with `tail`, after any zero padding (some writers pad files).
  private static func endsWith(_ bytes: [UInt8], _ tail: some Collection<UInt8>) -> Bool {
    var end = bytes.count
    while end > 0, bytes[end - 1] == 0 { end -= 1 }
    guard end >= tail.count else { return false }
    return bytes[(end - tail.count)..<end].elementsEqual(tail)
  }

  /// Walks the JPEG's marker segments to the first start-of-frame, which holds the size.
  private static func jpeg(_ bytes: [UInt8]) -> Result<ImageHeader, ImageHeaderError> {
    var index = 2
    while index + 4 <= bytes.count {
      guard bytes[index] == 0xFF else { return .failure(.malformed("a JPEG with a broken marker")) }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = bigEndian(bytes, index + 2, 2)
      // SOF0...SOF15 except DHT (C4), JPG (C8) and DAC (CC).
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard index + 9 <= bytes.count else { break }
        return checked(
          .jpeg, width: bigEndian(bytes, index + 7, 2), height: bigEndian(bytes, index + 5, 2))
      }
      guard length >= 2 else { return .failure(.malformed("a JPEG with a broken segment")) }
      index += 2 + length
    }
    return .failure(.malformed("a JPEG without a frame header"))
  }

  private static func checked(
    _ format: Format, width: Int, height: Int
  ) -> Result<ImageHeader, ImageHeaderError> {
    guard width > 0, height > 0 else {
      return .failure(.malformed("a \(format.rawValue) of \(width) x \(height) pixels"))
    }
    guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
      return .failure(
        .tooLarge(
          "a \(format.rawValue) of \(width) x \(height) pixels is larger than the limit "
            + "(\(maximumSide) on a side, 4096 x 4096 in all)"))
    }
    return .success(ImageHeader(format: format, width: width, height: height))
  }

  private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
    var value = 0
    for offset in 0..<count { value = value << 8 | Int(bytes[start + offset]) }
    return value
  }
}

/// Why an image file's first bytes are refused.
public enum ImageHeaderError: Error, Equatable, Sendable {
  case malformed(String)
  case tooLarge(String)

  public var reason: String {
    switch self {
    case .malformed(let reason), .tooLarge(let reason): reason
    }
  }
}

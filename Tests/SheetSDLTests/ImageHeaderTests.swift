import Foundation
import SheetSDL
import Testing

/// Image sizes come from the first bytes, before any decoding, and the `@2x`/`@3x` file is
/// chosen by scale as iOS asset names are.
@Suite struct ImageHeaderTests {
  static func png(width: UInt32, height: UInt32) -> [UInt8] {
    func bigEndian(_ value: UInt32) -> [UInt8] {
      (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) }
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
  }

  @Test func aPNGsSizeIsItsIHDR() {
    #expect(
      ImageHeader.read(Self.png(width: 780, height: 1688))
        == .success(ImageHeader(format: .png, width: 780, height: 1688)))
  }

  @Test func aJPEGsSizeIsItsFirstFrameHeaderPastOtherSegments() {
    // SOI, an APP0 segment of 16 bytes, then SOF0: length 17, precision 8, height, width.
    let bytes: [UInt8] =
      [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
      + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x90, 0x02, 0xAC, 0x03]
    #expect(
      ImageHeader.read(bytes) == .success(ImageHeader(format: .jpeg, width: 684, height: 400)))
  }

  @Test func tooManyPixelsOrTooLongASideIsRefused() {
    #expect(
      ImageHeader.read(Self.png(width: 20_000, height: 20_000))
        == .failure(
          .tooLarge(
            "a PNG of 20000 x 20000 pixels is larger than the limit (8192 on a side, 4096 x 4096 in all)"
          )))
    if case .success = ImageHeader.read(Self.png(width: 8193, height: 1)) {
      Issue.record("8193 wide")
    }
    if case .failure = ImageHeader.read(Self.png(width: 4096, height: 4096)) {
      Issue.record("4096²")
    }
    if case .success = ImageHeader.read(Self.png(width: 4097, height: 4096)) {
      Issue.record("4097")
    }
  }

  @Test func otherBytesAreNotAnImage() {
    #expect(
      ImageHeader.read(Array("GIF89a".utf8)) == .failure(.malformed("not a PNG or JPEG file")))
    #expect(
      ImageHeader.read(Array(Self.png(width: 1, height: 1).prefix(20)))
        == .failure(
          .malformed("a PNG without its IHDR header")))
    #expect(
      ImageHeader.read([0xFF, 0xD8, 0x00, 0x00, 0x00, 0x00])
        == .failure(
          .malformed("a JPEG with a broken marker")))
  }

  @Test func variantsAreChosenByScaleRoundedUpThenLargerThenSmaller() {
    #expect(
      ImageVariants.candidates(for: "a/photo.png", scale: 1).map(\.path) == [
        "a/photo.png", "a/photo@2x.png", "a/photo@3x.png",
      ])
    #expect(
      ImageVariants.candidates(for: "photo.jpg", scale: 1.5).map(\.path) == [
        "photo@2x.jpg", "photo@3x.jpg", "photo.jpg",
      ])
    #expect(ImageVariants.candidates(for: "photo.jpg", scale: 3).map(\.scale) == [3, 2, 1])
    #expect(ImageVariants.variant(of: "v1.0/photo", scale: 2) == "v1.0/photo@2x")
  }

  /// A file cut short reads its header but is refused whole (a 600-byte JPEG was accepted
  /// by `--scene` and drawn half grey); the complete files, padded or not, are not.
  @Test(arguments: ["sunset.jpg", "journal.png"])
  func aTruncatedImageIsRefused(name: String) throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../PlaygroundTests/Recordings/scenes/photo/\(name)").path
    let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let header = try ImageHeader.read(whole).get()
    #expect(header.truncation(of: whole) == nil)
    #expect(header.truncation(of: whole + [0, 0, 0]) == nil)
    let cut = Array(whole.prefix(600))
    #expect(try ImageHeader.read(cut).get() == header)
    #expect(header.truncation(of: cut) != nil)
  }
}

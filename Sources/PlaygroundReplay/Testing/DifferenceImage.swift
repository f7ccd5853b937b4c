import SheetSDL

/// The third image of a visual failure: every pixel that changed marked in magenta over the
/// expected frame faded to a light grey, so a small change stands out on a large screen.
/// Images of different sizes are laid over each other at the top-left corner; a pixel only
/// one of them has counts as changed.
enum DifferenceImage {
  /// The colour of a changed pixel.
  package static let mark: (UInt8, UInt8, UInt8) = (255, 0, 255)

  package static func make(expected: RGBImage, actual: RGBImage) -> RGBImage {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    var bytes = [UInt8](repeating: 0, count: width * height * 3)
    for row in 0..<height {
      for column in 0..<width {
        let out = (row * width + column) * 3
        let want = pixel(expected, column, row)
        let got = pixel(actual, column, row)
        guard let want, let got, want == got else {
          (bytes[out], bytes[out + 1], bytes[out + 2]) = mark
          continue
        }
        // Luma (Rec. 601), then three quarters of the way to white.
        let luma = (299 * Int(want.0) + 587 * Int(want.1) + 114 * Int(want.2)) / 1000
        let faded = UInt8(255 - (255 - luma) / 4)
        (bytes[out], bytes[out + 1], bytes[out + 2]) = (faded, faded, faded)
      }
    }
    return RGBImage(width: width, height: height, bytes: bytes)
  }

  private static func pixel(_ image: RGBImage, _ column: Int, _ row: Int) -> (UInt8, UInt8, UInt8)?
  {
    guard column < image.width, row < image.height else { return nil }
    let index = (row * image.width + column) * 3
    return (image.bytes[index], image.bytes[index + 1], image.bytes[index + 2])
  }
}

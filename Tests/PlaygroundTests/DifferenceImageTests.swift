import SheetSDL
import Testing

@testable import PlaygroundReplay

/// The difference image of a visual failure, pixel by pixel.
@Suite struct DifferenceImageTests {
  @Test func changedPixelsAreMagentaAndTheRestFadedGrey() {
    let expected = RGBImage(width: 2, height: 1, bytes: [10, 20, 30, 255, 255, 255])
    let actual = RGBImage(width: 3, height: 1, bytes: [10, 20, 30, 0, 0, 0, 1, 2, 3])
    let difference = DifferenceImage.make(expected: expected, actual: actual)
    #expect(difference.width == 3 && difference.height == 1)
    // Luma of (10, 20, 30) is 18; three quarters of the way to white is 255 - 237 / 4 = 196.
    #expect(difference.bytes == [196, 196, 196, 255, 0, 255, 255, 0, 255])
  }

  /// Issue 41: how much each pixel changed, not whether: a change of 1 level is pale yellow,
  /// 15 levels orange, 255 (or a pixel only one image has) magenta, on the log scale the
  /// report's legend draws; the summary counts the changes by band.
  @Test func changesAreGradedByHowMuchEachPixelChanged() {
    let expected = RGBImage(
      width: 4, height: 1, bytes: [10, 20, 30, 100, 100, 100, 0, 0, 0, 255, 255, 255])
    let actual = RGBImage(
      width: 5, height: 1,
      bytes: [10, 20, 30, 101, 100, 99, 15, 3, 0, 0, 0, 0, 7, 7, 7])
    let (image, summary) = DifferenceImage.compare(expected: expected, actual: actual)
    #expect(
      image.bytes == [
        196, 196, 196,  // unchanged: faded grey
        255, 207, 90,  // 1 level: a quarter of the way from pale yellow to orange
        255, 120, 0,  // 15 levels: orange, the middle of the scale
        255, 0, 255,  // 255 levels: magenta
        255, 0, 255,  // only in one image: counted as 255
      ])
    #expect(
      summary == DifferenceImage.Summary(pixels: 5, changed: 4, largest: 255, bands: [1, 1, 0, 2]))
    #expect(
      summary.text
        == "4 of 5 pixels changed (80.0 %), by at most 255 of 255 levels: 1 by 1–3, 1 by 4–15, "
        + "2 by 64–255")
    #expect(DifferenceImage.level(of: 1) == 0.125)
    #expect(DifferenceImage.level(of: 15) == 0.5)
    #expect(DifferenceImage.level(of: 255) == 1)
    #expect(DifferenceImage.legendStops.map(\.change) == [1, 4, 16, 64, 255])
  }

  /// A dim a few percent darker is a faint, even wash where the dim is, not "everything".
  @Test func aSlightlyDarkerDimIsAFaintWash() {
    let expected = RGBImage(width: 2, height: 1, bytes: [64, 64, 64, 250, 250, 250])
    let actual = RGBImage(width: 2, height: 1, bytes: [60, 60, 60, 250, 250, 250])
    let (image, summary) = DifferenceImage.compare(expected: expected, actual: actual)
    let faint = DifferenceImage.colour(of: 4)
    #expect(image.bytes[0] == faint.0 && image.bytes[1] == faint.1 && image.bytes[2] == faint.2)
    #expect(image.bytes[0..<3] != image.bytes[3..<6])
    #expect(summary.largest == 4 && summary.bands == [0, 1, 0, 0])
    #expect(DifferenceImage.colour(of: 4) != DifferenceImage.mark)
  }

  @Test func equalImagesHaveNoMark() {
    let image = RGBImage(width: 1, height: 2, bytes: [0, 0, 0, 255, 255, 255])
    #expect(
      DifferenceImage.make(expected: image, actual: image).bytes == [192, 192, 192, 255, 255, 255])
  }
}

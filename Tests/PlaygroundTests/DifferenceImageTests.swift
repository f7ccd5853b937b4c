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

  @Test func equalImagesHaveNoMark() {
    let image = RGBImage(width: 1, height: 2, bytes: [0, 0, 0, 255, 255, 255])
    #expect(
      DifferenceImage.make(expected: image, actual: image).bytes == [192, 192, 192, 255, 255, 255])
  }
}

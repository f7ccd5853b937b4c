import Foundation
import SheetEngine
import SheetSDL
import Testing

/// A half-point fill (a list separator, a bar's bottom edge) is one device pixel at every
/// scale: at scale 1 it keeps the pixel its middle falls in instead of snapping away.
extension SDLBackendTests {
  private func rows(_ canvas: OffscreenCanvas, x: Int) -> [Int] {
    (0..<canvas.pixelHeight).filter { pixel(canvas, x, $0) != [255, 255, 255] }
  }

  @Test(arguments: [(1.0, [12]), (2.0, [25])])
  func aHalfPointLineIsOnePixel(scale: Double, expected: [Int]) throws {
    let canvas = try OffscreenCanvas(size: Size(width: 20, height: 20), scale: scale, font: font)
    canvas.render(
      DisplayList(items: [fill(Rect(x: 4, y: 12.5, width: 12, height: 0.5), .black)]),
      background: .white)
    #expect(rows(canvas, x: Int(10 * scale)) == expected)
    #expect(rows(canvas, x: Int(2 * scale)).isEmpty, "nothing left of the line")
  }

  @Test func anEmptyFillStillDrawsNothing() throws {
    let canvas = try OffscreenCanvas(size: Size(width: 20, height: 20), scale: 1, font: font)
    canvas.render(
      DisplayList(items: [fill(Rect(x: 4, y: 12, width: 12, height: 0), .black)]),
      background: .white)
    #expect(rows(canvas, x: 10).isEmpty)
  }
}

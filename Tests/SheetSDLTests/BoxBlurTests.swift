import Foundation
import Testing

@testable import SheetSDL

/// The three-box approximation of a Gaussian used for soft shadows.
@Suite struct BoxBlurTests {
  @Test(arguments: [1.0, 2.5, 4.0, 8.0, 15.0])
  func boxVariancesSumToSigmaSquared(sigma: Double) {
    let widths = BoxBlur.boxWidths(sigma: sigma)
    #expect(widths.count == 3)
    #expect(widths.allSatisfy { $0 % 2 == 1 })
    // A box of width w has variance (w^2 - 1) / 12.
    let variance = widths.reduce(0.0) { $0 + (Double($1 * $1) - 1) / 12 }
    #expect(abs(variance.squareRoot() - sigma) < 0.35, "\(widths)")
  }

  @Test func noBlurForATinySigma() {
    #expect(BoxBlur.boxWidths(sigma: 0).isEmpty)
    #expect(BoxBlur.boxWidths(sigma: .nan).isEmpty)
    #expect(BoxBlur.reach(sigma: 0) == 0)
  }

  /// A blurred edge follows the Gaussian's integral: half-way at the edge, 84 % one sigma
  /// inside, 16 % one sigma outside, within a few levels.
  @Test func aBlurredStepFollowsTheNormalDistribution() {
    let width = 200
    let height = 100
    let sigma = 6.0
    var image = [UInt8](repeating: 0, count: width * height)
    for row in 0..<height {
      for column in 100..<width { image[row * width + column] = 255 }
    }
    image.withUnsafeMutableBufferPointer { buffer in
      BoxBlur.blur(buffer.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
    }
    // The middle row, far from the top and bottom where the outside's zeros bleed in.
    let line = Array(image[(height / 2) * width..<(height / 2 + 1) * width])
    func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }
    for offset in [-12, -6, -3, 0, 3, 6, 12] {
      let expected = 255 * phi((Double(offset) + 0.5) / sigma)
      let actual = Double(line[100 + offset])
      #expect(abs(actual - expected) < 8, "offset \(offset): \(actual) vs \(expected)")
    }
    #expect(Array(line[0..<160]) == line[0..<160].sorted())
  }
}

import Foundation
import SheetSDL
import Testing

/// Compares a rendered canvas with its golden PNG, the one rule every pixel test shares:
/// RGB, exact first; if not exact, at most 0.1 % of the pixels may differ, each channel by at
/// most 2 (SDL versions round blending differently by one step). A missing golden fails;
/// `RECORD_GOLDENS=1` writes it instead (never in CI).
@MainActor
enum GoldenImage {
  static let channelTolerance = 2
  static let pixelFraction = 0.001

  static func check(_ canvas: OffscreenCanvas, name: String) throws {
    let path = TestPaths.golden(name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try canvas.savePNG(to: path)
      return
    }
    guard FileManager.default.fileExists(atPath: path) else {
      Issue.record("missing golden \(path): record it with RECORD_GOLDENS=1 and look at it")
      return
    }
    let expected = try RGBImage.loadPNG(path: path)
    let actual = canvas.rgbImage()
    let exact = actual.difference(from: expected, tolerance: 0)
    if exact.isWithinTolerance { return }
    let loose = actual.difference(from: expected, tolerance: channelTolerance)
    let allowed = Int(Double(actual.width * actual.height) * pixelFraction)
    #expect(loose.sizesMatch, "\(name): size differs")
    #expect(
      loose.differingPixelCount <= allowed,
      "\(name): \(loose.differingPixelCount) pixels differ by more than \(channelTolerance) (max \(exact.maxChannelDifference)); allowed \(allowed)"
    )
  }
}

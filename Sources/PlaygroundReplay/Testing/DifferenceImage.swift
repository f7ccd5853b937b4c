import Foundation
import SheetSDL

/// The third image of a visual failure: how much each pixel changed, graded, over the
/// expected frame faded to a light grey, so "the dim is 4 % darker" reads as a faint wash
/// where the dim is, not as "everything changed".
///
/// A pixel's change is the largest difference of its red, green and blue, 0 to 255 levels.
/// Unchanged pixels keep the faded grey; a changed one is coloured on a logarithmic scale,
/// ``level(of:)``: pale yellow for a change of 1 level, orange at 15, magenta at 255 (the
/// report draws the scale as a legend, ``legendStops``). Images of different sizes are laid
/// over each other at the top-left corner; a pixel only one of them has counts as a change
/// of 255.
enum DifferenceImage {
  /// The colour of the largest change (and of a pixel only one image has).
  package static let mark: (UInt8, UInt8, UInt8) = (255, 0, 255)

  /// The colour scale: (level, colour) stops, interpolated linearly in between.
  package static let stops: [(level: Double, colour: (Double, Double, Double))] = [
    (0, (255, 236, 120)), (0.5, (255, 120, 0)), (1, (255, 0, 255)),
  ]

  /// The changes the report's legend names, with their place on the scale.
  package static var legendStops: [(change: Int, level: Double)] {
    [1, 4, 16, 64, 255].map { ($0, level(of: $0)) }
  }

  /// What a difference image shows, in numbers: how many pixels changed, by how much.
  package struct Summary: Equatable, Sendable {
    package var pixels = 0
    package var changed = 0
    /// The largest change, 0 to 255 levels.
    package var largest = 0
    /// Changed pixels by band of change: 1–3, 4–15, 16–63, 64–255 levels.
    package var bands = [0, 0, 0, 0]

    /// "41,160 of 329,160 pixels changed (12.5 %), by at most 12 of 255 levels: 40,000 by
    /// 1–3, 1,160 by 4–15", or "no pixel changed".
    package var text: String {
      guard changed > 0 else { return "no pixel changed" }
      let names = ["1–3", "4–15", "16–63", "64–255"]
      let parts = zip(names, bands).filter { $0.1 > 0 }.map {
        "\(VisualCheckpoints.grouped($0.1)) by \($0.0)"
      }
      let share = Double(changed) / Double(max(pixels, 1)) * 100
      return
        "\(VisualCheckpoints.grouped(changed)) of \(VisualCheckpoints.grouped(pixels)) pixels changed "
        + "(\(String(format: "%.1f", share)) %), by at most \(largest) of 255 levels: "
        + parts.joined(separator: ", ")
    }
  }

  /// Where a change of `change` levels (1 to 255) sits on the scale, 0 to 1: log2(1 + change)
  /// / 8, so 1 level is 0.125, 15 levels 0.5 and 255 levels 1.
  package static func level(of change: Int) -> Double {
    Foundation.log2(Double(max(0, min(change, 255))) + 1) / 8
  }

  /// The colour of a change of `change` levels (1 to 255).
  package static func colour(of change: Int) -> (UInt8, UInt8, UInt8) {
    let at = level(of: change)
    var lower = stops[0]
    var upper = stops[stops.count - 1]
    for (first, second) in zip(stops, stops.dropFirst()) where at >= first.level {
      (lower, upper) = (first, second)
    }
    let fraction = upper.level > lower.level ? (at - lower.level) / (upper.level - lower.level) : 0
    func mix(_ a: Double, _ b: Double) -> UInt8 {
      UInt8(max(0, min(255, (a + (b - a) * min(max(fraction, 0), 1)).rounded())))
    }
    return (
      mix(lower.colour.0, upper.colour.0), mix(lower.colour.1, upper.colour.1),
      mix(lower.colour.2, upper.colour.2)
    )
  }

  package static func make(expected: RGBImage, actual: RGBImage) -> RGBImage {
    compare(expected: expected, actual: actual).image
  }

  /// The difference image and its summary.
  package static func compare(expected: RGBImage, actual: RGBImage) -> (
    image: RGBImage, summary: Summary
  ) {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    var bytes = [UInt8](repeating: 0, count: width * height * 3)
    var summary = Summary(pixels: width * height)
    let palette = (0...255).map(colour(of:))
    for row in 0..<height {
      for column in 0..<width {
        let out = (row * width + column) * 3
        let want = pixel(expected, column, row)
        let got = pixel(actual, column, row)
        var change = 255
        if let want, let got {
          change = max(
            abs(Int(want.0) - Int(got.0)), abs(Int(want.1) - Int(got.1)),
            abs(Int(want.2) - Int(got.2)))
        }
        if change > 0 {
          summary.changed += 1
          summary.largest = max(summary.largest, change)
          summary.bands[change < 4 ? 0 : change < 16 ? 1 : change < 64 ? 2 : 3] += 1
          (bytes[out], bytes[out + 1], bytes[out + 2]) = palette[change]
          continue
        }
        guard let want else { continue }
        // Luma (Rec. 601), then three quarters of the way to white.
        let luma = (299 * Int(want.0) + 587 * Int(want.1) + 114 * Int(want.2)) / 1000
        let faded = UInt8(255 - (255 - luma) / 4)
        (bytes[out], bytes[out + 1], bytes[out + 2]) = (faded, faded, faded)
      }
    }
    return (RGBImage(width: width, height: height, bytes: bytes), summary)
  }

  private static func pixel(_ image: RGBImage, _ column: Int, _ row: Int) -> (UInt8, UInt8, UInt8)?
  {
    guard column < image.width, row < image.height else { return nil }
    let index = (row * image.width + column) * 3
    return (image.bytes[index], image.bytes[index + 1], image.bytes[index + 2])
  }
}

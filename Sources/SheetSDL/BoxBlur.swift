/// A Gaussian blur approximated by three successive box blurs, on an 8-bit mask.
///
/// By the central limit theorem three passes of a box filter come within a few percent of
/// a Gaussian, at a cost independent of the radius (running sums). The box widths follow
/// the usual recipe for `n` passes: the ideal width is sqrt(12 sigma^2 / n + 1); the passes
/// use the nearest odd widths below and above it, as many of each as makes the summed
/// variance equal sigma^2 (docs/MOTION.md, "Soft shadows").
enum BoxBlur {
  static let passes = 3

  /// Odd box widths, one per pass, whose variances sum to `sigma` squared.
  static func boxWidths(sigma: Double) -> [Int] {
    guard sigma.isFinite, sigma > 0.25 else { return [] }
    let n = Double(passes)
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let l = Double(lower)
    let lowerCount = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4))
      .rounded()
    return (0..<passes).map { Double($0) < lowerCount ? lower : lower + 2 }
  }

  /// How far a blur of `sigma` spreads a shape, in whole pixels: the sum of the boxes'
  /// half-widths, so padding a mask by this much loses nothing.
  static func reach(sigma: Double) -> Int {
    boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
  }

  /// Blurs `width` x `height` samples of `channels` interleaved bytes each (rows `stride`
  /// bytes apart) in place, each channel on its own. Pixels outside are 0.
  static func blur(
    _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
    channels: Int = 1
  ) {
    let widths = boxWidths(sigma: sigma)
    guard !widths.isEmpty, width > 0, height > 0 else { return }
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
    defer { scratch.deallocate() }
    for box in widths where box > 1 {
      for channel in 0..<channels {
        for row in 0..<height {
          pass(
            pixels + row * stride + channel, count: width, step: channels, box: box,
            scratch: scratch)
        }
        for column in 0..<width {
          pass(
            pixels + column * channels + channel, count: height, step: stride, box: box,
            scratch: scratch)
        }
      }
    }
  }

  /// One box pass along a line of `count` samples `step` apart, rounding to nearest.
  fileprivate static func pass(
    _ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, box: Int,
    scratch: UnsafeMutablePointer<UInt8>
  ) {
    for index in 0..<count { scratch[index] = line[index * step] }
    let radius = (box - 1) / 2
    let divisor = UInt32(box)
    var sum: UInt32 = 0
    for index in 0..<min(radius, count) { sum += UInt32(scratch[index]) }
    for index in 0..<count {
      let entering = index + radius
      if entering < count { sum += UInt32(scratch[entering]) }
      let leaving = index - radius - 1
      if leaving >= 0 { sum -= UInt32(scratch[leaving]) }
      line[index * step] = UInt8((sum + divisor / 2) / divisor)
    }
  }
}

extension BoxBlur {
  /// Blurs `width` x `height` pixels of four interleaved bytes (Cairo's premultiplied
  /// ARGB32, rows `stride` bytes apart) in place, each channel as ``blur(_:width:height:stride:sigma:)``
  /// blurs a mask. Pixels outside are 0: a caller that wants none of that darkening pads
  /// the picture by ``reach(sigma:)``.
  static func blurPixels(
    _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) {
    blur(pixels, width: width, height: height, stride: stride, sigma: sigma, channels: 4)
  }
}

import SheetEngine
import Testing

@testable import SheetSDL

/// A long shadow's mask is a short one's blur stretched through its straight middle; it
/// must be the full blur byte for byte, or a page's edge would show where it was cut.
@MainActor
@Suite struct ShadowMaskTests {
  /// Every byte of two A8 masks, row by row (their strides may differ).
  func bytes(_ mask: ShadowMaskCache.Mask) -> [[UInt8]] {
    let image = mask.image
    return (0..<image.height).map { row in
      Array(UnsafeBufferPointer(start: image.data + row * image.stride, count: image.width))
    }
  }

  @Test(arguments: [
    (1170, 2532, 10.0, 30.0), (780, 1688, 0.0, 20.0), (61, 300, 13.0, 4.5), (400, 49, 26.0, 12.0),
    (2000, 90, 39.0, 60.0),
  ])
  func aStretchedMaskIsTheFullBlur(width: Int, height: Int, radius: Double, sigma: Double) {
    for curve in [CornerCurve.circular, .continuous] {
      let key = ShadowMaskCache.Key(
        width: width, height: height,
        radii: CornerRadii(
          topLeft: radius, topRight: radius, bottomLeft: radius / 2, bottomRight: 0),
        curve: curve, sigma: sigma)
      let cache = ShadowMaskCache()
      guard let stretched = cache.mask(for: key), let full = cache.blurred(key) else {
        Issue.record("no mask for \(key)")
        continue
      }
      #expect(stretched.padding == full.padding)
      #expect(bytes(stretched) == bytes(full), "\(key)")
    }
  }

  /// Only the short mask is blurred, however long the shapes that stretch it.
  @Test func shapesOfOneEndsShareOneBlur() {
    let cache = ShadowMaskCache()
    for height in [900, 1200, 2532] {
      let key = ShadowMaskCache.Key(
        width: 1170, height: height, radii: CornerRadii(all: 30), curve: .continuous, sigma: 12)
      #expect(ShadowMaskCache.shortened(key).height < 200)
      _ = cache.mask(for: key)
    }
    #expect(cache.renderCount == 1)
  }
}

import SheetEngine

/// Where one drawing space's points land in a pixel buffer: `pixel = point * scale +
/// offset`, with a whole-pixel offset.
///
/// The window's space has offset zero. A layer's raster is its own space, offset by the
/// raster's origin, and a layer that only translates is composited at its translation
/// rounded to whole pixels, so a cached raster lands on exactly the pixels a fresh one
/// would: the cache can never be seen.
struct PixelSpace: Equatable {
  var scale: Double
  var offsetX: Int
  var offsetY: Int

  init(scale: Double, offsetX: Int = 0, offsetY: Int = 0) {
    self.scale = scale
    self.offsetX = offsetX
    self.offsetY = offsetY
  }

  /// The pixels a filled rect covers, each edge rounded on its own so rects that share an
  /// edge in points share it in pixels (no seam, no gap).
  func snapped(_ rect: Rect) -> PixelRect? {
    PixelRect(snapping: rect, scale: scale).map { $0.offsetBy(dx: offsetX, dy: offsetY) }
  }

  /// ``snapped(_:)``, except that a side thinner than a pixel but not empty (a half-point
  /// hairline at scale 1) keeps the one pixel its middle falls in instead of snapping away:
  /// a separator is a one-pixel line at every scale, as iOS draws hairlines.
  func snappedKeepingHairlines(_ rect: Rect) -> PixelRect? {
    guard var pixels = snapped(rect) else { return nil }
    if pixels.y0 == pixels.y1, rect.height > 0 {
      pixels.y0 = PixelRect.clampedPixel((rect.midY * scale).rounded(.down)) + offsetY
      pixels.y1 = pixels.y0 + 1
    }
    if pixels.x0 == pixels.x1, rect.width > 0 {
      pixels.x0 = PixelRect.clampedPixel((rect.midX * scale).rounded(.down)) + offsetX
      pixels.x1 = pixels.x0 + 1
    }
    return pixels
  }

  /// The pixels a clip admits: every pixel it touches.
  func enclosing(_ rect: Rect) -> PixelRect? {
    PixelRect(enclosing: rect, scale: scale).map { $0.offsetBy(dx: offsetX, dy: offsetY) }
  }

  /// The nearest whole pixel to `value` points along x.
  func pixelX(_ value: Double) -> Int {
    PixelRect.clampedPixel((value * scale).rounded()) + offsetX
  }

  /// The nearest whole pixel to `value` points along y.
  func pixelY(_ value: Double) -> Int {
    PixelRect.clampedPixel((value * scale).rounded()) + offsetY
  }
}

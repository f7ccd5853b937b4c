import CCairo

/// The two composites every moving frame is made of, done by pixman directly.
///
/// Through Cairo, a raster painted with an opacity or a mask composited under a clip can
/// fall off pixman's SIMD fast paths onto its general one, several times slower (measured:
/// 2.6 ms instead of about 0.3 for one faded page at scale 2). Calling
/// `pixman_image_composite32` with exact rectangles keeps them on the fast paths. Cairo's
/// pending work on the destination is flushed first and the touched rectangle marked
/// dirty after, so Cairo and pixman can take turns on one image.
enum PixmanComposite {
  /// Composites `source`, its top-left pixel at `(x, y)` of `destination`, within `clip`,
  /// blended at `alpha` (255 is opaque). A source known to be `opaque` (every pixel) is
  /// copied at full alpha and blended through its opaque view below it.
  static func image(
    _ source: CairoImage, x: Int, y: Int, into destination: CairoImage, clip: PixelRect?,
    alpha: UInt8, opaque: Bool
  ) {
    let placed = source.bounds.offsetBy(dx: x, dy: y)
    guard let rect = visible(placed, in: destination, clip: clip) else { return }
    var mask: OpaquePointer?
    if alpha < 255 {
      var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(alpha) * 257)
      mask = pixman_image_create_solid_fill(&color)
    }
    defer { if let mask { pixman_image_unref(mask) } }
    run(rect, on: destination) {
      pixman_image_composite32(
        opaque && mask == nil ? PIXMAN_OP_SRC : PIXMAN_OP_OVER,
        opaque ? source.opaquePixman : source.pixman, mask,
        destination.pixman, Int32(rect.x0 - x), Int32(rect.y0 - y), 0, 0, Int32(rect.x0),
        Int32(rect.y0), Int32(rect.width), Int32(rect.height))
    }
  }

  /// Composites `color` through the 8-bit `mask`, its top-left pixel at `(x, y)`.
  static func mask(
    _ mask: CairoImage, x: Int, y: Int, color: RGBA8, into destination: CairoImage,
    clip: PixelRect?
  ) {
    let placed = mask.bounds.offsetBy(dx: x, dy: y)
    guard let rect = visible(placed, in: destination, clip: clip) else { return }
    var solid = premultiplied(color)
    guard let source = pixman_image_create_solid_fill(&solid) else { return }
    defer { pixman_image_unref(source) }
    run(rect, on: destination) {
      pixman_image_composite32(
        PIXMAN_OP_OVER, source, mask.pixman, destination.pixman, 0, 0, Int32(rect.x0 - x),
        Int32(rect.y0 - y), Int32(rect.x0), Int32(rect.y0), Int32(rect.width),
        Int32(rect.height))
    }
  }

  /// Composites `color` over the pixels of `rect` (pixman's solid OVER fast path).
  static func fill(_ color: RGBA8, rect: PixelRect, into destination: CairoImage) {
    guard color.a > 0, let rect = visible(rect, in: destination, clip: nil) else { return }
    var solid = premultiplied(color)
    guard let source = pixman_image_create_solid_fill(&solid) else { return }
    defer { pixman_image_unref(source) }
    run(rect, on: destination) {
      pixman_image_composite32(
        color.a == 255 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source, nil, destination.pixman, 0, 0,
        0, 0, Int32(rect.x0), Int32(rect.y0), Int32(rect.width), Int32(rect.height))
    }
  }

  /// The colour as pixman wants it: 16 bits per channel, premultiplied, rounded the way
  /// Cairo rounds its own colours.
  static func premultiplied(_ color: RGBA8) -> pixman_color_t {
    let alpha = Double(color.a) / 255
    func short(_ value: Double) -> UInt16 { UInt16(value * 65535 + 0.5) }
    return pixman_color_t(
      red: short(Double(color.r) / 255 * alpha), green: short(Double(color.g) / 255 * alpha),
      blue: short(Double(color.b) / 255 * alpha), alpha: short(alpha))
  }

  private static func visible(_ rect: PixelRect, in image: CairoImage, clip: PixelRect?)
    -> PixelRect?
  {
    guard var result = rect.intersection(image.bounds) else { return nil }
    if let clip {
      guard let clipped = result.intersection(clip) else { return nil }
      result = clipped
    }
    return result
  }

  private static func run(_ rect: PixelRect, on image: CairoImage, _ body: () -> Void) {
    cairo_surface_flush(image.surface)
    body()
    cairo_surface_mark_dirty_rectangle(
      image.surface, Int32(rect.x0), Int32(rect.y0), Int32(rect.width), Int32(rect.height))
  }
}

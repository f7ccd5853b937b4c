import CCairo
import SheetEngine

/// Soft shadows as blurred coverage masks, rendered once per shape and blur and reused.
///
/// A shadow is its shape filled (anti-aliased) into an 8-bit mask padded by the blur's
/// reach, then blurred by ``BoxBlur`` with sigma = shadow radius / 2, as CSS defines a
/// blur radius. Drawing composites the shadow colour through the mask, so a sheet or a
/// page that moves, fades or changes shadow colour reuses one mask; only a new size,
/// radius or blur renders a new one.
final class ShadowMaskCache {
  struct Key: Hashable {
    var width: Int
    var height: Int
    /// Radii in pixels.
    var radii: CornerRadii
    var curve: CornerCurve
    var sigma: Double
  }

  /// A blurred mask and how far it extends beyond the shape on each side.
  final class Mask {
    let image: CairoImage
    let padding: Int

    init(image: CairoImage, padding: Int) {
      self.image = image
      self.padding = padding
    }
  }

  private var cache: LRUCache<Key, Mask>
  private(set) var renderCount = 0

  init(budgetBytes: Int = 32 << 20) {
    cache = LRUCache(budget: budgetBytes)
  }

  /// The sigma in pixels of a shadow whose radius is `blur` points at `scale`.
  static func sigma(blur: Double, scale: Double) -> Double {
    let sigma = blur * scale / 2
    return sigma.isFinite ? max(sigma, 0) : 0
  }

  /// The mask for `key`, rendering it on first use; nil for an empty or huge shape.
  ///
  /// A shape longer than its rounded ends and the blur's reach is blurred at the least
  /// length that keeps one straight row (column) in the middle, then stretched by
  /// repeating that row (column): away from its ends every row of a long shape's blur is
  /// the same, so the stretched mask is the mask a full blur would make, byte for byte
  /// (`ShadowMaskTests`). A page's edge shadow runs the page's whole height and a sheet's
  /// is as wide as the sheet; blurred whole, the first frame of a back-swipe at scale 3
  /// spent about 150 ms here, and a sheet changing height blurred again every frame.
  func mask(for key: Key) -> Mask? {
    if let cached = cache.value(for: key) { return cached }
    guard key.width > 0, key.height > 0, key.width <= 8192, key.height <= 8192 else {
      return nil
    }
    let short = Self.shortened(key)
    let made: Mask?
    if short == key {
      made = blurred(key)
    } else {
      made = mask(for: short).flatMap { Self.stretched($0, from: short, to: key) }
    }
    guard let made else { return nil }
    cache.store(made, cost: made.image.byteCount, for: key)
    return made
  }

  /// The least shape whose blur, stretched, is `key`'s: each side cut to its rounded ends,
  /// the blur's reach either side of the middle, and two straight pixels.
  static func shortened(_ key: Key) -> Key {
    let corner =
      Int(RoundedRectPath.continuousExtent * DisplayListRenderer.largestRadius(key.radii)) + 1
    let least = 2 * (corner + BoxBlur.reach(sigma: key.sigma)) + 2
    var short = key
    short.width = min(key.width, least)
    short.height = min(key.height, least)
    return short
  }

  /// `mask` (of the shape `short`) stretched to the shape `long`: the rows and columns up
  /// to the middle kept, the middle one repeated, the rest kept from the far end.
  private static func stretched(_ mask: Mask, from short: Key, to long: Key) -> Mask? {
    let padding = mask.padding
    let source = mask.image
    guard
      let image = CairoImage(
        width: long.width + 2 * padding, height: long.height + 2 * padding, format: CAIRO_FORMAT_A8)
    else { return nil }
    let middleX = source.width / 2
    let middleY = source.height / 2
    let extraX = image.width - source.width
    let extraY = image.height - source.height
    cairo_surface_flush(source.surface)
    cairo_surface_flush(image.surface)
    for row in 0..<image.height {
      let from = row <= middleY ? row : max(middleY, row - extraY)
      let input = source.data + from * source.stride
      let output = image.data + row * image.stride
      output.update(from: input, count: middleX + 1)
      output.advanced(by: middleX + 1).update(repeating: input[middleX], count: extraX)
      output.advanced(by: middleX + 1 + extraX).update(
        from: input + middleX + 1, count: source.width - middleX - 1)
    }
    image.markDirty()
    return Mask(image: image, padding: padding)
  }

  /// `key`'s shape filled and blurred at full size.
  func blurred(_ key: Key) -> Mask? {
    let padding = BoxBlur.reach(sigma: key.sigma) + 1
    guard
      let image = CairoImage(
        width: key.width + 2 * padding, height: key.height + 2 * padding, format: CAIRO_FORMAT_A8)
    else { return nil }
    let context = image.makeContext()
    cairo_set_source_rgba(context.pointer, 0, 0, 0, 1)
    RoundedRectPath.add(
      to: context.pointer, x: Double(padding), y: Double(padding), width: Double(key.width),
      height: Double(key.height), radii: key.radii, curve: key.curve)
    cairo_fill(context.pointer)
    cairo_surface_flush(image.surface)
    BoxBlur.blur(
      image.data, width: image.width, height: image.height, stride: image.stride,
      sigma: key.sigma)
    image.markDirty()
    renderCount += 1
    return Mask(image: image, padding: padding)
  }
}

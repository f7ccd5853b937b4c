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
  func mask(for key: Key) -> Mask? {
    if let cached = cache.value(for: key) { return cached }
    let padding = BoxBlur.reach(sigma: key.sigma) + 1
    guard key.width > 0, key.height > 0, key.width <= 8192, key.height <= 8192,
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
    let mask = Mask(image: image, padding: padding)
    renderCount += 1
    cache.store(mask, cost: image.byteCount, for: key)
    return mask
  }
}

import CCairo
import CSDL2
import SheetEngine

/// Text lines rasterized once by SDL_ttf and kept as 8-bit coverage masks for Cairo.
///
/// A line is rendered with `TTF_RenderUTF8_Blended` (anti-aliased) once per (string,
/// pixel size, weight); its alpha channel becomes an A8 Cairo surface. Colour and opacity are
/// applied when compositing (a solid source through the mask), so one mask serves every
/// colour and every step of a fade. Bounded in bytes, least recently used evicted.
final class GlyphMaskCache {
  struct Key: Hashable {
    var text: String
    var pixelSize: Int
    var weight: FontWeight
  }

  /// A rendered line; `image` is nil when SDL_ttf could not render the string (only
  /// zero-width characters, say), remembered so it is not retried every frame.
  final class Mask {
    let image: CairoImage?

    init(image: CairoImage?) {
      self.image = image
    }

    var width: Int { image?.width ?? 0 }
    var height: Int { image?.height ?? 0 }
  }

  private var cache: LRUCache<Key, Mask>
  private let fonts: TTFFontSet

  init(fonts: TTFFontSet, budgetBytes: Int = 16 << 20) {
    self.fonts = fonts
    cache = LRUCache(budget: budgetBytes)
  }

  var count: Int { cache.count }

  /// The mask of `text` at `pixelSize` in `weight`, rendering it on first use.
  func mask(text: String, pixelSize: Int, weight: FontWeight = .regular) -> Mask? {
    let key = Key(text: text, pixelSize: pixelSize, weight: weight)
    if let cached = cache.value(for: key) { return cached }
    guard let font = fonts.font(size: pixelSize, weight: weight) else { return nil }
    let made = Mask(image: Self.render(text, font: font))
    cache.store(made, cost: max(made.image?.byteCount ?? 0, 64), for: key)
    return made
  }

  private static func render(_ text: String, font: TTFFontHandle) -> CairoImage? {
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard let rendered = TTF_RenderUTF8_Blended(font.pointer, text, white) else { return nil }
    defer { SDL_FreeSurface(rendered) }
    guard
      let argb = SDL_ConvertSurfaceFormat(rendered, csdl_pixelformat_argb8888(), 0)
    else { return nil }
    defer { SDL_FreeSurface(argb) }
    let width = Int(argb.pointee.w)
    let height = Int(argb.pointee.h)
    guard let image = CairoImage(width: width, height: height, format: CAIRO_FORMAT_A8),
      let pixels = argb.pointee.pixels
    else { return nil }
    cairo_surface_flush(image.surface)
    let pitch = Int(argb.pointee.pitch)
    let destination = image.data
    let stride = image.stride
    for row in 0..<height {
      let source = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
      let target = destination + row * stride
      for column in 0..<width {
        target[column] = UInt8(truncatingIfNeeded: source[column] >> 24)
      }
    }
    image.markDirty()
    return image
  }
}

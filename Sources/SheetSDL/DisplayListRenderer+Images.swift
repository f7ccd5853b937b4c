import CCairo
import SheetEngine

extension DisplayListRenderer {
  /// Scales the named image's pixels into the item's rect (bilinear, Cairo's "good" filter
  /// when scaling down), at the item's opacity. A name the library does not hold draws
  /// nothing: the scene loader refuses such scenes before a session starts.
  func drawImage(_ item: ImageDraw, in target: DrawTarget) {
    guard let image = images.image(named: item.name), item.opacity > 0, item.rect.isFinite,
      let pixels = target.space.snapped(item.rect), !pixels.isEmpty
    else { return }
    // Snapped like a fill, so an image that fills the window meets its edges exactly.
    let x = Double(pixels.x0)
    let y = Double(pixels.y0)
    let sx = Double(pixels.width) / Double(image.width)
    let sy = Double(pixels.height) / Double(image.height)
    let cairo = target.cairo
    cairo_save(cairo)
    cairo_translate(cairo, x, y)
    cairo_scale(cairo, sx, sy)
    cairo_set_source_surface(cairo, image.surface, 0, 0)
    let pattern = cairo_get_source(cairo)
    cairo_pattern_set_filter(pattern, sx == 1 && sy == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
    if item.opacity < 1 {
      cairo_clip(cairo)
      cairo_paint_with_alpha(cairo, item.opacity)
    } else {
      cairo_fill(cairo)
    }
    cairo_restore(cairo)
  }
}

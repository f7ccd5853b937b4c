import CCairo

/// Composites one window-sized opaque page raster the two ways a moving layer could be
/// placed, for the benchmark that decides between them: at a whole-pixel offset (what the
/// renderer does: a straight pixman copy) and at a fractional offset through Cairo with a
/// filter (every pixel interpolated, so the layer's straight edges are antialiased at
/// sub-pixel positions, and its content is resampled each frame).
@MainActor
public final class SubpixelCompositeProbe {
  private let page: CairoImage
  private let destination: CairoImage
  private let context: CairoContext

  /// Images of `width` x `height` pixels; nil when they cannot be allocated.
  public init?(width: Int, height: Int) {
    guard let page = CairoImage(width: width, height: height),
      let destination = CairoImage(width: width, height: height)
    else { return nil }
    let painter = page.makeContext()
    cairo_set_source_rgb(painter.pointer, 0.95, 0.95, 0.97)
    cairo_paint(painter.pointer)
    // Some content, so the filter has edges to interpolate (as text and buttons are).
    cairo_set_source_rgb(painter.pointer, 0.1, 0.1, 0.2)
    var y = 40.0
    while y < Double(height) - 40 {
      cairo_rectangle(painter.pointer, 30, y, Double(width) - 60, 14)
      y += 36
    }
    cairo_fill(painter.pointer)
    cairo_surface_flush(page.surface)
    self.page = page
    self.destination = destination
    context = destination.makeContext()
  }

  /// The page at a whole-pixel offset, copied by pixman: the renderer's path.
  public func compositeSnapped() {
    PixmanComposite.image(
      page, x: 3, y: 0, into: destination, clip: nil, alpha: 255, opaque: true)
    cairo_surface_flush(destination.surface)
  }

  /// The page at a fractional offset, filtered: bilinear (`good` false) or Cairo's
  /// "good" filter.
  public func compositeSubpixel(good: Bool) {
    let cairo = context.pointer
    cairo_save(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    cairo_set_source_surface(cairo, page.surface, 3.37, 0)
    cairo_pattern_set_filter(
      cairo_get_source(cairo), good ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR)
    cairo_paint(cairo)
    cairo_restore(cairo)
    cairo_surface_flush(destination.surface)
  }
}

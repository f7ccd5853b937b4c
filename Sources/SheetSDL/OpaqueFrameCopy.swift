import CCairo

/// One opaque full-window copy at a given pixel size: the least any compositor pays for a
/// frame, which the benchmark reports beside each frame cost as its floor.
///
/// It copies one framebuffer-sized image into another with Cairo's SOURCE operator, the
/// same pixman path the renderer uses for its framebuffer, so the floor and the frame
/// cost are measured on the same machinery.
@MainActor
public final class OpaqueFrameCopy {
  private let source: CairoImage
  private let destination: CairoImage
  private let context: CairoContext

  /// Images of `width` x `height` pixels; nil when they cannot be allocated.
  public init?(width: Int, height: Int) {
    guard let source = CairoImage(width: width, height: height),
      let destination = CairoImage(width: width, height: height)
    else { return nil }
    let filler = source.makeContext()
    cairo_set_source_rgb(filler.pointer, 0.95, 0.95, 0.97)
    cairo_paint(filler.pointer)
    cairo_surface_flush(source.surface)
    self.source = source
    self.destination = destination
    context = destination.makeContext()
    cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
  }

  /// Copies every pixel once.
  public func copy() {
    cairo_set_source_surface(context.pointer, source.surface, 0, 0)
    cairo_paint(context.pointer)
    cairo_surface_flush(destination.surface)
  }
}

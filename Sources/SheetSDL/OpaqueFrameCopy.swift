import CCairo

/// One opaque full-window copy at a given pixel size: the least any compositor pays for a
/// frame, which the benchmark reports beside each frame cost as its floor.
///
/// It copies one framebuffer-sized image into another with Cairo's SOURCE operator, the
/// same pixman path the renderer uses for its framebuffer, so the floor and the frame
/// cost are measured on the same machinery. With one pair of images the copy is
/// cache-hot: both stay in the last-level cache between copies when they fit. With enough
/// pairs, used in turn, that every copy's images have left the cache since their last use,
/// it is cache-cold: the cost of writing a frame from memory, which a frame's worst moments
/// pay (issue 38's floors).
@MainActor
public final class OpaqueFrameCopy {
  private let pairs: [(source: CairoImage, destination: CairoImage, context: CairoContext)]
  private var next = 0

  /// `pairs` pairs of images of `width` x `height` pixels; nil when they cannot be allocated.
  public init?(width: Int, height: Int, pairs count: Int = 1) {
    var pairs: [(source: CairoImage, destination: CairoImage, context: CairoContext)] = []
    for _ in 0..<max(count, 1) {
      guard let source = CairoImage(width: width, height: height),
        let destination = CairoImage(width: width, height: height)
      else { return nil }
      let filler = source.makeContext()
      cairo_set_source_rgb(filler.pointer, 0.95, 0.95, 0.97)
      cairo_paint(filler.pointer)
      cairo_surface_flush(source.surface)
      let context = destination.makeContext()
      cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
      pairs.append((source, destination, context))
    }
    self.pairs = pairs
  }

  /// A cache-cold copy: as many pairs as make `cacheBytes` twice over (the images of the
  /// copies since a pair's last use have pushed it out of a cache that size), at least two.
  public convenience init?(width: Int, height: Int, coldAgainstCacheBytes cacheBytes: Int) {
    let pairBytes = max(2 * width * height * 4, 1)
    self.init(width: width, height: height, pairs: max(2, 2 * cacheBytes / pairBytes + 1))
  }

  /// The number of image pairs the copies take in turn.
  public var pairCount: Int { pairs.count }

  /// Copies every pixel once, from the next pair of images.
  public func copy() {
    let pair = pairs[next]
    next = (next + 1) % pairs.count
    cairo_set_source_surface(pair.context.pointer, pair.source.surface, 0, 0)
    cairo_paint(pair.context.pointer)
    cairo_surface_flush(pair.destination.surface)
  }
}

import CCairo
import SheetEngine

/// Rasters of the layers that must be composited as one picture (a translucent group over
/// other items, a scaled screen), reused while such a layer only moves, fades or scales.
///
/// Keyed by the content itself (in the layer's local points) and the pixel scale, so an
/// entry is found exactly when the content is unchanged and missed as soon as anything in
/// it changes: a row added, a page pushed, a label's text. There is nothing to invalidate
/// by hand and nothing stale can be drawn. Memory is bounded to three screens of pixels at
/// the current scale; what was used least recently goes first.
final class LayerRasterCache {
  struct Key: Hashable {
    var content: DisplayList
    var scale: Double
  }

  /// Content drawn into an image whose top-left pixel is `(originX, originY)` in the
  /// layer's local pixel space (local points times the scale). `opaqueRect` is where its
  /// opaque background certainly paints (local pixels); when that is the whole raster it
  /// `isOpaque` and is copied, not blended.
  final class Raster {
    let image: CairoImage
    let originX: Int
    let originY: Int
    let opaqueRect: PixelRect?

    init(image: CairoImage, originX: Int, originY: Int, opaqueRect: PixelRect?) {
      self.image = image
      self.originX = originX
      self.originY = originY
      self.opaqueRect = opaqueRect
    }

    var isOpaque: Bool { opaqueRect.map { $0.contains(bounds) } ?? false }

    /// Halved copies of `image`, made on first use by a scaled layer (the zoom), level 1
    /// being half the size: a mipmap, so a layer drawn small is filtered from a picture at
    /// most twice its size and keeps its detail without a costly wide filter every frame.
    private var halvings: [CairoImage] = []

    /// The largest halving (0 is `image` itself) that is still at least `scale` times the
    /// full size, so drawing it needs a bilinear filter of at most a halving.
    func level(forScale scale: Double) -> (index: Int, image: CairoImage) {
      var index = 0
      var current = image
      while scale <= 0.5 / Double(1 << index), current.width >= 16, current.height >= 16 {
        if index == halvings.count {
          guard let half = Self.halve(current) else { break }
          halvings.append(half)
        }
        current = halvings[index]
        index += 1
      }
      return (index, current)
    }

    private static func halve(_ image: CairoImage) -> CairoImage? {
      guard
        let half = CairoImage(width: (image.width + 1) / 2, height: (image.height + 1) / 2)
      else { return nil }
      let context = half.makeContext()
      cairo_scale(context.pointer, 0.5, 0.5)
      cairo_set_source_surface(context.pointer, image.surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(context.pointer), CAIRO_FILTER_GOOD)
      cairo_paint(context.pointer)
      cairo_surface_flush(half.surface)
      return half
    }

    /// The occupied rows of each level, found on first use.
    private var occupiedRowsByLevel: [Int: OccupiedRows] = [:]

    /// Which rows of level `index` (as ``level(forScale:)`` returned it) hold pixels.
    func occupiedRows(level index: Int, image: CairoImage) -> OccupiedRows {
      if let known = occupiedRowsByLevel[index] { return known }
      let rows = OccupiedRows(of: image)
      occupiedRowsByLevel[index] = rows
      return rows
    }

    /// The pixels it covers in its local pixel space.
    var bounds: PixelRect {
      PixelRect(x0: originX, y0: originY, x1: originX + image.width, y1: originY + image.height)
    }
  }

  /// Screens of pixels the cache may hold.
  static let screensOfPixels = 3

  private var cache: LRUCache<Key, Raster>
  private(set) var statistics = RasterCacheStatistics()

  init(budgetBytes: Int) {
    cache = LRUCache(budget: budgetBytes)
  }

  /// The budget for a framebuffer of `width` x `height` pixels.
  static func budget(width: Int, height: Int) -> Int {
    screensOfPixels * width * height * 4
  }

  func raster(for key: Key) -> Raster? {
    guard let raster = cache.value(for: key) else { return nil }
    statistics.hits += 1
    return raster
  }

  /// Records a freshly drawn raster; it is kept when it fits the budget.
  func insert(_ raster: Raster, for key: Key) {
    statistics.misses += 1
    // A third more than the image: what its halvings can add if a scaled layer asks.
    cache.store(raster, cost: raster.image.byteCount * 4 / 3, for: key)
    statistics.entries = cache.count
    statistics.bytes = cache.totalCost
  }
}

/// How a renderer's layer raster cache has been used, for tests and the benchmark.
package struct RasterCacheStatistics: Equatable, Sendable {
  /// Layers drawn from a cached raster.
  package var hits = 0
  /// Layers whose content was rasterized (new or changed content).
  package var misses = 0
  /// Rasters held now, and their bytes.
  package var entries = 0
  package var bytes = 0
}

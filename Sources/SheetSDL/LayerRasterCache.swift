import SheetEngine

/// Rasters of layer content, reused while a subtree only moves.
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
  /// layer's local pixel space (local points times the scale).
  final class Raster {
    let image: CairoImage
    let originX: Int
    let originY: Int

    init(image: CairoImage, originX: Int, originY: Int) {
      self.image = image
      self.originX = originX
      self.originY = originY
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

  var budgetBytes: Int { cache.budget }

  func raster(for key: Key) -> Raster? {
    guard let raster = cache.value(for: key) else { return nil }
    statistics.hits += 1
    return raster
  }

  /// Records a freshly drawn raster; it is kept when it fits the budget.
  func insert(_ raster: Raster, for key: Key) {
    statistics.misses += 1
    cache.store(raster, cost: raster.image.byteCount, for: key)
    statistics.entries = cache.count
    statistics.bytes = cache.totalCost
  }

  func removeAll() {
    cache.removeAll()
    statistics.entries = 0
    statistics.bytes = 0
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

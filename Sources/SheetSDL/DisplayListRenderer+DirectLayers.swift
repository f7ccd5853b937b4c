import CCairo
import SheetEngine

extension DisplayListRenderer {
  /// Draws a unit-scale layer's background and content straight into the target, moved by
  /// whole pixels, instead of compositing a raster of them.
  ///
  /// Reading a window-sized raster is what a moving page cost: at scale 3 a page is 11.8 MB,
  /// two pages and the framebuffer outgrow the caches, and copying a page from memory took
  /// about ten times as long as filling the same pixels (measured with pixman alone on the
  /// development machine: 1.4 to 2.3 ms against 0.2 ms for a 1170 x 2532 frame). A page is
  /// mostly its background fill, rows and text whose glyph masks are cached, so drawing it
  /// writes the frame once and reads little. Every item lands on the pixels it would in a
  /// raster composited at the same whole-pixel offset (``PixelSpace``).
  func drawContent(
    of layer: DisplayLayer, atX dx: Int, y dy: Int, clips: [PixelRect]?, in target: DrawTarget
  ) {
    drawInPlace(Self.items(of: layer), atX: dx, y: dy, clips: clips, in: target)
  }

  /// A layer's background (first) and content items.
  static func items(of layer: DisplayLayer) -> [DisplayItem] {
    var items = layer.content.items
    if let background = layer.background { items.insert(.fill(background), at: 0) }
    return items
  }

  /// Draws `items` (in a layer's local points) moved by whole pixels, through `clips`
  /// (disjoint; nil: the whole target).
  private func drawInPlace(
    _ items: [DisplayItem], atX dx: Int, y dy: Int, clips: [PixelRect]?, in target: DrawTarget
  ) {
    guard !items.isEmpty else { return }
    var inner = target
    inner.space = PixelSpace(scale: target.space.scale, offsetX: dx, offsetY: dy)
    inner.clip = nil
    cairo_save(target.cairo)
    defer { cairo_restore(target.cairo) }
    cairo_reset_clip(target.cairo)
    drawItems(items, into: &inner, visible: VisibleParts(every: items.count, through: clips))
  }

  /// Whether an opaque layer costs less drawn in place than copied from its raster: when
  /// it holds at most ``inPlaceItemLimit`` items, nested layers' included. A navigation
  /// page (9 and 14 items: a title, a few rows and buttons) is mostly its background fill,
  /// written once, and drawn in place the back-swipe ran 1.5 to 2 times faster at 2x and
  /// 3x; the text sheet (18 items, 15 of them lines of text, each a composite) ran 1.1 to
  /// 1.3 times slower at every scale than copied from its raster, and so did the
  /// interactive dismissal, in the same `--baseline` runs.
  static func isCheaperDrawnInPlace(_ layer: DisplayLayer) -> Bool {
    var budget = inPlaceItemLimit
    func fits(_ items: [DisplayItem]) -> Bool {
      budget -= items.count
      guard budget >= 0 else { return false }
      for case .layer(let nested) in items where !fits(nested.content.items) { return false }
      return true
    }
    return fits(layer.content.items)
  }

  static let inPlaceItemLimit = 16

  /// Draws a translucent layer that is opaque over all it paints (its pixels `extent`, in
  /// its own space), with nothing but the window's background `under` it, as that layer
  /// faded as one picture over the background, without a raster (docs/MOTION.md, "Navigation": the seed fades the page
  /// under a push).
  ///
  /// Over a uniform colour, fading a group by `a` is mixing each of its colours toward the
  /// background by `1 - a` and keeping its alphas: a pixel of the page `p` becomes
  /// `a p + (1 - a) under`, and an item of colour `c` and coverage `t` over it gives
  /// `t (a c + (1 - a) under) + (1 - t)(a p + (1 - a) under)`, which is the faded
  /// `a (t c + (1 - t) p) + (1 - a) under`. So the items are drawn once with mixed colours:
  /// one write of the pixels, no pass over them after. Content that holds an image or a
  /// layer cannot be mixed item by item; it is drawn at full opacity and then covered by
  /// the background at the rest of the opacity, the same picture with one more blend.
  func drawFadedContent(
    of layer: DisplayLayer, opacity: UInt8, extent: PixelRect, atX dx: Int, y dy: Int,
    clips: [PixelRect]?, over under: RGBA8, in target: DrawTarget
  ) {
    let items = Self.items(of: layer)
    if let mixed = Self.mixed(items, toward: under, keeping: opacity) {
      drawInPlace(mixed, atX: dx, y: dy, clips: clips, in: target)
      return
    }
    drawInPlace(items, atX: dx, y: dy, clips: clips, in: target)
    let placed = extent.offsetBy(dx: dx, dy: dy)
    var cover = under
    cover.a = 255 - opacity
    for rect in clips?.compactMap({ placed.intersection($0) }) ?? [placed] {
      PixmanComposite.fill(cover, rect: rect, into: target.image)
    }
  }

  /// `items` with every colour mixed toward `under`, `opacity` of it kept (alphas kept);
  /// nil when an item has colours of its own (an image) or is a nested layer.
  static func mixed(_ items: [DisplayItem], toward under: RGBA8, keeping opacity: UInt8)
    -> [DisplayItem]?
  {
    let kept = Double(opacity) / 255
    func mix(_ color: Color) -> Color {
      Color(
        red: color.red * kept + Double(under.r) / 255 * (1 - kept),
        green: color.green * kept + Double(under.g) / 255 * (1 - kept),
        blue: color.blue * kept + Double(under.b) / 255 * (1 - kept), alpha: color.alpha)
    }
    var result: [DisplayItem] = []
    result.reserveCapacity(items.count)
    for item in items {
      switch item {
      case .fill(var fill):
        fill.color = mix(fill.color)
        result.append(.fill(fill))
      case .stroke(var stroke):
        stroke.color = mix(stroke.color)
        result.append(.stroke(stroke))
      case .shadow(var shadow):
        shadow.color = mix(shadow.color)
        result.append(.shadow(shadow))
      case .text(var run):
        run.color = mix(run.color)
        result.append(.text(run))
      case .image, .layer, .backdrop:
        return nil
      }
    }
    return result
  }

  /// ``opaqueBand(of:scale:)`` of each top-level unit-scale layer, by index.
  static func opaqueBands(of items: [DisplayItem], scale: Double) -> [Int: PixelRect] {
    var bands: [Int: PixelRect] = [:]
    for (index, item) in items.enumerated() {
      if case .layer(let layer) = item, layer.transform.scaleX == 1, layer.transform.scaleY == 1,
        let band = opaqueBand(of: layer, scale: scale)
      {
        bands[index] = band
      }
    }
    return bands
  }

  /// Where a unit-scale layer's first item, an opaque background, certainly paints, in the
  /// layer's own pixels: what compositing its raster would copy rather than blend.
  static func opaqueBand(of layer: DisplayLayer, scale: Double) -> PixelRect? {
    let first = layer.background.map { DisplayItem.fill($0) } ?? layer.content.items.first
    return opaqueBackground(of: first, in: PixelSpace(scale: scale))
  }

  /// The top-level translucent unit-scale layers that are opaque over all they paint and
  /// that nothing earlier in `items` paints under, with what each paints in its own pixels:
  /// only the cleared background is beneath them (the page under a push, on each device).
  /// Each is drawn in place (``drawFadedContent``), writing every pixel of its opaque band
  /// (`bands`, from ``opaqueBands(of:scale:)``), so the background is not cleared there
  /// first.
  func fadedOnBackground(
    _ items: [DisplayItem], bands: [Int: PixelRect], in space: PixelSpace
  ) -> [Int: PixelRect] {
    let local = PixelSpace(scale: space.scale)
    var candidates: [Int: PixelRect] = [:]
    for (index, band) in bands {
      guard case .layer(let layer) = items[index], layer.mask == nil, layer.opacity < 1,
        let extent = extent(of: Self.items(of: layer), in: local), band.contains(extent)
      else { continue }
      candidates[index] = extent
    }
    guard let last = candidates.keys.max() else { return [:] }
    var result: [Int: PixelRect] = [:]
    var earlier: [PixelRect] = []
    for index in 0...last {
      let placed = extent(of: [items[index]], in: space)
      if let own = candidates[index], let placed,
        !earlier.contains(where: { $0.intersection(placed) != nil })
      {
        result[index] = own
      }
      if let placed { earlier.append(placed) }
    }
    return result
  }
}

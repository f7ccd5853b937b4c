import CCairo
import SheetEngine

extension DisplayListRenderer {
  /// Draws a layer: its background and its content, through the layer's clip, at its
  /// opacity.
  ///
  /// A translation is rounded to whole pixels so the raster lands exactly on the pixel
  /// grid, and the background is rasterized with the content: one composite per frame, and
  /// a translucent layer fades as one picture. An opaque layer of few items is drawn in
  /// place (``drawContent(of:atX:y:clips:in:)``), and so is a translucent one with only the
  /// window's background under it (`faded`: that colour and the pixels the layer paints,
  /// given by the caller; ``drawFadedContent``). A scale (the zoom) draws the raster scaled
  /// with Cairo's "good" filter, as Core Animation scales a rasterized layer; its
  /// background stays out of the raster because the zoom animates its radius every frame,
  /// so when such a layer is translucent the two are grouped first and faded as one.
  /// `limits` are disjoint rects (pixels) outside which nothing needs drawing (nil: the
  /// whole target); a layer drawn in place or from its raster at a whole-pixel offset draws
  /// each, a scaled one the rect holding them all (its edges are antialiased outlines).
  func drawLayer(
    _ layer: DisplayLayer, in target: DrawTarget, limits: [PixelRect]? = nil,
    faded: (background: RGBA8, extent: PixelRect)? = nil
  ) {
    let opacity = RGBA8.channel(layer.opacity)
    let t = layer.transform
    guard opacity > 0, t.scaleX.isFinite, t.scaleY.isFinite, t.scaleX > 0, t.scaleY > 0,
      t.translationX.isFinite, t.translationY.isFinite
    else { return }
    var clips = limits
    if let layerClip = layer.clip {
      guard let pixels = target.space.enclosing(layerClip), !pixels.isEmpty else { return }
      clips = (limits ?? [pixels]).compactMap { $0.intersection(pixels) }
    }
    if let clips, clips.isEmpty { return }
    guard t.scaleX == 1 && t.scaleY == 1 && layer.mask == nil else {
      drawScaledLayer(layer, opacity: opacity, clip: clips.flatMap(PixelRect.hull(of:)), in: target)
      return
    }
    let dx = target.space.pixelX(t.translationX)
    let dy = target.space.pixelY(t.translationY)
    if opacity == 255, Self.isCheaperDrawnInPlace(layer) {
      drawContent(of: layer, atX: dx, y: dy, clips: clips, in: target)
      return
    }
    if opacity < 255, let faded {
      drawFadedContent(
        of: layer, opacity: opacity, extent: faded.extent, atX: dx, y: dy, clips: clips,
        over: faded.background, in: target)
      return
    }
    guard let raster = unitScaleRaster(for: layer) else { return }
    for clip in clips ?? [target.image.bounds] {
      composite(raster, atX: dx, y: dy, opacity: opacity, clip: clip, into: target.image)
    }
  }

  /// Composites a unit-scale layer's raster moved by whole pixels, through `clip`.
  private func composite(
    _ raster: LayerRasterCache.Raster, atX dx: Int, y dy: Int, opacity: UInt8, clip: PixelRect,
    into image: CairoImage
  ) {
    let x = dx + raster.originX
    let y = dy + raster.originY
    guard opacity == 255, !raster.isOpaque, let band = raster.opaqueRect?.offsetBy(dx: dx, dy: dy)
    else {
      PixmanComposite.image(
        raster.image, x: x, y: y, into: image, clip: clip, alpha: opacity,
        opaque: raster.isOpaque)
      return
    }
    // Opaque but for its rounded corners (a sheet): where the background is opaque, OVER is
    // a copy, so that band is copied (not reading what is under it) and only the rest,
    // the corners' rows, blended. The same pixels as blending it all.
    if let copied = clip.intersection(band) {
      PixmanComposite.image(
        raster.image, x: x, y: y, into: image, clip: copied, alpha: 255, opaque: true)
    }
    for piece in clip.pieces(outside: band) {
      PixmanComposite.image(
        raster.image, x: x, y: y, into: image, clip: piece, alpha: 255, opaque: false)
    }
  }

  /// Where a raster's first item, an opaque background fill, certainly paints.
  static func opaqueBackground(of item: DisplayItem?, in space: PixelSpace) -> PixelRect? {
    guard case .fill(let fill) = item else { return nil }
    return opaqueRect(of: fill, in: space)
  }

  /// The raster a unit-scale layer is drawn from: its background and content together.
  func unitScaleRaster(for layer: DisplayLayer) -> LayerRasterCache.Raster? {
    var content = layer.content
    if let background = layer.background { content.items.insert(.fill(background), at: 0) }
    return content.items.isEmpty ? nil : raster(for: content)
  }

  /// The content's raster: from the cache, or drawn now at the current scale and kept.
  func raster(for content: DisplayList) -> LayerRasterCache.Raster? {
    let key = LayerRasterCache.Key(content: content, scale: scale)
    if let cached = rasters.raster(for: key) { return cached }
    let space = PixelSpace(scale: scale)
    guard let extent = extent(of: content.items, in: space),
      let bounded = extent.intersection(Self.rasterLimit),
      let image = CairoImage(width: bounded.width, height: bounded.height)
    else { return nil }
    let context = image.makeContext()
    var target = DrawTarget(
      cairo: context.pointer, image: image,
      space: PixelSpace(scale: scale, offsetX: -bounded.x0, offsetY: -bounded.y0))
    drawItems(content.items, into: &target)
    cairo_surface_flush(image.surface)
    let raster = LayerRasterCache.Raster(
      image: image, originX: bounded.x0, originY: bounded.y0,
      opaqueRect: Self.opaqueBackground(of: content.items.first, in: space))
    rasters.insert(raster, for: key)
    return raster
  }

  /// The most a raster covers, in local pixels: content that strays further than this
  /// (it never does on screen) is cut off rather than allocating without bound.
  static let rasterLimit = PixelRect(x0: -8192, y0: -8192, x1: 8192, y1: 8192)

  /// The pixels `items` can touch in `space`, or nil when they draw nothing.
  func extent(of items: [DisplayItem], in space: PixelSpace) -> PixelRect? {
    var result: PixelRect?
    func add(_ rect: PixelRect?, clip: Rect?) {
      guard var rect, !rect.isEmpty else { return }
      if let clip {
        guard let pixels = space.enclosing(clip), let clipped = rect.intersection(pixels) else {
          return
        }
        rect = clipped
      }
      result = result.map { $0.union(rect) } ?? rect
    }
    for item in items {
      switch item {
      case .fill(let fill):
        guard RGBA8(fill.color).a > 0 else { continue }
        add(space.snappedKeepingHairlines(fill.rect), clip: fill.clip)
      case .stroke(let stroke):
        guard RGBA8(stroke.color).a > 0 else { continue }
        add(space.snapped(stroke.rect), clip: stroke.clip)
      case .shadow(let shadow):
        guard let (rect, key) = shadowGeometry(shadow, in: space) else { continue }
        add(rect.insetBy(-(BoxBlur.reach(sigma: key.sigma) + 1)), clip: shadow.clip)
      case .text(let run):
        guard let (mask, x, y) = textGeometry(run, in: space) else { continue }
        add(PixelRect(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height), clip: run.clip)
      case .image(let image):
        add(space.enclosing(image.rect), clip: image.clip)
      case .layer(let layer):
        add(extent(of: layer, in: space), clip: layer.clip)
      case .backdrop(let glass):
        add(space.snapped(glass.rect), clip: glass.clip)
      }
    }
    return result
  }

  /// The pixels a nested layer can touch in the enclosing `space`.
  private func extent(of layer: DisplayLayer, in space: PixelSpace) -> PixelRect? {
    let t = layer.transform
    var inner = layer.content.items
    if let background = layer.background { inner.append(.fill(background)) }
    guard t.scaleX > 0, t.scaleY > 0, t.translationX.isFinite, t.translationY.isFinite,
      let local = extent(of: inner, in: PixelSpace(scale: space.scale))
    else { return nil }
    if t.scaleX == 1 && t.scaleY == 1 {
      return local.offsetBy(dx: space.pixelX(t.translationX), dy: space.pixelY(t.translationY))
    }
    let originX = t.translationX * space.scale + Double(space.offsetX)
    let originY = t.translationY * space.scale + Double(space.offsetY)
    return PixelRect(
      x0: PixelRect.clampedPixel((Double(local.x0) * t.scaleX + originX).rounded(.down)),
      y0: PixelRect.clampedPixel((Double(local.y0) * t.scaleY + originY).rounded(.down)),
      x1: PixelRect.clampedPixel((Double(local.x1) * t.scaleX + originX).rounded(.up)),
      y1: PixelRect.clampedPixel((Double(local.y1) * t.scaleY + originY).rounded(.up)))
  }
}

import CCairo
import SheetEngine

extension DisplayListRenderer {
  /// The snapped shape a shadow's mask is made for, and its mask key.
  func shadowGeometry(_ shadow: Shadow, in space: PixelSpace) -> (PixelRect, ShadowMaskCache.Key)? {
    guard shadow.rect.isFinite, !shadow.rect.isEmpty, shadow.offset.isFinite,
      let rect = space.snapped(shadow.rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)),
      !rect.isEmpty
    else { return nil }
    let key = ShadowMaskCache.Key(
      width: rect.width, height: rect.height, radii: shadow.radii.scaled(by: space.scale),
      curve: shadow.curve, sigma: ShadowMaskCache.sigma(blur: shadow.blur, scale: space.scale))
    return (rect, key)
  }

  /// Draws a shadow from its cached mask, skipping the pixels `covers` hide.
  ///
  /// Deep inside the shape the mask is fully opaque, so that core is a plain fill of the
  /// colour (the same pixels, on pixman's fast path). `covers` are rects the next item (the
  /// view casting the shadow, as the builder emits it) paints opaquely over: nothing drawn
  /// there could be seen, so the mask is composited only in the pieces of its bands outside
  /// them, and the core is filled only where they leave it. A sheet's shadow is a band as
  /// wide as the sheet whose lower part lies under the sheet (docs/MOTION.md, "Sheet
  /// shadow"), and a page's edge shadow runs down the page's whole height: most of either
  /// mask is hidden, and compositing it anyway was most of the shadow's cost. Every pixel
  /// composited is composited exactly as before, so the frame is the same.
  func drawShadow(_ shadow: Shadow, in target: DrawTarget, coveredBy covers: [PixelRect]) {
    let color = RGBA8(shadow.color)
    guard color.a > 0, let (rect, key) = shadowGeometry(shadow, in: target.space),
      let mask = shadows.mask(for: key)
    else { return }
    let bounds = rect.insetBy(-mask.padding)
    let corner = Int(RoundedRectPath.continuousExtent * Self.largestRadius(key.radii)) + 1
    var composited = [bounds]
    var filled: [PixelRect] = []
    if let core = rect.insetBy(mask.padding + corner).nonEmpty {
      // Four bands around the core from the mask, then the core.
      composited = [
        PixelRect(x0: bounds.x0, y0: bounds.y0, x1: bounds.x1, y1: core.y0),
        PixelRect(x0: bounds.x0, y0: core.y1, x1: bounds.x1, y1: bounds.y1),
        PixelRect(x0: bounds.x0, y0: core.y0, x1: core.x0, y1: core.y1),
        PixelRect(x0: core.x1, y0: core.y0, x1: bounds.x1, y1: core.y1),
      ]
      filled = [core]
    }
    for cover in covers {
      composited = composited.flatMap { $0.pieces(outside: cover) }
      filled = filled.flatMap { $0.pieces(outside: cover) }
    }
    for piece in composited {
      guard let visible = target.clip.map({ piece.intersection($0) }) ?? piece.nonEmpty else {
        continue
      }
      PixmanComposite.mask(
        mask.image, x: bounds.x0, y: bounds.y0, color: color, into: target.image, clip: visible)
    }
    guard !filled.isEmpty else { return }
    Self.setSource(target.cairo, color)
    for piece in filled { Self.addRect(piece, to: target.cairo) }
    cairo_fill(target.cairo)
  }

  /// Rects `item` is sure to paint opaquely: for an opaque fill, or a layer at full opacity
  /// and unit scale with an opaque background, its rect inset by its largest corner, and
  /// the full-width band between its rounded corners (`band`, in the layer's pixels, when
  /// the caller has it; worked out here otherwise); each cut to the item's clip.
  func opaqueCovers(of item: DisplayItem, band: PixelRect?, in space: PixelSpace)
    -> [PixelRect]
  {
    var covers: [PixelRect] = []
    var clip: Rect?
    switch item {
    case .fill(let fill):
      clip = fill.clip
      guard RGBA8(fill.color).a == 255, let rect = space.snapped(fill.rect) else { return [] }
      covers.append(rect.insetBy(Self.cornerExtent(fill.radii, scale: space.scale)))
      if let band = Self.opaqueRect(of: fill, in: space) { covers.append(band) }
    case .layer(let layer):
      clip = layer.clip
      let t = layer.transform
      guard RGBA8.channel(layer.opacity) == 255, t.scaleX == 1, t.scaleY == 1, layer.mask == nil,
        let background = layer.background, background.clip == nil,
        RGBA8(background.color).a == 255
      else { return [] }
      var local = space
      local.offsetX = space.pixelX(t.translationX)
      local.offsetY = space.pixelY(t.translationY)
      guard let rect = local.snapped(background.rect) else { return [] }
      covers.append(rect.insetBy(Self.cornerExtent(background.radii, scale: space.scale)))
      if let band = band ?? Self.opaqueBand(of: layer, scale: space.scale) {
        covers.append(band.offsetBy(dx: local.offsetX, dy: local.offsetY))
      }
    case .stroke, .shadow, .text, .image, .backdrop:
      return []
    }
    if let clip {
      guard let pixels = space.enclosing(clip) else { return [] }
      covers = covers.compactMap { $0.intersection(pixels) }
    }
    return covers.filter { !$0.isEmpty }
  }

  /// How far (pixels) a rounded corner of the largest of `radii` reaches in from an edge.
  static func cornerExtent(_ radii: CornerRadii, scale: Double) -> Int {
    Int(RoundedRectPath.continuousExtent * largestRadius(radii) * scale) + 1
  }
}

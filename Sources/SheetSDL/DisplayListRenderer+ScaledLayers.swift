import CCairo
import SheetEngine

extension DisplayListRenderer {
  /// A scaled layer (the zoom): its background drawn as a shape under the transform, its
  /// content from the raster level nearest above the on-screen size, filtered bilinearly
  /// (at most a halving, so no detail is skipped).
  ///
  /// Filtering is confined to the bands of the raster that hold pixels (``OccupiedRows``):
  /// elsewhere the content is transparent and only the background shows. That is also
  /// where a translucent layer needs its group: background and content are grouped and
  /// faded as one inside those bands only, and outside them the background alone is drawn
  /// at the layer's opacity, which is the same picture without a window-sized group.
  func drawScaledLayer(
    _ layer: DisplayLayer, opacity: UInt8, clip: PixelRect?, in target: DrawTarget
  ) {
    let raster = layer.content.items.isEmpty ? nil : self.raster(for: layer.content)
    guard raster != nil || layer.background != nil else { return }
    let cairo = target.cairo
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    let bounds = clip ?? target.image.bounds
    Self.addRect(bounds, to: cairo)
    cairo_clip(cairo)
    if let mask = layer.mask { clipToMask(mask, of: layer, in: target) }
    let alpha = Double(opacity) / 255
    let picture = raster.map { ScaledPicture(raster: $0, layer: layer, in: target.space) }
    let regions = picture?.regions(within: bounds) ?? []
    guard let background = layer.background, opacity < 255, let picture else {
      if let background = layer.background {
        var faded = background
        faded.color = faded.color.multipliedAlpha(by: alpha)
        drawScaledBackground(faded, of: layer, in: target)
      }
      if let picture, !regions.isEmpty {
        for region in regions { Self.addRect(region, to: cairo) }
        cairo_clip(cairo)
        picture.paint(in: cairo, alpha: alpha)
      }
      return
    }
    // Outside the regions: the background alone, faded.
    cairo_save(cairo)
    Self.addRect(bounds, to: cairo)
    for region in regions { Self.addRect(region, to: cairo) }
    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_clip(cairo)
    var faded = background
    faded.color = faded.color.multipliedAlpha(by: alpha)
    drawScaledBackground(faded, of: layer, in: target)
    cairo_restore(cairo)
    // Inside them: background and content grouped, then faded as one.
    for region in regions {
      cairo_save(cairo)
      Self.addRect(region, to: cairo)
      cairo_clip(cairo)
      cairo_push_group(cairo)
      drawScaledBackground(background, of: layer, in: target)
      picture.paint(in: cairo, alpha: 1)
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, alpha)
      cairo_restore(cairo)
    }
  }

  /// Narrows the clip to the layer's rounded mask under its transform (the card stack's
  /// corners). Cairo's current path is not part of the saved state, so the path is built
  /// under the transform and the clip applied after it is restored.
  private func clipToMask(_ mask: RoundedRectFill, of layer: DisplayLayer, in target: DrawTarget) {
    let cairo = target.cairo
    let scale = target.space.scale
    cairo_save(cairo)
    ScaledPicture.applyTransform(of: layer, in: target.space, to: cairo)
    RoundedRectPath.add(
      to: cairo, x: mask.rect.minX * scale, y: mask.rect.minY * scale,
      width: mask.rect.width * scale, height: mask.rect.height * scale,
      radii: mask.radii.scaled(by: scale), curve: mask.curve)
    cairo_restore(cairo)
    cairo_clip(cairo)
  }

  /// The background shape under the layer's transform.
  private func drawScaledBackground(
    _ background: RoundedRectFill, of layer: DisplayLayer, in target: DrawTarget
  ) {
    let cairo = target.cairo
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    ScaledPicture.applyTransform(of: layer, in: target.space, to: cairo)
    drawFill(
      background,
      in: DrawTarget(
        cairo: cairo, image: target.image, space: PixelSpace(scale: target.space.scale))
    )
  }
}

/// A layer's raster level placed under the layer's scale and translation.
private struct ScaledPicture {
  let raster: LayerRasterCache.Raster
  let level: (index: Int, image: CairoImage)
  let layer: DisplayLayer
  let space: PixelSpace

  init(raster: LayerRasterCache.Raster, layer: DisplayLayer, in space: PixelSpace) {
    self.raster = raster
    self.layer = layer
    self.space = space
    level = raster.level(forScale: min(layer.transform.scaleX, layer.transform.scaleY))
  }

  /// Level pixels per raster pixel's worth of halvings.
  private var factor: Double { Double(1 << level.index) }

  /// Where the level's pixels land in the target: target pixels per level pixel (`step`)
  /// and the target position of the level's first pixel (`origin`).
  private var placement: (stepX: Double, stepY: Double, originX: Double, originY: Double) {
    let t = layer.transform
    return (
      t.scaleX * factor, t.scaleY * factor,
      t.translationX * space.scale + Double(space.offsetX) + t.scaleX * Double(raster.originX),
      t.translationY * space.scale + Double(space.offsetY) + t.scaleY * Double(raster.originY)
    )
  }

  /// The layer's local pixels to the target's: `pixel = origin + scale * local`.
  static func applyTransform(of layer: DisplayLayer, in space: PixelSpace, to cairo: OpaquePointer)
  {
    let t = layer.transform
    cairo_translate(
      cairo, t.translationX * space.scale + Double(space.offsetX),
      t.translationY * space.scale + Double(space.offsetY))
    cairo_scale(cairo, t.scaleX, t.scaleY)
  }

  /// Paints the level, filtered bilinearly, through the context's clip.
  ///
  /// The pattern's matrix (target pixel to level pixel) is set directly, with its scale a
  /// multiple of 2^-15 and its offset of 2^-16, so that pixman's 16.16 fixed point holds
  /// it exactly. Otherwise Cairo rounds it and then nudges the rounded transform to agree
  /// with the exact one at the centre of the area painted, which is the clip's: the same
  /// pixel then sampled a little differently when the clip was narrowed by culling or a
  /// partial redraw, one level off in a few pixels of the card stack. Exact entries make
  /// the nudge zero for every centre, so a pixel's value no longer depends on the clip.
  func paint(in cairo: OpaquePointer, alpha: Double) {
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    let (stepX, stepY, originX, originY) = placement
    let xx = Self.fixed(1 / stepX, step: 0x8000)
    let yy = Self.fixed(1 / stepY, step: 0x8000)
    var matrix = cairo_matrix_t(
      xx: xx, yx: 0, xy: 0, yy: yy, x0: Self.fixed(-originX * xx, step: 0x10000),
      y0: Self.fixed(-originY * yy, step: 0x10000))
    cairo_identity_matrix(cairo)
    cairo_set_source_surface(cairo, level.image.surface, 0, 0)
    let source = cairo_get_source(cairo)
    cairo_pattern_set_matrix(source, &matrix)
    cairo_pattern_set_filter(source, CAIRO_FILTER_BILINEAR)
    if alpha >= 1 {
      cairo_paint(cairo)
    } else {
      cairo_paint_with_alpha(cairo, alpha)
    }
  }

  /// `value` rounded to a multiple of `1 / step`.
  private static func fixed(_ value: Double, step: Double) -> Double {
    (value * step).rounded() / step
  }

  /// Disjoint full-width rects of target pixels, within `bounds`, outside which the
  /// filtered picture is transparent: each occupied band mapped through the transform and
  /// widened by the filter's reach.
  func regions(within bounds: PixelRect) -> [PixelRect] {
    let (stepX, stepY, originX, originY) = placement
    // A bilinear sample reaches one source pixel either side of where it lands.
    let reach = Int((2 * max(1, stepX, stepY)).rounded(.up)) + 1
    let x0 = PixelRect.clampedPixel(originX.rounded(.down)) - reach
    let x1 =
      PixelRect.clampedPixel((originX + stepX * Double(level.image.width)).rounded(.up)) + reach
    var result: [PixelRect] = []
    for run in raster.occupiedRows(level: level.index, image: level.image).runs {
      let y0 = PixelRect.clampedPixel((originY + stepY * Double(run.lowerBound)).rounded(.down))
      let y1 = PixelRect.clampedPixel((originY + stepY * Double(run.upperBound)).rounded(.up))
      guard
        let rect = PixelRect(x0: x0, y0: y0 - reach, x1: x1, y1: y1 + reach).intersection(bounds)
      else { continue }
      if let last = result.last, last.y1 >= rect.y0 {
        result[result.count - 1] = PixelRect(
          x0: rect.x0, y0: last.y0, x1: rect.x1, y1: max(last.y1, rect.y1))
      } else {
        result.append(rect)
      }
    }
    return result
  }
}

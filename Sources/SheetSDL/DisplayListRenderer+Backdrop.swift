import CCairo
import SheetEngine

/// The blurred pictures of the last few backdrops (glass), each kept while what is drawn
/// under it stands still.
///
/// A key holds the glass's pixels, the blur, the window's background colour and the items
/// drawn before the glass that reach the pixels it samples: equal keys sample equal pixels
/// (the frame's items are drawn in order and only those can touch them), so the blurred
/// picture is the same. A sheet of glass resting over a still screen blurs once; while the
/// sheet's content scrolls, nothing under it changes and no frame blurs again.
final class BackdropCache {
  struct Key: Equatable {
    var rect: PixelRect
    var sigma: Double
    var background: RGBA8?
    var under: [DisplayItem]
  }

  /// Two devices side by side each have a sheet; a few more entries cost little.
  static let capacity = 4
  private var entries: [(key: Key, image: CairoImage)] = []
  /// How many backdrops were blurred so far, for tests of the cache.
  private(set) var renderCount = 0

  func image(for key: Key) -> CairoImage? {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
    let entry = entries.remove(at: index)
    entries.append(entry)
    return entry.image
  }

  func insert(_ image: CairoImage, for key: Key) {
    renderCount += 1
    entries.append((key, image))
    if entries.count > Self.capacity { entries.removeFirst() }
  }
}

extension DisplayListRenderer {
  /// Where a backdrop draws (`rect`, its snapped shape) and the pixels its blur reads
  /// (`region`: the rect grown by the blur's reach at a quarter resolution, rounded to
  /// whole quarter pixels), with the blur's sigma in quarter pixels and the growth `pad`.
  nonisolated static func backdropGeometry(_ glass: BackdropDraw, in space: PixelSpace)
    -> (rect: PixelRect, region: PixelRect, sigma: Double, pad: Int)?
  {
    guard let rect = space.snapped(glass.rect), !rect.isEmpty,
      rect.width <= 16_384, rect.height <= 16_384
    else { return nil }
    let sigma =
      ShadowMaskCache.sigma(blur: min(glass.material.blurRadius, 1000), scale: space.scale)
      / Double(backdropDownsample)
    let pad = (BoxBlur.reach(sigma: sigma) + 1) * backdropDownsample
    return (rect, rect.insetBy(-pad), sigma, pad)
  }

  /// The blur runs on a picture this many times smaller each way: a sixteenth of the pixels.
  nonisolated static let backdropDownsample = 4

  /// Grows `damage` until no backdrop of `items` reads pixels it would leave out: a glass
  /// whose sampled region meets the damage is drawn anew, and the pixels it samples must
  /// then hold what is drawn before it, not the last frame's finished picture, so all of
  /// that region is redrawn. Nil (the whole frame) when it grows to `bounds`.
  static func damage(
    _ damage: PixelRect, grownForBackdropsIn items: [DisplayItem], bounds: PixelRect,
    in space: PixelSpace
  ) -> PixelRect? {
    let regions = items.compactMap { item -> PixelRect? in
      guard case .backdrop(let glass) = item else { return nil }
      return backdropGeometry(glass, in: space)?.region.intersection(bounds)
    }
    var grown = damage
    var changed = !regions.isEmpty
    while changed {
      changed = false
      for region in regions where grown.intersection(region) != nil && !grown.contains(region) {
        grown = grown.union(region)
        changed = true
      }
    }
    return grown == bounds ? nil : grown
  }

  /// Draws glass: the pixels already in the target under the backdrop's rect, a quarter of
  /// the resolution, blurred (``BoxBlur``, three passes), scaled back up, clipped to the
  /// rounded shape, then the tint over it and a one-device-pixel rim inside its edge, all
  /// faded by the item's opacity. `under` are the items drawn before it, `background` the
  /// window's colour when the target is the framebuffer itself (the picture is cached then;
  /// nil draws it anew).
  func drawBackdrop(
    _ glass: BackdropDraw, under: ArraySlice<DisplayItem>, background: RGBA8?,
    in target: DrawTarget
  ) {
    let opacity = min(max(glass.opacity, 0), 1)
    guard opacity > 0,
      let (rect, region, sigma, pad) = Self.backdropGeometry(glass, in: target.space)
    else { return }
    var key: BackdropCache.Key?
    if let background {
      let space = target.space
      let reached = under.filter { item in
        extent(of: [item], in: space).flatMap { $0.intersection(region) } != nil
      }
      key = BackdropCache.Key(rect: rect, sigma: sigma, background: background, under: reached)
    }
    let picture: CairoImage
    if let key, let cached = backdrops.image(for: key) {
      picture = cached
    } else {
      guard
        let made = Self.blurredBackdrop(
          of: target.image, rect: rect, pad: pad, sigma: sigma)
      else { return }
      picture = made
      if let key { backdrops.insert(made, for: key) }
    }
    let cairo = target.cairo
    cairo_save(cairo)
    Self.addShape(
      rect, radii: glass.radii, curve: glass.curve, scale: target.space.scale, to: cairo)
    cairo_clip(cairo)
    cairo_set_source_surface(cairo, picture.surface, Double(rect.x0), Double(rect.y0))
    cairo_paint_with_alpha(cairo, opacity)
    var tint = RGBA8(glass.material.tint)
    tint.a = RGBA8.channel(glass.material.tint.alpha * opacity)
    if tint.a > 0 {
      Self.setSource(cairo, tint)
      cairo_paint(cairo)
    }
    cairo_restore(cairo)
    let rim = min(max(glass.material.rimAlpha, 0), 1) * opacity
    guard rim > 0 else { return }
    drawStroke(
      RoundedRectStroke(
        rect: glass.rect, radii: glass.radii, curve: glass.curve,
        color: Color(red: 1, green: 1, blue: 1, alpha: rim), lineWidth: 1 / target.space.scale),
      in: target)
  }

  /// `rect` of `image` blurred: `rect` grown by `pad` is averaged down by
  /// ``backdropDownsample`` (pixels beyond the image repeat its edge), blurred there with
  /// `sigma`, and scaled back up bilinearly to `rect`'s size. Nil when out of memory.
  static func blurredBackdrop(of image: CairoImage, rect: PixelRect, pad: Int, sigma: Double)
    -> CairoImage?
  {
    let factor = backdropDownsample
    let x0 = rect.x0 - pad
    let y0 = rect.y0 - pad
    let smallWidth = (rect.width + 2 * pad + factor - 1) / factor
    let smallHeight = (rect.height + 2 * pad + factor - 1) / factor
    guard image.width > 0, image.height > 0,
      let small = CairoImage(width: smallWidth, height: smallHeight),
      let picture = CairoImage(width: rect.width, height: rect.height)
    else { return nil }
    cairo_surface_flush(image.surface)
    let source = image.data
    let sourceStride = image.stride
    let target = small.data
    let targetStride = small.stride
    // Each column of the grown rect, clamped into the image, as a byte offset in a row.
    let columns = (0..<(smallWidth * factor)).map { min(max(x0 + $0, 0), image.width - 1) * 4 }
    var sums = [UInt32](repeating: 0, count: smallWidth * 4)
    let count = UInt32(factor * factor)
    for row in 0..<smallHeight {
      for index in sums.indices { sums[index] = 0 }
      for step in 0..<factor {
        let y = min(max(y0 + row * factor + step, 0), image.height - 1)
        let line = source + y * sourceStride
        for column in 0..<(smallWidth * factor) {
          let pixel = line + columns[column]
          let base = (column / factor) * 4
          sums[base] += UInt32(pixel[0])
          sums[base + 1] += UInt32(pixel[1])
          sums[base + 2] += UInt32(pixel[2])
          sums[base + 3] += UInt32(pixel[3])
        }
      }
      let out = target + row * targetStride
      for index in sums.indices { out[index] = UInt8((sums[index] + count / 2) / count) }
    }
    BoxBlur.blurPixels(
      target, width: smallWidth, height: smallHeight, stride: targetStride, sigma: sigma)
    small.markDirty()
    let context = picture.makeContext()
    let cairo = context.pointer
    let pattern = cairo_pattern_create_for_surface(small.surface)
    defer { cairo_pattern_destroy(pattern) }
    // A picture pixel's centre (x + 0.5) lies at (x + pad + 0.5) / factor in the small one.
    var matrix = cairo_matrix_t()
    cairo_matrix_init(
      &matrix, 1 / Double(factor), 0, 0, 1 / Double(factor), Double(pad) / Double(factor),
      Double(pad) / Double(factor))
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_set_source(cairo, pattern)
    cairo_paint(cairo)
    cairo_surface_flush(picture.surface)
    return picture
  }
}

import CCairo
import SheetEngine

/// Rasterizes the engine's ``DisplayList`` on the CPU with Cairo into one framebuffer.
///
/// The window and headless rendering both use this class, and the window only copies the
/// framebuffer to the screen, so a frame is the same pixels in both. Every curved edge is
/// anti-aliased by Cairo; straight edges of fills are snapped to whole pixels so shapes
/// that share an edge tile without a seam. Text comes from SDL_ttf as cached coverage
/// masks, shadows are cached blurred masks, and layers are drawn from cached rasters
/// while only their transform or opacity changes (see ``LayerRasterCache``).
///
/// A frame whose list, background and size equal the last one drawn is skipped:
/// the framebuffer already holds its pixels.
@MainActor
public final class DisplayListRenderer {
  /// Pixels per point; the window updates it when the window moves between displays.
  public var scale: Double

  let glyphs: GlyphMaskCache
  let shadows = ShadowMaskCache()
  private(set) var rasters = LayerRasterCache(budgetBytes: 0)
  private(set) var framebuffer: CairoImage?
  private var context: CairoContext?
  private var lastFrame: Frame?
  /// Frames drawn (not skipped), for tests of idling.
  package private(set) var drawnFrameCount = 0

  private struct Frame: Equatable {
    var list: DisplayList
    var background: Color
    var scale: Double
    var width: Int
    var height: Int
  }

  init(scale: Double, font: FontFile) throws(SDLError) {
    guard scale.isFinite, scale > 0 else { throw SDLError("invalid scale \(scale)") }
    self.scale = scale
    glyphs = GlyphMaskCache(fonts: try TTFFontSet(file: font))
  }

  /// How many text lines are cached as masks, for tests of the cache.
  package var cachedTextureCount: Int { glyphs.count }

  /// How the layer raster cache has been used.
  package var rasterCacheStatistics: RasterCacheStatistics { rasters.statistics }

  /// How many shadow masks were blurred so far.
  package var shadowRenderCount: Int { shadows.renderCount }

  /// Clears to `background` and draws every item into a `width` x `height` framebuffer.
  /// Returns false, drawing nothing, when the frame equals the last one drawn.
  @discardableResult
  func draw(_ list: DisplayList, background: Color, width: Int, height: Int) -> Bool {
    let frame = Frame(
      list: list, background: background, scale: scale, width: width, height: height)
    if frame == lastFrame, framebuffer != nil { return false }
    guard let cairo = prepareFramebuffer(width: width, height: height) else { return false }
    lastFrame = frame
    drawnFrameCount += 1
    cairo_reset_clip(cairo)
    let clear = RGBA8(background)
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgb(cairo, Double(clear.r) / 255, Double(clear.g) / 255, Double(clear.b) / 255)
    cairo_paint(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    var target = DrawTarget(cairo: cairo, space: PixelSpace(scale: scale))
    drawItems(list.items, into: &target)
    if let framebuffer { cairo_surface_flush(framebuffer.surface) }
    return true
  }

  /// Forgets the last frame so the next one is drawn even if equal.
  func invalidateLastFrame() {
    lastFrame = nil
  }

  private func prepareFramebuffer(width: Int, height: Int) -> OpaquePointer? {
    if let framebuffer, framebuffer.width == width, framebuffer.height == height,
      let context
    {
      return context.pointer
    }
    guard let image = CairoImage(width: width, height: height) else { return nil }
    framebuffer = image
    let made = image.makeContext()
    context = made
    rasters = LayerRasterCache(budgetBytes: LayerRasterCache.budget(width: width, height: height))
    return made.pointer
  }

  /// One Cairo context and the space its items are in. `clip` (nil: none) is tracked per
  /// target so a run of items under the same clip sets it once.
  struct DrawTarget {
    var cairo: OpaquePointer
    var space: PixelSpace
    var clip: PixelRect?

    init(cairo: OpaquePointer, space: PixelSpace) {
      self.cairo = cairo
      self.space = space
    }
  }

  func drawItems(_ items: [DisplayItem], into target: inout DrawTarget) {
    for item in items {
      switch item {
      case .fill(let fill):
        guard applyClip(fill.clip, to: &target) else { continue }
        drawFill(fill, in: target)
      case .shadow(let shadow):
        guard applyClip(shadow.clip, to: &target) else { continue }
        drawShadow(shadow, in: target)
      case .text(let run):
        guard applyClip(run.clip, to: &target) else { continue }
        drawText(run, in: target)
      case .layer(let layer):
        guard applyClip(nil, to: &target) else { continue }
        drawLayer(layer, in: target)
      }
    }
  }

  /// Makes the context's clip match `clip` (in the target's points). Returns false when
  /// the clip admits no pixels: the item is then skipped.
  private func applyClip(_ clip: Rect?, to target: inout DrawTarget) -> Bool {
    let pixels: PixelRect?
    if let clip {
      guard let enclosing = target.space.enclosing(clip), !enclosing.isEmpty else { return false }
      pixels = enclosing
    } else {
      pixels = nil
    }
    guard pixels != target.clip else { return true }
    cairo_reset_clip(target.cairo)
    if let pixels {
      cairo_rectangle(
        target.cairo, Double(pixels.x0), Double(pixels.y0), Double(pixels.width),
        Double(pixels.height))
      cairo_clip(target.cairo)
    }
    target.clip = pixels
    return true
  }

  static func setSource(_ cairo: OpaquePointer, _ color: RGBA8) {
    cairo_set_source_rgba(
      cairo, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255,
      Double(color.a) / 255)
  }

  func drawFill(_ fill: RoundedRectFill, in target: DrawTarget) {
    let color = RGBA8(fill.color)
    guard color.a > 0, let rect = target.space.snapped(fill.rect), !rect.isEmpty else { return }
    Self.setSource(target.cairo, color)
    Self.addShape(
      rect, radii: fill.radii, curve: fill.curve, scale: target.space.scale, to: target.cairo)
    cairo_fill(target.cairo)
  }

  /// The outline of a snapped rect with radii in points.
  static func addShape(
    _ rect: PixelRect, radii: CornerRadii, curve: CornerCurve, scale: Double,
    to cairo: OpaquePointer
  ) {
    if radii.isZero {
      cairo_rectangle(
        cairo, Double(rect.x0), Double(rect.y0), Double(rect.width), Double(rect.height))
    } else {
      RoundedRectPath.add(
        to: cairo, x: Double(rect.x0), y: Double(rect.y0), width: Double(rect.width),
        height: Double(rect.height), radii: radii.scaled(by: scale), curve: curve)
    }
  }

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

  func drawShadow(_ shadow: Shadow, in target: DrawTarget) {
    let color = RGBA8(shadow.color)
    guard color.a > 0, let (rect, key) = shadowGeometry(shadow, in: target.space),
      let mask = shadows.mask(for: key)
    else { return }
    Self.setSource(target.cairo, color)
    cairo_mask_surface(
      target.cairo, mask.image.surface, Double(rect.x0 - mask.padding),
      Double(rect.y0 - mask.padding))
  }

  /// The cached mask of a text run and where its top-left pixel goes.
  func textGeometry(_ run: TextRun, in space: PixelSpace) -> (GlyphMaskCache.Mask, Int, Int)? {
    let pixelSize = TTFTextMeasurer.ttfSize(run.fontSize * space.scale)
    guard !run.text.isEmpty, pixelSize >= 1, run.origin.isFinite,
      let mask = glyphs.mask(text: run.text, pixelSize: pixelSize), mask.image != nil
    else { return nil }
    return (mask, space.pixelX(run.origin.x), space.pixelY(run.origin.y))
  }

  func drawText(_ run: TextRun, in target: DrawTarget) {
    let color = RGBA8(run.color)
    guard color.a > 0, let (mask, x, y) = textGeometry(run, in: target.space),
      let image = mask.image
    else { return }
    Self.setSource(target.cairo, color)
    cairo_mask_surface(target.cairo, image.surface, Double(x), Double(y))
  }
}

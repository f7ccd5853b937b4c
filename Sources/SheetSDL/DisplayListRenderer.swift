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
  let backdrops = BackdropCache()
  /// The pixels of the images the display list names (a scene's); empty by default.
  public var images = ImageLibrary()
  private(set) var rasters = LayerRasterCache(budgetBytes: 0)
  private(set) var framebuffer: CairoImage?
  private var context: CairoContext?
  private var lastFrame: Frame?
  /// The last frame's items as drawn (its dims folded, ``foldingDims(_:window:scale:)``).
  private var lastDrawnItems: [DisplayItem] = []
  /// Whether top-level items are cut to what later opaque items leave visible; off only
  /// for the tests that prove cutting changes no pixel.
  package var cullsOccludedPixels = true
  /// Whether screen-wide dims are mixed into what they cover (``foldingDims(_:window:scale:)``);
  /// off only for the tests that prove mixing is the blended picture.
  package var foldsDims = true
  /// How many dims the last drawn frame mixed into what they cover (each is one item fewer
  /// drawn), for the tests of folding.
  package private(set) var foldedDimCount = 0
  /// Frames drawn (not skipped), for tests of idling.
  package private(set) var drawnFrameCount = 0
  /// The pixels the last drawn frame redrew: all of the framebuffer, or only where it
  /// differed from the frame before (see ``damage(from:to:bounds:in:extent:)``). The window
  /// uploads only these.
  private(set) var lastDrawnRect: PixelRect?

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

  /// How many backdrops (glass) were blurred so far.
  package var backdropRenderCount: Int { backdrops.renderCount }

  /// Clears to `background` and draws every item into a `width` x `height` framebuffer.
  /// Returns false, drawing nothing, when the frame equals the last one drawn.
  @discardableResult
  func draw(_ given: DisplayList, background: Color, width: Int, height: Int) -> Bool {
    let frame = Frame(
      list: given, background: background, scale: scale, width: width, height: height)
    if frame == lastFrame, framebuffer != nil { return false }
    let previous = lastFrame
    let (list, bands) = withDimsFolded(given, width: width, height: height)
    guard let cairo = prepareFramebuffer(width: width, height: height), let framebuffer
    else { return false }
    let damage = damage(since: previous, drawing: list, in: frame, bounds: framebuffer.bounds)
    lastDrawnRect = damage ?? framebuffer.bounds
    lastFrame = frame
    lastDrawnItems = list.items
    drawnFrameCount += 1
    cairo_reset_clip(cairo)
    let space = PixelSpace(scale: scale)
    var target = DrawTarget(cairo: cairo, image: framebuffer, space: space)
    let faded = fadedOnBackground(list.items, bands: bands, in: space)
    var visible =
      cullsOccludedPixels
      ? Self.visibleRects(
        of: list.items, bands: bands, fadedInPlace: Set(faded.keys), bounds: framebuffer.bounds,
        in: space)
      : nil
    var uncovered =
      visible?.background
      ?? (Self.coversOpaquely(list.items.first, width: width, height: height, scale: scale)
        ? [] : [framebuffer.bounds])
    if let damage {
      // Everything is redrawn, but only inside the damage.
      let limits =
        visible?.items
        ?? VisibleParts(rects: Array(repeating: framebuffer.bounds, count: list.items.count))
      uncovered = uncovered.compactMap { $0.intersection(damage) }
      visible = (limits.intersected(with: damage), uncovered)
    }
    if !uncovered.isEmpty {
      let clear = RGBA8(background)
      cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgb(
        cairo, Double(clear.r) / 255, Double(clear.g) / 255, Double(clear.b) / 255)
      for rect in uncovered { Self.addRect(rect, to: cairo) }
      cairo_fill(cairo)
      cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }
    drawItems(
      list.items, into: &target, bands: bands, visible: visible?.items,
      background: (RGBA8(background), faded))
    cairo_surface_flush(framebuffer.surface)
    return true
  }

  /// What changed since the `previous` frame, grown to all that glass over it samples; nil
  /// (draw everything) when there is no previous frame of the same background, scale and size.
  private func damage(
    since previous: Frame?, drawing list: DisplayList, in frame: Frame, bounds: PixelRect
  ) -> PixelRect? {
    guard let previous, previous.background == frame.background, previous.scale == scale,
      previous.width == frame.width, previous.height == frame.height
    else { return nil }
    let space = PixelSpace(scale: scale)
    return Self.damage(from: lastDrawnItems, to: list.items, bounds: bounds, in: space) {
      extent(of: $0, in: space)
    }
    .flatMap { Self.damage($0, grownForBackdropsIn: list.items, bounds: bounds, in: space) }
  }

  /// `list` as it is drawn, its dims mixed into what they cover (``foldsDims``, counted in
  /// ``foldedDimCount``), and its items' opaque bands, found once for both.
  private func withDimsFolded(_ list: DisplayList, width: Int, height: Int)
    -> (list: DisplayList, bands: [Int: PixelRect])
  {
    let bands = Self.opaqueBands(of: list.items, scale: scale)
    guard foldsDims else {
      foldedDimCount = 0
      return (list, bands)
    }
    let window = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
    let folded = Self.foldingDims(list.items, bands: bands, window: window, scale: scale)
    foldedDimCount = list.items.count - folded.items.count
    return (DisplayList(items: folded.items), folded.bands)
  }

  /// Whether `item` paints every pixel of the framebuffer opaquely (the window's own
  /// background usually does), so clearing first would be a wasted full-window pass.
  static func coversOpaquely(_ item: DisplayItem?, width: Int, height: Int, scale: Double)
    -> Bool
  {
    paintsOpaquely(
      item, all: PixelRect(x0: 0, y0: 0, x1: width, y1: height), in: PixelSpace(scale: scale))
  }

  /// Whether `item` is an opaque, unclipped, square-cornered fill over all of `rect`.
  static func paintsOpaquely(_ item: DisplayItem?, all rect: PixelRect, in space: PixelSpace)
    -> Bool
  {
    guard case .fill(let fill) = item, fill.clip == nil, fill.radii.isZero,
      RGBA8(fill.color).a == 255, let snapped = space.snapped(fill.rect)
    else { return false }
    return snapped.contains(rect)
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
    /// The image `cairo` draws into, for composites done by pixman directly.
    var image: CairoImage
    var space: PixelSpace
    var clip: PixelRect?

    init(cairo: OpaquePointer, image: CairoImage, space: PixelSpace) {
      self.cairo = cairo
      self.image = image
      self.space = space
    }
  }

  /// Draws `items` in order. `bands` holds the opaque bands (``opaqueBand(of:scale:)``) of
  /// unit-scale layers already worked out by index, `visible` (top level only) the disjoint
  /// pieces of each item that later items do not hide, each drawn through its own clip, and
  /// `background` the window's colour with the translucent layers drawn over nothing else,
  /// by index, and the pixels each paints.
  func drawItems(
    _ items: [DisplayItem], into target: inout DrawTarget, bands: [Int: PixelRect] = [:],
    visible: VisibleParts? = nil, background: (color: RGBA8, faded: [Int: PixelRect])? = nil
  ) {
    for index in items.indices {
      let limit = visible?.rects[index]
      if let limit, limit.isEmpty { continue }
      drawItem(
        at: index, of: items, limit: limit, pieces: visible?.pieces[index], into: &target,
        bands: bands, background: background)
    }
  }

  /// Draws `items[index]` through `limit` (nil: its own clip only), or through each of
  /// `pieces` (disjoint, inside `limit`) when it has them.
  ///
  /// What lands on whole pixels, a square fill or a text run's mask, is drawn piece by
  /// piece; a layer hands the pieces to its content. An antialiased outline (a rounded
  /// fill, a stroke) is drawn once through `limit`: Cairo clips a path to the clip's edge
  /// before rasterizing it, and a rounded corner cut by an edge inside the window came out
  /// a level different in the pixel beside the cut.
  private func drawItem(
    at index: Int, of items: [DisplayItem], limit: PixelRect?, pieces: [PixelRect]?,
    into target: inout DrawTarget, bands: [Int: PixelRect],
    background: (color: RGBA8, faded: [Int: PixelRect])?
  ) {
    switch items[index] {
    case .fill(let fill) where fill.radii.isZero && pieces != nil:
      let extent = target.space.snappedKeepingHairlines(fill.rect)
      for piece in pieces ?? [] where extent.flatMap({ $0.intersection(piece) }) != nil {
        guard applyClip(fill.clip, limit: piece, to: &target) else { continue }
        drawFill(fill, in: target)
      }
    case .text(let run) where pieces != nil:
      // The line's mask is looked up once for all the pieces it meets.
      let color = RGBA8(run.color)
      guard color.a > 0, let (mask, x, y) = textGeometry(run, in: target.space),
        let image = mask.image
      else { return }
      let extent = PixelRect(x0: x, y0: y, x1: x + image.width, y1: y + image.height)
      for piece in pieces ?? [] where extent.intersection(piece) != nil {
        guard applyClip(run.clip, limit: piece, to: &target) else { continue }
        Self.paint(image, x: x, y: y, color: color, into: target.cairo)
      }
    case .fill(let fill):
      guard applyClip(fill.clip, limit: limit, to: &target) else { return }
      drawFill(fill, in: target)
    case .stroke(let stroke):
      guard applyClip(stroke.clip, limit: limit, to: &target) else { return }
      drawStroke(stroke, in: target)
    case .shadow(let shadow):
      guard applyClip(shadow.clip, limit: limit, to: &target) else { return }
      // The item after a shadow is the view casting it, drawn over it next.
      let covers =
        cullsOccludedPixels && index + 1 < items.count
        ? opaqueCovers(of: items[index + 1], band: bands[index + 1], in: target.space) : []
      drawShadow(shadow, in: target, coveredBy: covers)
    case .text(let run):
      guard applyClip(run.clip, limit: limit, to: &target) else { return }
      drawText(run, in: target)
    case .image(let image):
      guard applyClip(image.clip, limit: limit, to: &target) else { return }
      drawImage(image, in: target)
    case .backdrop(let glass):
      guard applyClip(glass.clip, limit: limit, to: &target) else { return }
      drawBackdrop(
        glass, under: items[..<index], background: background?.color, in: target)
    case .layer(let layer):
      guard applyClip(nil, limit: limit, to: &target) else { return }
      let faded = background.flatMap { background in
        background.faded[index].map { (background: background.color, extent: $0) }
      }
      drawLayer(layer, in: target, limits: pieces ?? limit.map { [$0] }, faded: faded)
    }
  }

  /// Makes the context's clip match `clip` (in the target's points) cut to `limit`
  /// (pixels). Returns false when that admits no pixels: the item is then skipped.
  private func applyClip(_ clip: Rect?, limit: PixelRect?, to target: inout DrawTarget) -> Bool {
    var pixels: PixelRect?
    if let clip {
      guard let enclosing = target.space.enclosing(clip), !enclosing.isEmpty else { return false }
      pixels = enclosing
    }
    if let limit {
      guard let cut = pixels.map({ $0.intersection(limit) }) ?? limit.nonEmpty else {
        return false
      }
      pixels = cut
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
    guard color.a > 0, let rect = target.space.snappedKeepingHairlines(fill.rect), !rect.isEmpty
    else { return }
    Self.setSource(target.cairo, color)
    Self.addShape(
      rect, radii: fill.radii, curve: fill.curve, scale: target.space.scale, to: target.cairo)
    cairo_fill(target.cairo)
  }

  /// Strokes the ring inside the snapped rect: the path runs half a line width in from the
  /// outer edge, with the radii shrunk by as much, so the outer edge is the rect's shape.
  func drawStroke(_ stroke: RoundedRectStroke, in target: DrawTarget) {
    let color = RGBA8(stroke.color)
    let width = stroke.lineWidth * target.space.scale
    guard color.a > 0, width.isFinite, width > 0, let rect = target.space.snapped(stroke.rect),
      !rect.isEmpty
    else { return }
    let half = width / 2
    let radii = stroke.radii.scaled(by: target.space.scale)
    let inner = CornerRadii(
      topLeft: max(radii.topLeft - half, 0), topRight: max(radii.topRight - half, 0),
      bottomLeft: max(radii.bottomLeft - half, 0), bottomRight: max(radii.bottomRight - half, 0))
    Self.setSource(target.cairo, color)
    RoundedRectPath.add(
      to: target.cairo, x: Double(rect.x0) + half, y: Double(rect.y0) + half,
      width: max(Double(rect.width) - width, 0), height: max(Double(rect.height) - width, 0),
      radii: inner, curve: stroke.curve)
    cairo_set_line_width(target.cairo, width)
    cairo_stroke(target.cairo)
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

  nonisolated static func largestRadius(_ radii: CornerRadii) -> Double {
    let largest = max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight)
    return largest.isFinite ? min(max(largest, 0), 100_000) : 0
  }

  static func addRect(_ rect: PixelRect, to cairo: OpaquePointer) {
    cairo_rectangle(
      cairo, Double(rect.x0), Double(rect.y0), Double(rect.width), Double(rect.height))
  }

  /// The cached mask of a text run and where its top-left pixel goes.
  func textGeometry(_ run: TextRun, in space: PixelSpace) -> (GlyphMaskCache.Mask, Int, Int)? {
    let pixelSize = TTFTextMeasurer.ttfSize(run.fontSize * space.scale)
    guard !run.text.isEmpty, pixelSize >= 1, run.origin.isFinite,
      let mask = glyphs.mask(text: run.text, pixelSize: pixelSize, weight: run.weight),
      mask.image != nil
    else { return nil }
    return (mask, space.pixelX(run.origin.x), space.pixelY(run.origin.y))
  }

  func drawText(_ run: TextRun, in target: DrawTarget) {
    let color = RGBA8(run.color)
    guard color.a > 0, let (mask, x, y) = textGeometry(run, in: target.space),
      let image = mask.image
    else { return }
    Self.paint(image, x: x, y: y, color: color, into: target.cairo)
  }

  /// Paints `color` through a line's coverage `mask`, its top-left pixel at `(x, y)`.
  static func paint(_ mask: CairoImage, x: Int, y: Int, color: RGBA8, into cairo: OpaquePointer) {
    setSource(cairo, color)
    cairo_mask_surface(cairo, mask.surface, Double(x), Double(y))
  }
}

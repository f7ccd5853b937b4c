import CSDL2
import SheetEngine

/// Draws soft shadows (see ``ShadowLayers``) as disjoint rings filled with rect spans.
///
/// Stacking the layers would blend the shadow's whole interior once per layer, and
/// 8-bit blending would compound rounding errors. Instead the region covered by exactly
/// the `k` outermost layers (a ring, or the core for all of them) is filled once with
/// alpha `k * alpha / n`: the same sum, one blend per pixel, and a fraction of the fill.
/// Each ring is computed row by row from the two outlines that bound it, with vertically
/// identical rows merged, and sent as one batched `SDL_RenderFillRectsF` call. Because
/// every outline is evaluated by the same function, neighbouring rings tile exactly.
final class ShadowRasterizer {
  /// One layer's shape in pixels: snapped edges and unrounded, clamped radii.
  struct Outline {
    var rect: PixelRect
    var topLeft: Double
    var topRight: Double
    var bottomLeft: Double
    var bottomRight: Double

    /// Columns `lower..<upper` whose pixel centres lie inside the shape on `row`.
    func span(row: Int) -> (lower: Int, upper: Int)? {
      guard row >= rect.y0, row < rect.y1 else { return nil }
      let y = Double(row) + 0.5
      let left = Double(rect.x0) + inset(y, top: topLeft, bottom: bottomLeft)
      let right = Double(rect.x1) - inset(y, top: topRight, bottom: bottomRight)
      let lower = Int((left - 0.5).rounded(.down)) + 1
      let upper = Int((right - 0.5).rounded(.up))
      return lower < upper ? (lower, upper) : nil
    }

    /// How far the side is pulled in at height `y` by the corner arcs on that side.
    private func inset(_ y: Double, top: Double, bottom: Double) -> Double {
      let dy: Double
      let radius: Double
      if y < Double(rect.y0) + top {
        dy = Double(rect.y0) + top - y
        radius = top
      } else if y > Double(rect.y1) - bottom {
        dy = y - (Double(rect.y1) - bottom)
        radius = bottom
      } else {
        return 0
      }
      return radius - max(0, radius * radius - dy * dy).squareRoot()
    }
  }

  private var outlines: [Outline] = []
  private var spans: [SDL_FRect] = []

  init() {
    outlines.reserveCapacity(ShadowLayers.maximumLayerCount)
    spans.reserveCapacity(256)
  }

  /// Draws `shadow`, touching only `rows` (the visible rows of the target and clip).
  func draw(_ shadow: Shadow, scale: Double, rows: Range<Int>, renderer: OpaquePointer) {
    let alpha = min(shadow.color.alpha, 1)
    let sigma = shadow.blur.isFinite ? max(shadow.blur, 0) : 0
    let count = ShadowLayers.layerCount(sigmaPixels: sigma * scale)
    let base = shadow.rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
    outlines.removeAll(keepingCapacity: true)
    for layer in 0..<count {
      let grow = sigma * ShadowLayers.expansion(layer: layer, of: count)
      guard
        let rect = PixelRect(snapping: base.insetBy(dx: -grow, dy: -grow), scale: scale),
        !rect.isEmpty
      else { break }
      outlines.append(outline(rect, radii: shadow.radii, grow: grow, scale: scale))
    }
    var color = RGBA8(shadow.color)
    for (index, outer) in outlines.enumerated() {
      color.a = RGBA8.channel(alpha * Double(index + 1) / Double(count))
      guard color.a > 0 else { continue }
      let inner = index + 1 < outlines.count ? outlines[index + 1] : nil
      fillRing(outer: outer, inner: inner, rows: rows, color: color, renderer: renderer)
    }
  }

  /// Growing a rounded rect by `grow` grows its radii by the same amount (the Minkowski
  /// sum with a disc), so even a square shape casts a rounded shadow.
  private func outline(_ rect: PixelRect, radii: CornerRadii, grow: Double, scale: Double)
    -> Outline
  {
    let limit = Double(min(rect.width, rect.height)) / 2
    func convert(_ radius: Double) -> Double {
      let pixels = (radius + grow) * scale
      return pixels.isFinite ? min(max(pixels, 0), limit) : 0
    }
    return Outline(
      rect: rect, topLeft: convert(radii.topLeft), topRight: convert(radii.topRight),
      bottomLeft: convert(radii.bottomLeft), bottomRight: convert(radii.bottomRight))
  }

  /// Fills `outer` minus `inner` (all of `outer` when `inner` is nil).
  private func fillRing(
    outer: Outline, inner: Outline?, rows: Range<Int>, color: RGBA8, renderer: OpaquePointer
  ) {
    let first = max(outer.rect.y0, rows.lowerBound)
    let end = min(outer.rect.y1, rows.upperBound)
    guard first < end else { return }
    spans.removeAll(keepingCapacity: true)
    typealias Pieces = (Int, Int, Int, Int)
    var runStart = first
    var running: Pieces = (0, 0, 0, 0)
    for row in first...end {
      var pieces: Pieces = (0, 0, 0, 0)
      if row < end, let span = outer.span(row: row) {
        pieces = (span.lower, span.upper, 0, 0)
        if let hole = inner?.span(row: row) {
          let lower = max(hole.lower, span.lower)
          let upper = min(hole.upper, span.upper)
          if lower < upper { pieces = (span.lower, lower, upper, span.upper) }
        }
      }
      if row > first && pieces == running && row < end { continue }
      if row > first { appendRun(running, from: runStart, to: row) }
      runStart = row
      running = pieces
    }
    guard !spans.isEmpty else { return }
    let blend = color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
    SDL_SetRenderDrawBlendMode(renderer, blend)
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    spans.withUnsafeBufferPointer { buffer in
      _ = SDL_RenderFillRectsF(renderer, buffer.baseAddress, Int32(buffer.count))
    }
  }

  private func appendRun(_ pieces: (Int, Int, Int, Int), from top: Int, to bottom: Int) {
    let height = Float(bottom - top)
    if pieces.1 > pieces.0 {
      spans.append(
        SDL_FRect(x: Float(pieces.0), y: Float(top), w: Float(pieces.1 - pieces.0), h: height))
    }
    if pieces.3 > pieces.2 {
      spans.append(
        SDL_FRect(x: Float(pieces.2), y: Float(top), w: Float(pieces.3 - pieces.2), h: height))
    }
  }
}

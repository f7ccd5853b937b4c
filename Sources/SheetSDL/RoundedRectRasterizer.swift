import CSDL2
import Foundation
import SheetEngine

/// Fills rounded rectangles with per-corner radii using only SDL's portable primitives.
///
/// The shape is split, without overlap, into horizontal bands filled with
/// `SDL_RenderFillRectF` plus one quarter-disc fan per rounded corner; all four fans go to
/// a single `SDL_RenderGeometry` call. Nothing overlaps, so a translucent colour blends
/// exactly once per pixel. All band edges and radii are whole pixels, which keeps the fans'
/// straight edges on the same pixel boundaries as the bands.
final class RoundedRectRasterizer {
  /// Reused between calls so a frame's fills do not allocate.
  private var vertices: [SDL_Vertex] = []
  private var breaks: [Int] = []
  /// Unit quarter-circle points for each segment count, from (1, 0) to (0, 1) exactly.
  private let quarterCircles: [Int: [(Float, Float)]]

  /// Corner radii in whole pixels.
  typealias PixelRadii = (topLeft: Int, topRight: Int, bottomLeft: Int, bottomRight: Int)

  static let segmentRange = 8...12

  init() {
    var tables: [Int: [(Float, Float)]] = [:]
    for segments in Self.segmentRange {
      tables[segments] = (0...segments).map { step in
        if step == 0 { return (1, 0) }
        if step == segments { return (0, 1) }
        let angle = Double(step) / Double(segments) * .pi / 2
        return (Float(cos(angle)), Float(sin(angle)))
      }
    }
    quarterCircles = tables
    vertices.reserveCapacity(4 * 12 * 3)
    breaks.reserveCapacity(6)
  }

  /// Segments per corner: 8 for small radii up to 12 from 36 px, where a coarser polygon
  /// would start to show flats.
  static func segments(forPixelRadius radius: Int) -> Int {
    let wanted = Int((Double(radius).squareRoot() * 2).rounded(.up))
    return min(max(wanted, segmentRange.lowerBound), segmentRange.upperBound)
  }

  /// Radii in whole pixels, each clamped to half the rect's smaller side so opposite
  /// corners never overlap.
  static func pixelRadii(_ radii: CornerRadii, scale: Double, in rect: PixelRect) -> PixelRadii {
    let limit = min(rect.width, rect.height) / 2
    func convert(_ radius: Double) -> Int {
      let pixels = radius * scale
      guard pixels.isFinite, pixels > 0 else { return 0 }
      return min(Int(min(pixels, 1_000_000).rounded()), limit)
    }
    return (
      convert(radii.topLeft), convert(radii.topRight),
      convert(radii.bottomLeft), convert(radii.bottomRight)
    )
  }

  /// Fills `rect` with `color`, alpha-blended unless the colour is opaque.
  ///
  /// Opaque fills replace pixels instead of blending: the result is identical, and SDL's
  /// software renderer then writes triangles straight into the target rather than through
  /// a temporary surface per triangle.
  func fill(
    _ rect: PixelRect, radii: CornerRadii, scale: Double, color: RGBA8, renderer: OpaquePointer
  ) {
    guard !rect.isEmpty else { return }
    SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    let r = Self.pixelRadii(radii, scale: scale, in: rect)
    if r.topLeft == 0 && r.topRight == 0 && r.bottomLeft == 0 && r.bottomRight == 0 {
      var whole = frect(rect.x0, rect.y0, rect.width, rect.height)
      SDL_RenderFillRectF(renderer, &whole)
      return
    }
    fillBands(rect, radii: r, renderer: renderer)
    fillCorners(rect, radii: r, color: color, renderer: renderer)
  }

  /// The rect minus its four corner squares, as horizontal bands. Between consecutive
  /// breakpoints (the corner squares' inner edges) the left and right insets are constant;
  /// consecutive bands with equal insets are merged into one fill.
  private func fillBands(_ rect: PixelRect, radii r: PixelRadii, renderer: OpaquePointer) {
    let height = rect.height
    breaks.removeAll(keepingCapacity: true)
    breaks.append(contentsOf: [0, r.topLeft, r.topRight, height - r.bottomLeft])
    breaks.append(height - r.bottomRight)
    breaks.append(height)
    breaks.sort()
    func insets(at y: Int) -> (Int, Int) {
      let left = y < r.topLeft ? r.topLeft : (y >= height - r.bottomLeft ? r.bottomLeft : 0)
      let right = y < r.topRight ? r.topRight : (y >= height - r.bottomRight ? r.bottomRight : 0)
      return (left, right)
    }
    var bandStart = 0
    var bandInsets = insets(at: 0)
    for index in 1..<breaks.count {
      let y = breaks[index]
      guard y > breaks[index - 1] else { continue }
      let next = y < height ? insets(at: y) : (-1, -1)
      if next == bandInsets { continue }
      let width = rect.width - bandInsets.0 - bandInsets.1
      if width > 0 {
        var band = frect(rect.x0 + bandInsets.0, rect.y0 + bandStart, width, y - bandStart)
        SDL_RenderFillRectF(renderer, &band)
      }
      bandStart = y
      bandInsets = next
    }
  }

  /// One triangle fan per rounded corner, centred on the corner square's inner corner.
  private func fillCorners(
    _ rect: PixelRect, radii r: PixelRadii, color: RGBA8, renderer: OpaquePointer
  ) {
    vertices.removeAll(keepingCapacity: true)
    let sdlColor = color.sdlColor
    appendFan(
      cx: rect.x0 + r.topLeft, cy: rect.y0 + r.topLeft, radius: r.topLeft,
      sx: -1, sy: -1, color: sdlColor)
    appendFan(
      cx: rect.x1 - r.topRight, cy: rect.y0 + r.topRight, radius: r.topRight,
      sx: 1, sy: -1, color: sdlColor)
    appendFan(
      cx: rect.x0 + r.bottomLeft, cy: rect.y1 - r.bottomLeft, radius: r.bottomLeft,
      sx: -1, sy: 1, color: sdlColor)
    appendFan(
      cx: rect.x1 - r.bottomRight, cy: rect.y1 - r.bottomRight, radius: r.bottomRight,
      sx: 1, sy: 1, color: sdlColor)
    guard !vertices.isEmpty else { return }
    vertices.withUnsafeBufferPointer { buffer in
      _ = SDL_RenderGeometry(renderer, nil, buffer.baseAddress, Int32(buffer.count), nil, 0)
    }
  }

  /// Appends the fan of a corner whose circle centre is (`cx`, `cy`); `sx` and `sy` (±1)
  /// point from the centre toward the corner.
  private func appendFan(cx: Int, cy: Int, radius: Int, sx: Float, sy: Float, color: SDL_Color) {
    guard radius > 0, let table = quarterCircles[Self.segments(forPixelRadius: radius)] else {
      return
    }
    let centre = SDL_FPoint(x: Float(cx), y: Float(cy))
    let r = Float(radius)
    // Arc points are rounded to whole pixels: SDL's software renderer truncates vertex
    // coordinates, which would make top-left corners differ from bottom-right ones.
    func point(_ unit: (Float, Float)) -> SDL_FPoint {
      SDL_FPoint(
        x: (centre.x + sx * unit.0 * r).rounded(), y: (centre.y + sy * unit.1 * r).rounded())
    }
    let noTexture = SDL_FPoint(x: 0, y: 0)
    var previous = point(table[0])
    for index in 1..<table.count {
      let current = point(table[index])
      vertices.append(SDL_Vertex(position: centre, color: color, tex_coord: noTexture))
      vertices.append(SDL_Vertex(position: previous, color: color, tex_coord: noTexture))
      vertices.append(SDL_Vertex(position: current, color: color, tex_coord: noTexture))
      previous = current
    }
  }

  private func frect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> SDL_FRect {
    SDL_FRect(x: Float(x), y: Float(y), w: Float(width), h: Float(height))
  }
}

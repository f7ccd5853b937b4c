import CSDL2
import SheetEngine

/// Draws the engine's ``DisplayList`` with an SDL renderer owned by an ``SDLWindow`` or an
/// ``OffscreenCanvas``.
///
/// Points become pixels by multiplying with ``scale``; rect edges are rounded to whole
/// pixels independently so neighbouring rects neither gap nor overlap. Translucent colours
/// are alpha-blended. Text is rasterised at its pixel size (point size times scale) so it is
/// sharp on high-density displays; layout used the point size (``TTFTextMeasurer``).
@MainActor
public final class DisplayListRenderer {
  /// Pixels per point; the window updates it when the window moves between displays.
  public var scale: Double

  let renderer: SDLRendererHandle
  private let fonts: TTFFontSet
  private let textures = TextTextureCache()
  private let rects = RoundedRectRasterizer()
  private let shadows = ShadowRasterizer()
  /// The target's height in pixels, so shadows skip rows nobody sees.
  private var outputHeight = 0
  /// The clip rect SDL currently has, so it is only changed when an item's clip differs.
  private var appliedClip: PixelRect?

  init(renderer: SDLRendererHandle, scale: Double, font: FontFile) throws(SDLError) {
    guard scale.isFinite, scale > 0 else { throw SDLError("invalid scale \(scale)") }
    self.renderer = renderer
    self.scale = scale
    fonts = try TTFFontSet(file: font)
  }

  /// How many text textures are cached, for tests of the cache.
  package var cachedTextureCount: Int { textures.count }

  /// Clears to `background`, then draws every item in order. Does not present.
  public func draw(_ list: DisplayList, background: Color) {
    let sdl = renderer.pointer
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(sdl, &width, &height)
    outputHeight = Int(max(height, 0))
    appliedClip = nil
    SDL_RenderSetClipRect(sdl, nil)
    let clear = RGBA8(background)
    SDL_SetRenderDrawColor(sdl, clear.r, clear.g, clear.b, clear.a)
    SDL_RenderClear(sdl)
    for item in list.items {
      switch item {
      case .fill(let fill):
        drawFill(fill)
      case .shadow(let shadow):
        drawShadow(shadow)
      case .text(let run):
        drawText(run)
      }
    }
  }

  private func drawFill(_ fill: RoundedRectFill) {
    let color = RGBA8(fill.color)
    guard color.a > 0, let rect = PixelRect(snapping: fill.rect, scale: scale), !rect.isEmpty,
      applyClip(fill.clip)
    else { return }
    rects.fill(rect, radii: fill.radii, scale: scale, color: color, renderer: renderer.pointer)
  }

  private func drawShadow(_ shadow: Shadow) {
    guard RGBA8(shadow.color).a > 0, shadow.rect.isFinite, !shadow.rect.isEmpty,
      shadow.offset.isFinite, applyClip(shadow.clip)
    else { return }
    var rows = 0..<outputHeight
    if let clip = appliedClip { rows = rows.clamped(to: clip.y0..<max(clip.y0, clip.y1)) }
    shadows.draw(shadow, scale: scale, rows: rows, renderer: renderer.pointer)
  }

  private func drawText(_ run: TextRun) {
    let color = RGBA8(run.color)
    let pixelSize = TTFTextMeasurer.ttfSize(run.fontSize * scale)
    guard color.a > 0, !run.text.isEmpty, pixelSize >= 1, run.origin.isFinite,
      applyClip(run.clip), let font = fonts.font(size: pixelSize)
    else { return }
    let key = TextTextureCache.Key(
      text: run.text, pixelSize: pixelSize, rgb: color.rgb, wrapWidth: 0)
    let entry = textures.entry(for: key) { [renderer] in
      TextTextureCache.makeEntry(key: key, font: font, renderer: renderer)
    }
    guard let texture = entry.texture else { return }
    SDL_SetTextureAlphaMod(texture.pointer, color.a)
    var target = SDL_Rect(
      x: Self.pixel(run.origin.x * scale), y: Self.pixel(run.origin.y * scale),
      w: entry.width, h: entry.height)
    SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &target)
  }

  /// The nearest whole pixel, clamped far outside any target so it cannot overflow.
  private static func pixel(_ value: Double) -> Int32 {
    Int32(min(max(value, -1_000_000), 1_000_000).rounded())
  }

  /// Makes SDL's clip match `clip`, changing it only when it differs from the last one.
  /// Returns false when the clip admits no pixels: the item must then be skipped, since
  /// SDL treats an empty clip rect as "no clipping".
  private func applyClip(_ clip: Rect?) -> Bool {
    guard let clip else {
      if appliedClip != nil {
        SDL_RenderSetClipRect(renderer.pointer, nil)
        appliedClip = nil
      }
      return true
    }
    guard let pixels = PixelRect(enclosing: clip, scale: scale), !pixels.isEmpty else {
      return false
    }
    if pixels != appliedClip {
      var rect = pixels.sdlRect
      SDL_RenderSetClipRect(renderer.pointer, &rect)
      appliedClip = pixels
    }
    return true
  }
}

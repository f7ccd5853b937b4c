import CSDL2
import SheetEngine

/// A rectangle in whole device pixels covering columns `x0..<x1` and rows `y0..<y1`.
struct PixelRect: Equatable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  var width: Int { x1 - x0 }
  var height: Int { y1 - y0 }
  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  /// The pixels a filled rect covers: each edge is rounded on its own (not origin plus a
  /// rounded width), so two rects that share an edge in points share it in pixels and
  /// leave neither a gap nor a double-blended seam. Nil for non-finite input.
  init?(snapping rect: Rect, scale: Double) {
    guard rect.isFinite, scale.isFinite else { return nil }
    x0 = pixel((rect.minX * scale).rounded())
    y0 = pixel((rect.minY * scale).rounded())
    x1 = pixel((rect.maxX * scale).rounded())
    y1 = pixel((rect.maxY * scale).rounded())
  }

  /// The pixels a clip admits: origin floored and far edge ceiled, so a clip never cuts
  /// off a pixel that it partly covers. Nil for non-finite input.
  init?(enclosing rect: Rect, scale: Double) {
    guard rect.isFinite, scale.isFinite else { return nil }
    x0 = pixel((rect.minX * scale).rounded(.down))
    y0 = pixel((rect.minY * scale).rounded(.down))
    x1 = pixel((rect.maxX * scale).rounded(.up))
    y1 = pixel((rect.maxY * scale).rounded(.up))
  }

  var sdlRect: SDL_Rect {
    SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(width), h: Int32(height))
  }
}

/// Converts an already-rounded pixel coordinate to `Int`, clamped far outside any real
/// target so absurd geometry cannot trap on overflow.
private func pixel(_ value: Double) -> Int {
  Int(min(max(value, -1_000_000), 1_000_000))
}

/// A colour as SDL wants it: 8 bits per channel, straight alpha.
struct RGBA8: Equatable {
  var r: UInt8
  var g: UInt8
  var b: UInt8
  var a: UInt8

  /// Rounds each 0...1 component to the nearest of 256 levels (0.5 alpha -> 128); NaN
  /// and out-of-range components are clamped.
  init(_ color: Color) {
    r = Self.channel(color.red)
    g = Self.channel(color.green)
    b = Self.channel(color.blue)
    a = Self.channel(color.alpha)
  }

  init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  static func channel(_ value: Double) -> UInt8 {
    let clamped = value >= 0 ? min(value, 1) : 0
    return UInt8((clamped * 255).rounded())
  }

  /// The colour without alpha, packed 0xRRGGBB, for cache keys.
  var rgb: UInt32 { UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

  var sdlColor: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }
}

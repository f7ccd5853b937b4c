import SheetEngine

/// A rectangle in whole device pixels covering columns `x0..<x1` and rows `y0..<y1`.
struct PixelRect: Equatable, Hashable {
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
    x0 = Self.clampedPixel((rect.minX * scale).rounded())
    y0 = Self.clampedPixel((rect.minY * scale).rounded())
    x1 = Self.clampedPixel((rect.maxX * scale).rounded())
    y1 = Self.clampedPixel((rect.maxY * scale).rounded())
  }

  /// The pixels a clip admits: origin floored and far edge ceiled, so a clip never cuts
  /// off a pixel that it partly covers. Nil for non-finite input.
  init?(enclosing rect: Rect, scale: Double) {
    guard rect.isFinite, scale.isFinite else { return nil }
    x0 = Self.clampedPixel((rect.minX * scale).rounded(.down))
    y0 = Self.clampedPixel((rect.minY * scale).rounded(.down))
    x1 = Self.clampedPixel((rect.maxX * scale).rounded(.up))
    y1 = Self.clampedPixel((rect.maxY * scale).rounded(.up))
  }

  func offsetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
  }

  func insetBy(_ amount: Int) -> PixelRect {
    PixelRect(x0: x0 + amount, y0: y0 + amount, x1: x1 - amount, y1: y1 - amount)
  }

  /// Self, or nil when empty.
  var nonEmpty: PixelRect? { isEmpty ? nil : self }

  /// Whether every pixel of `other` is inside.
  func contains(_ other: PixelRect) -> Bool {
    other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1
  }

  /// What is left of this rect outside `cover`, when that is a rect: `cover` spans its
  /// full height or width from one side (an empty rect when it covers everything). Any
  /// other overlap leaves the rect as it is, which is always safe (nothing is skipped).
  func subtracting(_ cover: PixelRect) -> PixelRect {
    guard let overlap = intersection(cover) else { return self }
    if overlap == self { return PixelRect(x0: x0, y0: y0, x1: x0, y1: y0) }
    if overlap.y0 == y0 && overlap.y1 == y1 {
      if overlap.x0 == x0 { return PixelRect(x0: overlap.x1, y0: y0, x1: x1, y1: y1) }
      if overlap.x1 == x1 { return PixelRect(x0: x0, y0: y0, x1: overlap.x0, y1: y1) }
    }
    if overlap.x0 == x0 && overlap.x1 == x1 {
      if overlap.y0 == y0 { return PixelRect(x0: x0, y0: overlap.y1, x1: x1, y1: y1) }
      if overlap.y1 == y1 { return PixelRect(x0: x0, y0: y0, x1: x1, y1: overlap.y0) }
    }
    return self
  }

  /// What is left of this rect outside `cover`, exactly: up to four disjoint rects (the
  /// bands above and below the overlap, then the parts beside it).
  func pieces(outside cover: PixelRect) -> [PixelRect] {
    guard let overlap = intersection(cover) else { return isEmpty ? [] : [self] }
    let candidates = [
      PixelRect(x0: x0, y0: y0, x1: x1, y1: overlap.y0),
      PixelRect(x0: x0, y0: overlap.y1, x1: x1, y1: y1),
      PixelRect(x0: x0, y0: overlap.y0, x1: overlap.x0, y1: overlap.y1),
      PixelRect(x0: overlap.x1, y0: overlap.y0, x1: x1, y1: overlap.y1),
    ]
    return candidates.filter { !$0.isEmpty }
  }

  /// The overlap, or nil when there is none.
  func intersection(_ other: PixelRect) -> PixelRect? {
    let result = PixelRect(
      x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    return result.isEmpty ? nil : result
  }

  /// The smallest rect holding both.
  func union(_ other: PixelRect) -> PixelRect {
    PixelRect(
      x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
  }

  /// Converts an already-rounded pixel coordinate to `Int`, clamped far outside any real
  /// target so absurd geometry cannot trap on overflow.
  static func clampedPixel(_ value: Double) -> Int {
    value.isNaN ? 0 : Int(min(max(value, -1_000_000), 1_000_000))
  }
}

/// A colour in 8 bits per channel, straight alpha: how far a colour is from invisible.
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

  static func channel(_ value: Double) -> UInt8 {
    let clamped = value >= 0 ? min(value, 1) : 0
    return UInt8((clamped * 255).rounded())
  }
}

/// What one frame draws, as plain data: the engine's only output to a backend.
///
/// Items are in painter's order and in window points. Opacity inherited from ancestors is
/// already multiplied into each item's colour, and each item carries the clip rectangle in
/// force for it (the intersection of its clipping ancestors), so a backend needs no state
/// beyond the item it draws. Tests compare display lists by value.
public struct DisplayList: Hashable, Sendable {
  public var items: [DisplayItem]

  public init(items: [DisplayItem] = []) {
    self.items = items
  }
}

/// One drawing command of a ``DisplayList``.
public enum DisplayItem: Hashable, Sendable {
  /// A filled rectangle with per-corner radii.
  case fill(RoundedRectFill)
  /// A soft shadow cast by a rounded rectangle.
  case shadow(Shadow)
  /// One line of text; wrapping has already happened in the engine.
  case text(TextRun)
}

/// A filled rounded rectangle.
public struct RoundedRectFill: Hashable, Sendable {
  public var rect: Rect
  public var radii: CornerRadii
  public var color: Color
  public var clip: Rect?

  public init(rect: Rect, radii: CornerRadii = .zero, color: Color, clip: Rect? = nil) {
    self.rect = rect
    self.radii = radii
    self.color = color
    self.clip = clip
  }
}

/// A blurred shadow of a rounded rectangle; `blur` is the shadow radius in points, as
/// `CALayer.shadowRadius`, and `color.alpha` already holds the shadow opacity.
public struct Shadow: Hashable, Sendable {
  public var rect: Rect
  public var radii: CornerRadii
  public var color: Color
  public var blur: Double
  public var offset: Point
  public var clip: Rect?

  public init(
    rect: Rect, radii: CornerRadii, color: Color, blur: Double, offset: Point, clip: Rect? = nil
  ) {
    self.rect = rect
    self.radii = radii
    self.color = color
    self.blur = blur
    self.offset = offset
    self.clip = clip
  }
}

/// A single line of text whose top-left corner is at `origin`; `fontSize` is in points
/// (already multiplied by any scale transform).
public struct TextRun: Hashable, Sendable {
  public var text: String
  public var origin: Point
  public var fontSize: Double
  public var color: Color
  public var clip: Rect?

  public init(text: String, origin: Point, fontSize: Double, color: Color, clip: Rect? = nil) {
    self.text = text
    self.origin = origin
    self.fontSize = fontSize
    self.color = color
    self.clip = clip
  }
}

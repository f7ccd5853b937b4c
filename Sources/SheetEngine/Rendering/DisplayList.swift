/// What one frame draws, as plain data: the engine's only output to a backend.
///
/// Items are in painter's order. Top-level items are in window points; items inside a
/// ``DisplayLayer`` are in that layer's local points. Each item carries the clip rectangle
/// in force for it in its own space (the intersection of its clipping ancestors up to the
/// enclosing layer), and opacity outside layers is already multiplied into each item's
/// colour, so a backend needs no state beyond the item and its layer. Tests compare
/// display lists by value, and a backend skips a frame whose list equals the last one.
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
  /// The outline of a rounded rectangle: the keyboard focus ring.
  case stroke(RoundedRectStroke)
  /// A soft shadow cast by a rounded rectangle.
  case shadow(Shadow)
  /// One line of text; wrapping has already happened in the engine.
  case text(TextRun)
  /// A named image scaled into a rectangle; the backend holds its pixels.
  case image(ImageDraw)
  /// A group composited as one picture: its own transform, opacity and clip.
  case layer(DisplayLayer)
  /// Glass: what is already drawn under a rounded rect, blurred and tinted
  /// (``BackdropMaterial``). It comes just before the view's background (or its layer).
  case backdrop(BackdropDraw)
}

/// A filled rounded rectangle.
public struct RoundedRectFill: Hashable, Sendable {
  public var rect: Rect
  public var radii: CornerRadii
  public var curve: CornerCurve
  public var color: Color
  public var clip: Rect?

  public init(
    rect: Rect, radii: CornerRadii = .zero, curve: CornerCurve = .circular, color: Color,
    clip: Rect? = nil
  ) {
    self.rect = rect
    self.radii = radii
    self.curve = curve
    self.color = color
    self.clip = clip
  }
}

/// The outline of a rounded rectangle, drawn inside `rect`: its outer edge is `rect` and it
/// reaches `lineWidth` points in, so the pixels it can touch are those of `rect`.
public struct RoundedRectStroke: Hashable, Sendable {
  public var rect: Rect
  /// The radii of the outer edge.
  public var radii: CornerRadii
  public var curve: CornerCurve
  public var color: Color
  public var lineWidth: Double
  public var clip: Rect?

  public init(
    rect: Rect, radii: CornerRadii = .zero, curve: CornerCurve = .circular, color: Color,
    lineWidth: Double, clip: Rect? = nil
  ) {
    self.rect = rect
    self.radii = radii
    self.curve = curve
    self.color = color
    self.lineWidth = lineWidth
    self.clip = clip
  }
}

/// A blurred shadow of a rounded rectangle; `blur` is the shadow radius in points, as
/// `CALayer.shadowRadius`, and `color.alpha` already holds the shadow opacity.
public struct Shadow: Hashable, Sendable {
  public var rect: Rect
  public var radii: CornerRadii
  public var curve: CornerCurve
  public var color: Color
  public var blur: Double
  public var offset: Point
  public var clip: Rect?

  public init(
    rect: Rect, radii: CornerRadii, curve: CornerCurve = .circular, color: Color, blur: Double,
    offset: Point, clip: Rect? = nil
  ) {
    self.rect = rect
    self.radii = radii
    self.curve = curve
    self.color = color
    self.blur = blur
    self.offset = offset
    self.clip = clip
  }
}

/// A single line of text whose top-left corner is at `origin`; `fontSize` is in points
/// (already multiplied by any scale transform up to the enclosing layer).
public struct TextRun: Hashable, Sendable {
  public var text: String
  public var origin: Point
  public var fontSize: Double
  public var weight: FontWeight
  public var color: Color
  public var clip: Rect?

  public init(
    text: String, origin: Point, fontSize: Double, weight: FontWeight = .regular, color: Color,
    clip: Rect? = nil
  ) {
    self.text = text
    self.origin = origin
    self.fontSize = fontSize
    self.weight = weight
    self.color = color
    self.clip = clip
  }
}

/// A translucent material that shows what is behind a view, blurred and tinted, as iOS 26's
/// Liquid Glass sheet background does (issue 38).
///
/// `opacity` runs from pure glass (0: only the blurred backdrop, the tint and the rim show)
/// to the view's own opaque background exactly as without a material (1: no backdrop is
/// drawn at all). In between the view's background colour is drawn over the glass with its
/// alpha multiplied by `opacity`, so a sheet can turn opaque as it reaches full height.
public struct BackdropMaterial: Hashable, Sendable {
  /// The blur of what is behind, in points, as a shadow's radius (`CALayer.shadowRadius`:
  /// the Gaussian's sigma is half of it).
  public var blurRadius: Double
  /// Laid over the blurred backdrop; its alpha is how strongly it tints.
  public var tint: Color
  /// The alpha of the one-device-pixel white line drawn just inside the edge.
  public var rimAlpha: Double
  /// 0 is pure glass, 1 is the view's opaque background (no backdrop drawn).
  public var opacity: Double

  public init(blurRadius: Double, tint: Color, rimAlpha: Double, opacity: Double = 0) {
    self.blurRadius = blurRadius
    self.tint = tint
    self.rimAlpha = rimAlpha
    self.opacity = opacity
  }

  /// Glass for light appearance. Unsourced: chosen by eye for this playground (a 30 pt
  /// blur, a white tint at 45%, a 50% rim), not measured from a device or taken from Apple.
  public static let regularLight = BackdropMaterial(
    blurRadius: 30, tint: Color(red: 1, green: 1, blue: 1, alpha: 0.45), rimAlpha: 0.5)

  /// Glass for dark appearance. Unsourced: chosen by eye (a 30 pt blur, a near-black tint
  /// at 55%, a 25% rim), not measured from a device or taken from Apple.
  public static let regularDark = BackdropMaterial(
    blurRadius: 30, tint: Color(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.55),
    rimAlpha: 0.25)
}

/// The glass a ``BackdropMaterial`` view draws under its background: the pixels already
/// drawn beneath `rect`, blurred, clipped to the rounded shape, tinted, with a rim.
/// `material.blurRadius` is in the item's space (already multiplied by any scale up to the
/// enclosing layer), and `opacity` is the view's inherited opacity (alpha), which fades the
/// whole glass.
public struct BackdropDraw: Hashable, Sendable {
  public var rect: Rect
  public var radii: CornerRadii
  public var curve: CornerCurve
  public var material: BackdropMaterial
  public var opacity: Double
  public var clip: Rect?

  public init(
    rect: Rect, radii: CornerRadii = .zero, curve: CornerCurve = .circular,
    material: BackdropMaterial, opacity: Double = 1, clip: Rect? = nil
  ) {
    self.rect = rect
    self.radii = radii
    self.curve = curve
    self.material = material
    self.opacity = opacity
    self.clip = clip
  }
}

/// The numbers of a bottom sheet (docs/MOTION.md, "Bottom sheet"): how it moves, how dark
/// the dim gets, and the shape of the sheet.
public struct SheetStyle: Hashable, Sendable {
  /// Present and dismiss duration, seconds.
  public var duration: Double
  /// Present and dismiss timing curve.
  public var curve: UnitBezier
  /// Alpha of the black dim when fully shown.
  public var dimAlpha: Double
  /// Radius of the sheet's top corners, points.
  public var cornerRadius: Double
  /// The grabber's size, points.
  public var grabberSize: Size
  /// The shape of the sheet's rounded corners.
  public var cornerCurve: CornerCurve
  /// Lets a rubber-banded stretch go back down, seeded with the release velocity.
  public var stretchSpring: Spring
  /// The resting sheet's dip and return when a list's fling arrives at its top.
  public var bounceSpring: Spring
  /// The shadow the sheet casts above its top edge (docs/MOTION.md, "Sheet shadow"), or
  /// nil for none; the presentation controller makes it cast from a fixed top band.
  public var shadow: ViewShadow?
  /// The card stack behind the sheet at its largest detent (docs/MOTION.md, "Card stack"),
  /// or nil for none (the standard).
  public var cardStack: CardStackStyle?
  /// iOS 26's floating below full height (docs/MOTION.md, "Floating sheet"), or nil for a
  /// sheet attached to the edges at every height (iOS 18 and before).
  public var floating: FloatingSheetStyle?
  /// The glass behind a floating sheet (docs/MOTION.md, "Floating sheet"): fully glass
  /// while it floats, opaque once attached (its opacity is the attachment); nil: opaque.
  public var glass: BackdropMaterial?

  /// The standard stretch and bounce spring: critically damped, response 0.4 s, the sheet
  /// spring's (FloatingPanel's) response.
  public static let standardSpring = Spring(response: 0.4, dampingRatio: 1)

  public init(
    duration: Double, curve: UnitBezier, dimAlpha: Double, cornerRadius: Double,
    grabberSize: Size, cornerCurve: CornerCurve = .circular,
    stretchSpring: Spring = standardSpring, bounceSpring: Spring = standardSpring,
    shadow: ViewShadow? = nil, cardStack: CardStackStyle? = nil,
    floating: FloatingSheetStyle? = nil, glass: BackdropMaterial? = nil
  ) {
    self.duration = duration
    self.curve = curve
    self.dimAlpha = dimAlpha
    self.cornerRadius = cornerRadius
    self.grabberSize = grabberSize
    self.cornerCurve = cornerCurve
    self.stretchSpring = stretchSpring
    self.bounceSpring = bounceSpring
    self.shadow = shadow
    self.cardStack = cardStack
    self.floating = floating
    self.glass = glass
  }

  /// The standard sheet: 0.35 s, bezier (0.2, 1), (0.42, 1), dim 0.75, corners 16, a
  /// 36 x 5 grabber, the standard shadow.
  public static let standard = SheetStyle(
    duration: 0.35, curve: UnitBezier(0.2, 1, 0.42, 1), dimAlpha: 0.75, cornerRadius: 16,
    grabberSize: Size(width: 36, height: 5), shadow: standardShadow)

  /// Black at opacity 0.15, blur radius 12 pt, a quarter of it upward
  /// (docs/MOTION.md, "Sheet shadow").
  public static let standardShadow = ViewShadow(
    opacity: 0.15, radius: 12, offset: Point(x: 0, y: -3))
}

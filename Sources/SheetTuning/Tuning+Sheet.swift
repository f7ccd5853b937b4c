import SheetEngine

extension Tuning {
  /// The bottom sheet's look and its present / dismiss animation (keys `sheet.*`).
  public struct Sheet: Hashable, Sendable {
    /// Present and dismiss duration, seconds.
    public var duration: Double
    /// The present / dismiss curve's first control point, x (time).
    public var curveX1: Double
    /// The present / dismiss curve's first control point, y (progress).
    public var curveY1: Double
    /// The present / dismiss curve's second control point, x (time).
    public var curveX2: Double
    /// The present / dismiss curve's second control point, y (progress).
    public var curveY2: Double
    /// Alpha of the black dim behind the sheet when fully shown.
    public var dimAlpha: Double
    /// Radius of the sheet's top corners, points.
    public var cornerRadius: Double
    /// The grabber's width, points.
    public var grabberWidth: Double
    /// The grabber's height, points.
    public var grabberHeight: Double
    /// Whether the sheet's corners are continuous (the iOS squircle) rather than circular.
    public var continuousCorners: Bool
    /// Opacity of the black shadow above the sheet's top edge (0: none).
    public var shadowOpacity: Double
    /// Blur radius of that shadow, points (sigma = radius / 2).
    public var shadowRadius: Double
    /// iOS 26's inset from the sides and bottom below full height, points; 0 keeps the
    /// sheet attached to the edges at every height (docs/MOTION.md, "Floating sheet").
    public var floatingInset: Double
    /// The share of the full height up to which a floating sheet floats fully.
    public var floatsBelow: Double
    /// Whether a floating sheet's background is Liquid Glass (what is behind, blurred),
    /// turning opaque as it attaches; off is iOS's Reduce Transparency.
    public var glass: Bool

    init() {
      duration = 0
      curveX1 = 0
      curveY1 = 0
      curveX2 = 0
      curveY2 = 0
      dimAlpha = 0
      cornerRadius = 0
      grabberWidth = 0
      grabberHeight = 0
      continuousCorners = false
      shadowOpacity = 0
      shadowRadius = 0
      floatingInset = 0
      floatsBelow = 0
      glass = false
    }

    /// The sheet's shadow, cast upward (docs/MOTION.md, "Sheet shadow"); nil when its
    /// opacity is 0.
    public var shadow: ViewShadow? {
      guard shadowOpacity > 0 else { return nil }
      return ViewShadow(
        opacity: shadowOpacity, radius: shadowRadius, offset: Point(x: 0, y: -shadowRadius / 4))
    }

    /// How the sheet floats below full height, nil when it is attached at every height;
    /// the display's corners are a plain window's until the session's device says otherwise
    /// (``FloatingSheetStyle/defaultDisplayCornerRadius``).
    public var floating: FloatingSheetStyle? {
      guard floatingInset > 0 else { return nil }
      return FloatingSheetStyle(
        inset: floatingInset, floatsBelowFraction: floatsBelow,
        displayCornerRadius: FloatingSheetStyle.defaultDisplayCornerRadius,
        displayHasRoundedCorners: false)
    }

    /// The present / dismiss timing curve.
    public var curve: UnitBezier { UnitBezier(curveX1, curveY1, curveX2, curveY2) }
  }
}

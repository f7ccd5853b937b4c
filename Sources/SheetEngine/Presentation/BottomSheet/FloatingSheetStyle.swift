/// iOS 26's floating sheet (docs/MOTION.md, "Floating sheet"): below full height the sheet
/// is inset from the container's sides and bottom, its bottom corners concentric with the
/// display's; toward full height the inset and corners go continuously to edge-attached.
///
/// The sheet's top stays where its position model puts it (under the pointer in a drag):
/// only its sides and bottom move in, so a floating sheet tracks a drag exactly as an
/// attached one does.
public struct FloatingSheetStyle: Hashable, Sendable {
  /// Inset from the sides and bottom while the sheet floats fully, points.
  public var inset: Double
  /// The visible height, as a share of the tallest a sheet can be, up to which the sheet
  /// floats fully; from there to the tallest it attaches linearly.
  public var floatsBelowFraction: Double
  /// The radius of the display's corners, points: a floating sheet's bottom corners share
  /// their centres (radius minus inset).
  public var displayCornerRadius: Double
  /// Whether the display's corners are rounded (a device preset); on a rectangular window an
  /// attached sheet's bottom corners are square, so the concentric radius fades out with the
  /// inset instead of reaching the display's.
  public var displayHasRoundedCorners: Bool

  public init(
    inset: Double, floatsBelowFraction: Double, displayCornerRadius: Double,
    displayHasRoundedCorners: Bool
  ) {
    self.inset = inset
    self.floatsBelowFraction = floatsBelowFraction
    self.displayCornerRadius = displayCornerRadius
    self.displayHasRoundedCorners = displayHasRoundedCorners
  }

  /// The radius a window without a device preset stands in for: the iPhone 16's display
  /// (55 pt, the playground's default device size is close to it).
  public static let defaultDisplayCornerRadius = 55.0

  /// How the sheet floats at a moment: its inset and its bottom corners' radius.
  public struct Shape: Hashable, Sendable {
    /// 0 floating fully, 1 edge-attached.
    public var attachment: Double
    /// Inset from the sides and bottom, points.
    public var inset: Double
    /// The bottom corners' radius, points.
    public var bottomCornerRadius: Double
  }

  /// The shape of a sheet whose visible part is `visibleHeight` points tall, the tallest a
  /// sheet can be being `fullHeight` (docs/MOTION.md, "Floating sheet"):
  /// attachment a = clamp((h − f·H) / (H − f·H), 0, 1), inset = (1 − a)·inset, bottom radius
  /// R − inset on a rounded display, (1 − a)·max(R − inset, 0) on a rectangular one.
  public func shape(visibleHeight: Double, fullHeight: Double) -> Shape {
    let floor = floatsBelowFraction * fullHeight
    let span = fullHeight - floor
    let attachment =
      span > 0
      ? min(max((visibleHeight - floor) / span, 0), 1) : (visibleHeight >= fullHeight ? 1 : 0)
    let inset = (1 - attachment) * self.inset
    let concentric = max(displayCornerRadius - inset, 0)
    return Shape(
      attachment: attachment, inset: inset,
      bottomCornerRadius: displayHasRoundedCorners ? concentric : (1 - attachment) * concentric)
  }
}

/// The keyboard focus ring, as iPadOS and macOS draw it around the focused control: an
/// outline in the accent colour a little outside the control's edge, following its corners,
/// drawn over the control and under the same clip (a ring on a sheet's button is cut where
/// the sheet's content is).
enum FocusRing {
  /// Points between the control's edge and the ring's inner edge.
  static let gap = 2.0
  static let lineWidth = 3.0
  static let color = Color(hex: 0x0A84FF)

  /// The ring around `rect` (the control's on-screen rect in the enclosing space) whose
  /// corners are `radii` (points, unscaled), at `scale` (the enclosing transform's).
  static func item(
    around rect: Rect, radii: CornerRadii, curve: CornerCurve, scale: Double, opacity: Double,
    clip: Rect?
  ) -> DisplayItem {
    let outset = gap + lineWidth
    let outer = CornerRadii(
      topLeft: radii.topLeft + outset, topRight: radii.topRight + outset,
      bottomLeft: radii.bottomLeft + outset, bottomRight: radii.bottomRight + outset)
    return .stroke(
      RoundedRectStroke(
        rect: rect.insetBy(dx: -outset * scale, dy: -outset * scale),
        radii: outer.scaled(by: scale), curve: curve, color: color.multipliedAlpha(by: opacity),
        lineWidth: lineWidth * scale, clip: clip))
  }
}

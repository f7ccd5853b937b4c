/// The keyboard focus ring, as iPadOS and macOS draw it around the focused control: an
/// outline in the accent colour a little outside the control's edge, following its corners,
/// drawn over the control and under the same clip (a ring on a sheet's button is cut where
/// the sheet's content is).
enum FocusRing {
  /// Points between the control's edge and the ring's inner edge.
  static let gap = 2.0
  static let lineWidth = 3.0
  /// A dark blue, #002A62: WCAG 2's non-text contrast asks 3:1 against what the ring
  /// touches; it has 3.47:1 against the blue buttons (#007AFF) and 12.5:1 against the grey
  /// screen (#F2F2F7) and white sheets, where the system blue (#0A84FF) had 1.1:1 on the
  /// buttons (docs/MOTION.md, "Focus ring").
  static let color = Color(hex: 0x002A62)

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

extension SheetStyle {
  /// The 2/3-height card (docs/MOTION.md, "Card"): the sheet's cover-vertical motion
  /// (0.35 s, bezier (0.2, 1), (0.42, 1)) over a lighter dim, black at alpha 0.5, with the
  /// sheet's shadow.
  public static let card = SheetStyle(
    duration: 0.35, curve: UnitBezier(0.2, 1, 0.42, 1), dimAlpha: 0.5, cornerRadius: 16,
    grabberSize: Size(width: 36, height: 5), shadow: standardShadow)
}

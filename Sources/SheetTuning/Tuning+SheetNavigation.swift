extension Tuning {
  /// Navigation between pages inside a bottom sheet, which also animates the sheet's height
  /// (keys `sheetNavigation.*`). It uses the sheet's curve.
  public struct SheetNavigation: Hashable, Sendable {
    /// Page change duration, seconds.
    public var duration: Double
    /// How far the outgoing page moves, as a fraction of the width.
    public var parallax: Double

    init() {
      duration = 0
      parallax = 0
    }
  }
}

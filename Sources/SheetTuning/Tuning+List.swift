extension Tuning {
  /// The list sheet and its scrolling (keys `list.*`).
  public struct List: Hashable, Sendable {
    /// Number of rows in the list sheet.
    public var rowCount: Int
    /// Height of one row, points.
    public var rowHeight: Double
    /// Per-millisecond velocity decay of a flung list (UIKit: 0.998 normal, 0.99 fast).
    public var decelerationRate: Double
    /// Rubber-band constant c of overscroll, (1 - 1 / (x c / d + 1)) d; its slope at 0.
    public var rubberBand: Double
    /// A fling that reaches the list's top dismisses the sheet when its projection passes
    /// this many sheet heights; less makes the sheet bounce.
    public var handoffDismissFactor: Double

    init() {
      rowCount = 0
      rowHeight = 0
      decelerationRate = 0
      rubberBand = 0
      handoffDismissFactor = 0
    }
  }
}

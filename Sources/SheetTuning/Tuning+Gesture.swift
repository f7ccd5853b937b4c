import SheetEngine

extension Tuning {
  /// What every pan shares: dismiss drags, list scrolling and the back-swipe (keys
  /// `gesture.*`).
  public struct Gesture: Hashable, Sendable {
    /// Distance a pointer must move before a pan begins, points.
    public var slop: Double
    /// Whether a pan's translation starts where the slop was crossed (Flutter, Android: the
    /// dragged content lags the pointer by the crossing distance) instead of at the press
    /// (UIKit: the content catches up in the frame the slop is crossed).
    public var dragStartsAtSlop: Bool

    init() {
      slop = 0
      dragStartsAtSlop = false
    }
  }
}

extension Tuning {
  /// Where every pan's translation counts from (`gesture.dragStartsAtSlop`).
  public var dragStart: DragStart { gesture.dragStartsAtSlop ? .slop : .press }
}

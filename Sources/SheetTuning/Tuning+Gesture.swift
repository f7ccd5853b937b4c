extension Tuning {
  /// What every pan shares: dismiss drags, list scrolling and the back-swipe (keys
  /// `gesture.*`).
  public struct Gesture: Hashable, Sendable {
    /// Distance a pointer must move before a pan begins, points.
    public var slop: Double

    init() {
      slop = 0
    }
  }
}

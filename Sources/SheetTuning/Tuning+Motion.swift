extension Tuning {
  /// Reduce Motion (keys `motion.*`): the accessibility setting that replaces slides and
  /// zooms by cross-fades. Off in both presets, so neither preset's motion changes.
  public struct Motion: Hashable, Sendable {
    /// Whether presentations, pushes and the zoom cross-fade instead of moving.
    public var reduce: Bool
    /// The cross-fade's duration, seconds.
    public var crossFadeDuration: Double

    init() {
      reduce = false
      crossFadeDuration = 0
    }
  }
}

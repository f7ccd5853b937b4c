extension Tuning {
  /// The "zoom from the tapped button" presentation (keys `zoom.*`).
  public struct Zoom: Hashable, Sendable {
    /// Zoom in and out duration, seconds.
    public var duration: Double

    init() {
      duration = 0
    }
  }
}

import SheetEngine

extension Tuning {
  /// Swipe-to-dismiss of a bottom sheet: when a release dismisses and how it finishes
  /// (keys `dismiss.*`).
  public struct Dismiss: Hashable, Sendable {
    /// Dismiss when the projected drag passes this fraction of the sheet's height.
    public var threshold: Double
    /// Per-millisecond velocity decay used to project the release (0.998: about 0.5 s).
    public var projectionDeceleration: Double
    /// Also dismiss when release velocity / remaining distance reaches this, per second;
    /// 0 turns the rule off.
    public var velocityRatio: Double
    /// Finish a released drag with the sheet spring instead of the remaining bezier.
    public var useSpring: Bool
    /// Stretch with a rubber band when the sheet is dragged up past its full height, with
    /// the list's rubber-band constant (`list.rubberBand`).
    public var rubberBand: Bool

    init() {
      threshold = 0
      projectionDeceleration = 0
      velocityRatio = 0
      useSpring = false
      rubberBand = false
    }
  }
}

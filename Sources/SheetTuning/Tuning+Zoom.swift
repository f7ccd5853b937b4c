import SheetEngine

extension Tuning {
  /// The "zoom from the tapped button" presentation (keys `zoom.*`).
  public struct Zoom: Hashable, Sendable {
    /// Zoom in and out duration, seconds.
    public var duration: Double
    /// The zoom curve's first control point, x (time).
    public var curveX1: Double
    /// The zoom curve's first control point, y (progress).
    public var curveY1: Double
    /// The zoom curve's second control point, x (time).
    public var curveX2: Double
    /// The zoom curve's second control point, y (progress).
    public var curveY2: Double

    init() {
      duration = 0
      curveX1 = 0
      curveY1 = 0
      curveX2 = 0
      curveY2 = 0
    }

    /// The zoom's timing curve (seed: ease-in-ease-out).
    public var curve: UnitBezier { UnitBezier(curveX1, curveY1, curveX2, curveY2) }
  }
}

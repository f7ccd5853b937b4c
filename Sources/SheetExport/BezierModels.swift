/// Cubic Bézier timing curves as each platform documents evaluating them, written
/// independently of the engine's `UnitBezier` (which is WebKit's solver).
///
/// The curve runs from (0, 0) through control points (x1, y1), (x2, y2) to (1, 1); progress
/// at time fraction x is y(t) where x(t) = x.
public enum BezierModels {
  /// The curve evaluated exactly in the precision `T`: x(t) = x inverted by bisection to the
  /// last bit (x(t) increases for control points with x in 0...1), then y(t). CSS
  /// `cubic-bezier()`, `UICubicTimingParameters`, SwiftUI `.timingCurve` and, in `Float`,
  /// `CAMediaTimingFunction` and Compose's `CubicBezierEasing`.
  public static func exact<T: BinaryFloatingPoint>(
    _ points: [T], at x: T
  ) -> T {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low: T = 0
    var high: T = 1
    for _ in 0..<80 {
      let mid = (low + high) / 2
      if mid == low || mid == high { break }
      if component(points[0], points[2], mid) < x { low = mid } else { high = mid }
    }
    let t = (low + high) / 2
    return component(points[1], points[3], t)
  }

  /// Flutter's `Cubic.transform`: the ends exactly, else bisection on x until it is within
  /// `_cubicErrorBound` = 0.001 of the time, then y at that midpoint.
  public static func flutterCubic(_ points: [Double], at x: Double) -> Double {
    if x <= 0 || x >= 1 { return min(max(x, 0), 1) }
    let errorBound = 0.001
    var start = 0.0
    var end = 1.0
    while true {
      let midpoint = (start + end) / 2
      let estimate = component(points[0], points[2], midpoint)
      if abs(x - estimate) < errorBound { return component(points[1], points[3], midpoint) }
      if estimate < x { start = midpoint } else { end = midpoint }
    }
  }

  /// One coordinate of the curve at parameter `t` for control values `a` and `b`:
  /// 3a(1 − t)²t + 3b(1 − t)t² + t³.
  static func component<T: BinaryFloatingPoint>(_ a: T, _ b: T, _ t: T) -> T {
    let s = 1 - t
    return 3 * a * s * s * t + 3 * b * s * t * t + t * t * t
  }
}

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

  /// The exact curve class the Flutter export writes beside `Cubic` (`SheetExactCubic`),
  /// step for step: `Curve.transform` returns 0 and 1 as they are; otherwise up to 8 Newton
  /// steps on x(t) = x from t = x, stopping within 1e-12; if a step leaves 0...1 or the slope
  /// is under 1e-6, 60 halvings of 0...1 instead; then y at that parameter.
  public static func newtonBisection(_ points: [Double], at x: Double) -> Double {
    if x == 0 || x == 1 { return x }
    var t = x
    for _ in 0..<8 {
      let error = component(points[0], points[2], t) - x
      if abs(error) < 1e-12 { return component(points[1], points[3], t) }
      let slope = derivative(points[0], points[2], t)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
      if t < 0 || t > 1 { break }
    }
    var start = 0.0
    var end = 1.0
    for _ in 0..<60 {
      let midpoint = (start + end) / 2
      if component(points[0], points[2], midpoint) < x { start = midpoint } else { end = midpoint }
    }
    return component(points[1], points[3], (start + end) / 2)
  }

  /// Framer Motion's `cubicBezier` (motion-utils, from bezier-easing without its Newton
  /// steps): the ends exactly; else halve 0...1 until x is within 1e-7 or 12 halvings are
  /// done, and take y at the last midpoint. Motion's polynomial form is evaluated as it writes
  /// it.
  public static func framerMotion(_ points: [Double], at x: Double) -> Double {
    if x == 0 || x == 1 { return x }
    if points[0] == points[1], points[2] == points[3] { return x }
    func calcBezier(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
      (((1 - 3 * a2 + 3 * a1) * t + (3 * a2 - 6 * a1)) * t + 3 * a1) * t
    }
    var lower = 0.0
    var upper = 1.0
    var current = 0.0
    var iteration = 0
    repeat {
      current = lower + (upper - lower) / 2
      let offset = calcBezier(current, points[0], points[2]) - x
      if offset > 0 { upper = current } else { lower = current }
      iteration += 1
      if abs(offset) <= 1e-7 { break }
    } while iteration < 12
    return calcBezier(current, points[1], points[3])
  }

  /// dx/dt of one coordinate: 3a(1 − t)² + 6(b − a)(1 − t)t + 3(1 − b)t².
  static func derivative(_ a: Double, _ b: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * a * s * s + 6 * (b - a) * s * t + 3 * (1 - b) * t * t
  }

  /// One coordinate of the curve at parameter `t` for control values `a` and `b`:
  /// 3a(1 − t)²t + 3b(1 − t)t² + t³.
  static func component<T: BinaryFloatingPoint>(_ a: T, _ b: T, _ t: T) -> T {
    let s = 1 - t
    return 3 * a * s * s * t + 3 * b * s * t * t + t * t * t
  }
}

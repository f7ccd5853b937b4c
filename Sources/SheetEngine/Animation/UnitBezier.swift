/// A CSS-style cubic Bézier timing curve from (0, 0) to (1, 1), solved as WebKit's
/// `UnitBezier` does: x(t) = time is inverted with up to four Newton steps from a guess
/// interpolated between 11 pre-sampled points, falling back to bisection, then y(t) is the
/// progress. The same numbers as Core Animation's `CAMediaTimingFunction` to about 1e-6.
public struct UnitBezier: Hashable, Sendable {
  public let controlPoint1: Point
  public let controlPoint2: Point
  private let ax, bx, cx, ay, by, cy: Double
  private let splineSamples: [Double]

  private static let sampleCount = 11
  private static let newtonIterations = 4
  /// Solving tolerance in time; 1e-7 keeps progress exact to far below a pixel.
  public static let epsilon = 1e-7

  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    controlPoint1 = Point(x: x1, y: y1)
    controlPoint2 = Point(x: x2, y: y2)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    let (ax, bx, cx) = (ax, bx, cx)
    let delta = 1 / Double(Self.sampleCount - 1)
    splineSamples = (0..<Self.sampleCount).map { index in
      let t = Double(index) * delta
      return ((ax * t + bx) * t + cx) * t
    }
  }

  public static let linear = UnitBezier(0, 0, 1, 1)
  public static let ease = UnitBezier(0.25, 0.1, 0.25, 1)
  public static let easeIn = UnitBezier(0.42, 0, 1, 1)
  public static let easeOut = UnitBezier(0, 0, 0.58, 1)
  public static let easeInEaseOut = UnitBezier(0.42, 0, 0.58, 1)

  /// Whether the curve is the identity, which is then computed exactly.
  public var isLinear: Bool {
    controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
  }

  /// Progress at time fraction `x` (clamped to 0...1).
  public func value(at x: Double) -> Double {
    let clamped = min(max(x, 0), 1)
    return isLinear ? clamped : sampleY(solveT(forX: clamped))
  }

  /// The curve's slope dy/dx at time fraction `x`: its speed relative to a linear timing.
  public func slope(at x: Double) -> Double {
    let t = solveT(forX: min(max(x, 0), 1))
    let dx = sampleDerivativeX(t)
    let dy = (3 * ay * t + 2 * by) * t + cy
    if abs(dx) < 1e-12 { return dy >= 0 ? .infinity : -.infinity }
    return dy / dx
  }

  /// The time fraction at which the curve's progress is `y`, for resuming a scrubbed
  /// animation along its curve. Bisection on y(t), which is monotonic for timing curves whose
  /// control points' y lie in 0...1.
  public func timeFraction(forValue y: Double) -> Double {
    if y <= 0 { return 0 }
    if y >= 1 { return 1 }
    if isLinear { return y }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if sampleY(mid) < y { low = mid } else { high = mid }
    }
    return sampleX((low + high) / 2)
  }

  private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  private func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  private func solveT(forX x: Double) -> Double {
    var t0 = 0.0
    var t1 = 0.0
    var t2 = x
    let delta = 1 / Double(Self.sampleCount - 1)
    for index in 1..<Self.sampleCount where x <= splineSamples[index] {
      t1 = delta * Double(index)
      t0 = t1 - delta
      t2 =
        t0 + (t1 - t0) * (x - splineSamples[index - 1])
        / (splineSamples[index] - splineSamples[index - 1])
      break
    }
    var x2 = 0.0
    for _ in 0..<Self.newtonIterations {
      x2 = sampleX(t2) - x
      if abs(x2) < Self.epsilon { return t2 }
      let d2 = sampleDerivativeX(t2)
      if abs(d2) < 1e-6 { break }
      t2 -= x2 / d2
    }
    if abs(x2) < Self.epsilon { return t2 }
    while t0 < t1 {
      x2 = sampleX(t2)
      if abs(x2 - x) < Self.epsilon { return t2 }
      if x > x2 { t0 = t2 } else { t1 = t2 }
      t2 = (t1 + t0) * 0.5
    }
    return t2
  }
}

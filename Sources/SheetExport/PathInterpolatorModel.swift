/// Android's `PathInterpolator(x1, y1, x2, y2)`: the cubic path is flattened into line
/// segments with `Path.approximate(0.002)` (its `PRECISION`), and progress is interpolated
/// linearly between the points around the time, all in `Float`.
///
/// The flattening keeps the platform's documented contract (each chord within the precision
/// of the curve) by halving parameter intervals until the curve's midpoint is within the
/// precision of the chord's, the test AOSP's `Path.approximate` applies; its exact points may
/// differ slightly from the device's, its error bound does not.
public struct PathInterpolatorModel: Sendable {
  /// `PathInterpolator.PRECISION`.
  public static let precision: Float = 0.002
  /// The flattened path, x increasing.
  public let xs: [Float]
  public let ys: [Float]

  public init(_ points: [Float]) {
    var xs: [Float] = [0]
    var ys: [Float] = [0]
    Self.flatten(points, from: 0, to: 1, depth: 0, xs: &xs, ys: &ys)
    self.xs = xs
    self.ys = ys
  }

  /// Progress at time fraction `x`, as `PathInterpolator.getInterpolation`: binary search for
  /// the segment, linear between its ends.
  public func value(at x: Float) -> Float {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0
    var high = xs.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if x < xs[mid] { high = mid } else { low = mid }
    }
    let span = xs[high] - xs[low]
    if span == 0 { return ys[low] }
    let fraction = (x - xs[low]) / span
    return ys[low] + fraction * (ys[high] - ys[low])
  }

  private static func flatten(
    _ points: [Float], from t0: Float, to t1: Float, depth: Int, xs: inout [Float],
    ys: inout [Float]
  ) {
    let mid = (t0 + t1) / 2
    let start = point(points, t0)
    let end = point(points, t1)
    let curve = point(points, mid)
    let dx = curve.x - (start.x + end.x) / 2
    let dy = curve.y - (start.y + end.y) / 2
    if depth < 16, depth < 2 || dx * dx + dy * dy > precision * precision {
      flatten(points, from: t0, to: mid, depth: depth + 1, xs: &xs, ys: &ys)
      flatten(points, from: mid, to: t1, depth: depth + 1, xs: &xs, ys: &ys)
      return
    }
    xs.append(end.x)
    ys.append(end.y)
  }

  private static func point(_ points: [Float], _ t: Float) -> (x: Float, y: Float) {
    (
      BezierModels.component(points[0], points[2], t),
      BezierModels.component(points[1], points[3], t)
    )
  }
}

/// Estimates a pointer's velocity from its recent positions, the way Android's and
/// Flutter's trackers do: a least-squares quadratic fit per axis over the last 100 ms.
///
/// Time comes only from the samples (event timestamps in milliseconds), never from a
/// clock, so a replay computes the same velocity as the live session.
///
/// - Samples older than ``horizon`` (relative to the newest) are dropped, and at most
///   ``maximumSampleCount`` are kept.
/// - A gap of more than ``pauseThreshold`` between two consecutive samples drops every
///   sample before the gap: motion before a pause says nothing about motion after it.
/// - A pointer whose newest sample is at least ``pauseThreshold`` old at the query time, or
///   that has not changed position for that long, has zero velocity.
/// - The fit is x(t) = a + b t + c t² with t measured from the newest sample, so b is the
///   velocity at the newest sample, the latest thing known, rather than an average over the
///   window. With two samples the velocity is their slope; with fewer it is zero.
/// - A parabola through a sudden stop overshoots and can point backwards; an axis whose fit
///   opposes the pointer's latest movement along it reads zero, so a release just after a
///   stop never flings the wrong way.
public struct VelocityTracker: Hashable, Sendable {
  /// A position and the time it was observed, in milliseconds.
  public struct Sample: Hashable, Sendable {
    public var time: Double
    public var position: Point

    public init(time: Double, position: Point) {
      self.time = time
      self.position = position
    }
  }

  /// How far back samples are used, in milliseconds.
  public static let horizon = 100.0
  /// The most samples kept; older ones are dropped first.
  public static let maximumSampleCount = 20
  /// Milliseconds without movement after which the pointer counts as stopped.
  public static let pauseThreshold = 40.0

  /// The samples the next estimate uses, oldest first.
  public private(set) var samples: [Sample] = []

  public init() {}

  /// Records `position` observed at `time` (milliseconds). A sample at the same time as the
  /// newest one replaces it (hosts stamp events to the millisecond, and two positions at one
  /// instant carry no velocity); a sample from before the newest one, a clock that went
  /// backwards, starts over.
  public mutating func addPosition(_ position: Point, at time: Double) {
    guard position.isFinite, time.isFinite else { return }
    if let newest = samples.last {
      if time < newest.time || time - newest.time > Self.pauseThreshold {
        samples.removeAll()
      } else if time == newest.time {
        samples.removeLast()
      }
    }
    samples.append(Sample(time: time, position: position))
    samples.removeAll { time - $0.time > Self.horizon }
    if samples.count > Self.maximumSampleCount {
      samples.removeFirst(samples.count - Self.maximumSampleCount)
    }
  }

  /// Forgets every sample, for the next gesture.
  public mutating func reset() {
    samples.removeAll()
  }

  /// The velocity in points per second at the newest sample, or zero when the pointer has
  /// been still for ``pauseThreshold`` at `time` (milliseconds; the newest sample's time
  /// when `nil`).
  public func velocity(at time: Double? = nil) -> Point {
    guard let newest = samples.last else { return .zero }
    let now = time ?? newest.time
    guard now - newest.time < Self.pauseThreshold,
      let lastMove = lastMovementTime, now - lastMove < Self.pauseThreshold
    else { return .zero }
    let x = Self.slope(samples.map { ($0.time - newest.time, $0.position.x - newest.position.x) })
    let y = Self.slope(samples.map { ($0.time - newest.time, $0.position.y - newest.position.y) })
    return Point(
      x: x * latestDirection(\.x) < 0 ? 0 : x, y: y * latestDirection(\.y) < 0 ? 0 : y)
  }

  /// The sign (-1, 0 or 1) of the pointer's latest movement along one axis.
  private func latestDirection(_ axis: KeyPath<Point, Double>) -> Double {
    for index in stride(from: samples.count - 1, to: 0, by: -1) {
      let step = samples[index].position[keyPath: axis] - samples[index - 1].position[keyPath: axis]
      if step != 0 { return step > 0 ? 1 : -1 }
    }
    return 0
  }

  /// When the pointer last arrived at a new position, or `nil` if it never moved.
  private var lastMovementTime: Double? {
    guard samples.count >= 2 else { return nil }
    for index in stride(from: samples.count - 1, to: 0, by: -1)
    where samples[index].position != samples[index - 1].position {
      return samples[index].time
    }
    return nil
  }

  /// The linear term b of the least-squares fit through `points` (t in ms relative to the
  /// newest sample, value relative to the newest value), in units per second. Times are
  /// scaled to the horizon (-1...0) so the normal equations stay well conditioned.
  private static func slope(_ points: [(t: Double, value: Double)]) -> Double {
    let scale = horizon
    let scaled = points.map { (t: $0.t / scale, value: $0.value) }
    if scaled.count >= 3, let b = quadraticLinearTerm(scaled) { return b / scale * 1000 }
    if scaled.count >= 2, let b = linearSlope(scaled) { return b / scale * 1000 }
    return 0
  }

  private static func linearSlope(_ points: [(t: Double, value: Double)]) -> Double? {
    let n = Double(points.count)
    let st = points.reduce(0) { $0 + $1.t }
    let stt = points.reduce(0) { $0 + $1.t * $1.t }
    let sv = points.reduce(0) { $0 + $1.value }
    let stv = points.reduce(0) { $0 + $1.t * $1.value }
    let determinant = n * stt - st * st
    guard abs(determinant) > 1e-12 else { return nil }
    return (n * stv - st * sv) / determinant
  }

  /// Solves the 3×3 normal equations by Gaussian elimination with partial pivoting.
  private static func quadraticLinearTerm(_ points: [(t: Double, value: Double)]) -> Double? {
    var moments = [Double](repeating: 0, count: 5)
    var rhs = [Double](repeating: 0, count: 3)
    for point in points {
      var power = 1.0
      for index in 0..<5 {
        moments[index] += power
        if index < 3 { rhs[index] += power * point.value }
        power *= point.t
      }
    }
    var matrix = (0..<3).map { row in (0..<3).map { moments[row + $0] } + [rhs[row]] }
    for column in 0..<3 {
      let pivot = (column..<3).max { abs(matrix[$0][column]) < abs(matrix[$1][column]) }!
      guard abs(matrix[pivot][column]) > 1e-12 else { return nil }
      matrix.swapAt(column, pivot)
      for row in (column + 1)..<3 {
        let factor = matrix[row][column] / matrix[column][column]
        for index in column..<4 { matrix[row][index] -= factor * matrix[column][index] }
      }
    }
    var solution = [0.0, 0.0, 0.0]
    for row in stride(from: 2, through: 0, by: -1) {
      var sum = matrix[row][3]
      for index in (row + 1)..<3 { sum -= matrix[row][index] * solution[index] }
      solution[row] = sum / matrix[row][row]
    }
    return solution[1]
  }
}

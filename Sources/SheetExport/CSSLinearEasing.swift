/// A spring as a CSS `linear()` easing: stops sampled from our engine's run of it (including
/// its snap to rest), over a whole-millisecond duration.
///
/// The stops are the fewest points of the spring on a 1 ms grid whose chords stay within the
/// error budget (a shortest path over every feasible chord, not a greedy pass); the printed
/// function is then read back and evaluated as the CSS spec defines `linear()` (piecewise
/// linear between stops) against the spring at 4 kHz, and the budget is tightened until that
/// measured error is under `limit`.
public struct CSSLinearEasing: Hashable, Sendable {
  /// One stop: output progress at an input fraction of the duration.
  public struct Stop: Hashable, Sendable {
    public var output: Double
    public var input: Double
  }

  /// The `linear(...)` text.
  public let text: String
  /// The stops as read back from `text`.
  public let stops: [Stop]
  public let durationMilliseconds: Int
  /// Measured worst error over the travel, points.
  public let worstError: Double

  /// The fewest stops that keep the spring within `limit` points over `travel`.
  public init(_ spring: ExportedSpring, travel: Double, limit: Double = 0.5) {
    let milliseconds = Int((spring.runDuration * 1000).rounded(.up))
    let ours = Self.ourMotion(spring)
    let grid = (0...milliseconds).map { ours(Double($0) / 1000) }
    var budget = limit
    while true {
      let indices = Self.fewestStops(grid, tolerance: budget / travel)
      let text = Self.format(indices, grid: grid, milliseconds: milliseconds)
      let stops = Self.parse(text)
      let span = Double(milliseconds) / 1000
      let error = FidelityMeasure.worstError(
        span: span, travel: travel, ours: ours,
        theirs: { Self.evaluate(stops, at: $0 / span) })
      if error < limit || budget < limit * 1e-3 {
        (self.text, self.stops, durationMilliseconds, worstError) =
          (text, stops, milliseconds, error)
        return
      }
      budget *= 0.95
    }
  }

  /// Our engine's run of the spring: its curve, then exactly 1 once it has settled.
  static func ourMotion(_ spring: ExportedSpring) -> (Double) -> Double {
    let end = spring.runDuration
    return { $0 >= end ? 1 : spring.progress(at: $0) }
  }

  /// The indices of the fewest grid points, first and last included, whose chords stay
  /// within `tolerance` of every grid point between them: a shortest path over all chords.
  ///
  /// From each start the chord to `end` fits exactly when its slope lies in every interior
  /// point's window [(y − tol − y₀) / run, (y + tol − y₀) / run]; the windows' intersection is
  /// kept as `end` advances, so each chord is tested in O(1), and once it is empty no longer
  /// chord from that start can fit.
  static func fewestStops(_ grid: [Double], tolerance: Double) -> [Int] {
    let last = grid.count - 1
    var hops = [Int](repeating: .max, count: grid.count)
    var previous = [Int](repeating: 0, count: grid.count)
    hops[0] = 0
    for start in 0..<last where hops[start] != .max {
      var (low, high) = (-Double.infinity, Double.infinity)
      for end in (start + 1)...last {
        let run = Double(end - start)
        let slope = (grid[end] - grid[start]) / run
        if slope >= low, slope <= high, hops[start] + 1 < hops[end] {
          hops[end] = hops[start] + 1
          previous[end] = start
        }
        low = max(low, (grid[end] - tolerance - grid[start]) / run)
        high = min(high, (grid[end] + tolerance - grid[start]) / run)
        if low > high { break }
      }
    }
    var path = [last]
    while path.last! != 0 { path.append(previous[path.last!]) }
    return path.reversed()
  }

  /// `linear(0, 0.12345 1.5%, …, 1)`: outputs to 5 decimals, inputs to 3 decimals of a percent.
  static func format(_ indices: [Int], grid: [Double], milliseconds: Int) -> String {
    let parts = indices.map { index -> String in
      let output = ExportNumber.fixed(grid[index], places: 5)
      if index == 0 || index == milliseconds { return output }
      let percent = Double(index) / Double(milliseconds) * 100
      return "\(output) \(ExportNumber.fixed(percent, places: 3))%"
    }
    return "linear(\(parts.joined(separator: ", ")))"
  }

  /// The stops of a `linear(...)` text: a stop without a percentage is 0 % when first and
  /// 100 % when last (the only places this writer omits one).
  public static func parse(_ text: String) -> [Stop] {
    let inner = text.dropFirst("linear(".count).dropLast()
    let parts = inner.split(separator: ",").map { $0.split(separator: " ").map(String.init) }
    return parts.enumerated().map { index, words in
      let output = Double(words[0]) ?? .nan
      let input =
        words.count > 1
        ? (Double(words[1].dropLast()) ?? .nan) / 100 : (index == 0 ? 0 : 1)
      return Stop(output: output, input: input)
    }
  }

  /// CSS `linear()` at input `x`: linear between the stops around it, extended from the
  /// first or last two outside them.
  public static func evaluate(_ stops: [Stop], at x: Double) -> Double {
    guard stops.count > 1 else { return stops.first?.output ?? x }
    var upper = stops.firstIndex { $0.input > x } ?? stops.count - 1
    upper = max(upper, 1)
    let (a, b) = (stops[upper - 1], stops[upper])
    if b.input == a.input { return b.output }
    return a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input)
  }
}

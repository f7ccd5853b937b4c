/// A spring as a CSS `linear()` easing: stops sampled from our engine's run of it (including
/// its snap to rest), over a whole-millisecond duration.
///
/// The stops are the fewest points of the spring on a 1 ms grid whose chords stay within the
/// error budget (a shortest path over every feasible chord, not a greedy pass); the printed
/// function is then read back and evaluated as the CSS spec defines `linear()` (piecewise
/// linear between stops) against the spring at 4 kHz, and the budget is tightened until that
/// measured error is under `limit`.
///
/// A spring the engine cuts short (it stops looking for rest at 10 s, so a response of 3 s
/// at damping 0.1 still swings 12 % of the travel there) snaps by more than the budget. No
/// chord on the grid can follow a jump between two of its points, so that error never
/// shrank: the budget was tightened 135 times, each with thousands more stops, 35 to 50 s
/// with no progress (issue 39, item 7). The snap is written as what it is, two stops at the
/// same input (CSS's step), its input printed to 10⁻⁶ % and just before the snap, so no
/// 4 kHz sample falls between the printed and the true instant.
///
/// Bound: the grid has at most 10,002 points (the engine's 10 s search), the measure 40,009
/// samples, each evaluated by binary search over the stops, and at most 135 budgets are
/// tried (0.95ⁿ down to 10⁻³ of `limit`); with the snap written exactly every remaining
/// error (chords, the printed digits) shrinks with the budget, and a few budgets suffice.
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
  /// How many error budgets were tried before one measured under the limit: the cost of
  /// the search, one stop placement and one 4 kHz measure each.
  public let rounds: Int

  /// The fewest stops that keep the spring within `limit` points over `travel`.
  public init(_ spring: ExportedSpring, travel: Double, limit: Double = 0.5) {
    let end = spring.runDuration
    let milliseconds = Int((end * 1000).rounded(.up))
    let ours = Self.ourMotion(spring)
    let span = Double(milliseconds) / 1000
    // A snap within half the limit is left to the chords (every spring that settles: its
    // snap is under 10⁻⁴ of the travel), so their stops stay as they were.
    let snap = abs(1 - spring.progress(at: end)) * travel > limit / 2 ? end : nil
    var points = (0...milliseconds).map { (x: Double($0), y: ours(Double($0) / 1000)) }
    if let snap {
      points = points.filter { $0.x < snap * 1000 } + [(snap * 1000, spring.progress(at: snap))]
    }
    var budget = limit
    var rounds = 0
    while true {
      rounds += 1
      let indices = Self.fewestStops(
        points.map(\.y), at: points.map(\.x), tolerance: budget / travel)
      let text = Self.format(
        indices.map { points[$0] }, milliseconds: milliseconds, snapsAt: snap.map { $0 * 1000 })
      let stops = Self.parse(text)
      let error = FidelityMeasure.worstError(
        span: span, travel: travel, ours: ours,
        theirs: { Self.evaluate(stops, at: $0 / span) })
      if error < limit || budget < limit * 1e-3 {
        (self.text, self.stops, durationMilliseconds, worstError, self.rounds) =
          (text, stops, milliseconds, error, rounds)
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

  /// The indices of the fewest points, first and last included, whose chords stay within
  /// `tolerance` of every point between them: a shortest path over all chords. `xs` are
  /// the points' times (increasing; the 1 ms grid, and a snap between two of its points).
  ///
  /// From each start the chord to `end` fits exactly when its slope lies in every interior
  /// point's window [(y − tol − y₀) / run, (y + tol − y₀) / run]; the windows' intersection is
  /// kept as `end` advances, so each chord is tested in O(1), and once it is empty no longer
  /// chord from that start can fit.
  static func fewestStops(_ ys: [Double], at xs: [Double], tolerance: Double) -> [Int] {
    let last = ys.count - 1
    var hops = [Int](repeating: .max, count: ys.count)
    var previous = [Int](repeating: 0, count: ys.count)
    hops[0] = 0
    for start in 0..<last where hops[start] != .max {
      var (low, high) = (-Double.infinity, Double.infinity)
      for end in (start + 1)...last {
        let run = xs[end] - xs[start]
        let slope = (ys[end] - ys[start]) / run
        if slope >= low, slope <= high, hops[start] + 1 < hops[end] {
          hops[end] = hops[start] + 1
          previous[end] = start
        }
        low = max(low, (ys[end] - tolerance - ys[start]) / run)
        high = min(high, (ys[end] + tolerance - ys[start]) / run)
        if low > high { break }
      }
    }
    var path = [last]
    while path.last! != 0 { path.append(previous[path.last!]) }
    return path.reversed()
  }

  /// `linear(0, 0.12345 1.5%, …, 1)`: outputs to 5 decimals, inputs to 3 decimals of a
  /// percent. With a snap (ms), the last point is the spring there and a stop of 1 follows at
  /// the same input, printed to 6 decimals and rounded down a step so it falls just before
  /// the snap (a step a hair early, never a sample's worth late), then 1 at the end.
  static func format(
    _ points: [(x: Double, y: Double)], milliseconds: Int, snapsAt snap: Double?
  ) -> String {
    let total = Double(milliseconds)
    var parts = points.enumerated().map { index, point -> String in
      let output = ExportNumber.fixed(point.y, places: 5)
      if index == 0 || index == points.count - 1 { return output }
      return "\(output) \(ExportNumber.fixed(point.x / total * 100, places: 3))%"
    }
    if let snap {
      let percent = ((snap / total * 1e8).rounded(.down) - 1) / 1e6
      let input = ExportNumber.fixed(percent, places: 6)
      parts[parts.count - 1] += " \(input)%"
      parts += ["1 \(input)%", "1"]
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
  /// The stop after `x` is found by binary search (inputs never decrease), so measuring a
  /// function of thousands of stops at 4 kHz is not their product.
  public static func evaluate(_ stops: [Stop], at x: Double) -> Double {
    guard stops.count > 1 else { return stops.first?.output ?? x }
    // The first stop whose input is past x, or the last.
    var (low, high) = (0, stops.count - 1)
    while low < high {
      let middle = (low + high) / 2
      if stops[middle].input > x { high = middle } else { low = middle + 1 }
    }
    let upper = max(low, 1)
    let (a, b) = (stops[upper - 1], stops[upper])
    if b.input == a.input { return b.output }
    return a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input)
  }
}

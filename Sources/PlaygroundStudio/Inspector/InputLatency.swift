/// Input-to-present latency, as the HUD shows it: for every input event the app took, the
/// time from the event's SDL timestamp to the present of the first frame that applied it
/// (milliseconds; SDL stamps an event when the frame's poll pumps it, to the millisecond).
/// The latest ``capacity`` samples give the median and the p99.
///
/// Wall-clock and host-only: it never reaches the simulation or a recording.
package struct InputLatency: Equatable, Sendable {
  /// Samples kept: a few seconds of dragging at one move a frame.
  package static let capacity = 240

  package init() {}

  private var samples: [Double] = []
  private var next = 0

  /// Adds one event's latency in milliseconds.
  package mutating func add(_ milliseconds: Double) {
    guard milliseconds.isFinite else { return }
    let sample = max(0, milliseconds)
    if samples.count < Self.capacity {
      samples.append(sample)
    } else {
      samples[next] = sample
    }
    next = (next + 1) % Self.capacity
  }

  package var count: Int { samples.count }

  /// The value below which `fraction` of the kept samples lie (nearest rank); nil before any.
  package func percentile(_ fraction: Double) -> Double? {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  /// "input → present: 4 ms median · 9 ms p99" (one HUD line), or a dash before any input.
  package var line: String {
    let prefix = "input \u{2192} present: "
    guard let median = percentile(0.5), let p99 = percentile(0.99) else { return prefix + "–" }
    return prefix + OverlayNumberFormat.fixed(median, decimals: 0) + " ms median \u{00B7} "
      + OverlayNumberFormat.fixed(p99, decimals: 0) + " ms p99"
  }
}

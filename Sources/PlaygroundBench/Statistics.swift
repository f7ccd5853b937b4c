/// Order statistics of a sample of durations (milliseconds).
struct Statistics {
  let sorted: [Double]

  init(_ samples: [Double]) {
    sorted = samples.sorted()
  }

  /// The value below which `fraction` of the samples lie (nearest rank).
  func percentile(_ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  var median: Double { percentile(0.5) }
  var p99: Double { percentile(0.99) }
}

/// The median of several runs' figures, the number a table reports.
func medianOfRuns(_ values: [Double]) -> Double {
  Statistics(values).median
}

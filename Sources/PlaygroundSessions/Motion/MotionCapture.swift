/// One interaction's motion, as the motion plot shows it: the samples from the press (or
/// from the first movement, for motion started by a key or a tuning reload) until a second
/// after everything came to rest, and the frame the pointer was released in.
public struct MotionCapture: Hashable, Sendable {
  public var samples: [MotionSample]
  /// The frame of the first sample taken with the pointer up again, if it was released.
  public var releaseFrame: Int?
  /// The frame the press came in, if the capture began with one.
  public var pressFrame: Int?
  /// The first frame a gesture held the pointer: where the drag crossed its slop.
  public var slopFrame: Int?
  /// The tuning's display name when the interaction began ("seed", "fluid" or "custom"), so
  /// two captures can be told apart when compared.
  public var tuningName: String

  public init(samples: [MotionSample] = [], releaseFrame: Int? = nil, tuningName: String) {
    self.samples = samples
    self.releaseFrame = releaseFrame
    self.tuningName = tuningName
  }

  /// The element the plot follows: the one that travelled furthest, so a tap on a root
  /// button follows the sheet it presents ("text.y", not the still "root.x") and a swipe
  /// that dismisses the sheet keeps following it after the root is on top again. Among
  /// equals the latest wins.
  public var element: String? {
    var ranges: [String: (low: Double, high: Double, last: Int)] = [:]
    for (index, sample) in samples.enumerated() {
      let range = ranges[sample.element] ?? (sample.position, sample.position, index)
      ranges[sample.element] = (
        min(range.low, sample.position), max(range.high, sample.position), index
      )
    }
    return ranges.max { a, b in
      let (travelA, travelB) = (a.value.high - a.value.low, b.value.high - b.value.low)
      return travelA != travelB ? travelA < travelB : a.value.last < b.value.last
    }?.key
  }

  /// The time of the release sample, else of the first sample: where two captures are
  /// aligned for comparison.
  public var anchorTime: Double? {
    if let releaseFrame, let sample = samples.first(where: { $0.frame == releaseFrame }) {
      return sample.time
    }
    return samples.first?.time
  }

  /// Whether the followed element's position changed at all during the capture.
  public var hasMotion: Bool {
    guard let element else { return false }
    let positions = samples.filter { $0.element == element }.map(\.position)
    guard let first = positions.first else { return false }
    return positions.contains { $0 != first }
  }
}

import SheetEngine

/// The moving element's motion, one ``MotionSample`` per frame in frame order: the data
/// behind `--trace` and the motion plot, built only from ``RuntimeInspection`` so a live
/// session and its headless replay produce the same series.
public struct MotionSeries: Hashable, Sendable {
  public private(set) var samples: [MotionSample] = []
  /// The most samples kept (oldest dropped first), or nil for all of them.
  public let capacity: Int?

  public init(capacity: Int? = nil) {
    self.capacity = capacity
  }

  /// Appends the sample for `inspection` (its velocity from the previous sample) and
  /// returns it.
  @discardableResult
  public mutating func append(_ inspection: RuntimeInspection) -> MotionSample {
    let sample = MotionSample(inspection, previous: samples.last)
    samples.append(sample)
    if let capacity, samples.count > capacity {
      samples.removeFirst(samples.count - capacity)
    }
    return sample
  }

  public mutating func removeAll() {
    samples.removeAll()
  }
}

import SheetEngine

/// The moving elements' motion, one ``MotionSample`` per element and frame, in frame order:
/// the data behind `--trace`, built only from ``RuntimeInspection`` so a live session and its
/// headless replay produce the same series.
public struct MotionSeries: Hashable, Sendable {
  public private(set) var samples: [MotionSample] = []
  /// The most samples kept (oldest dropped first), or nil for all of them.
  public let capacity: Int?

  public init(capacity: Int? = nil) {
    self.capacity = capacity
  }

  /// Appends the samples of `inspection`, one per moving element (both pages of a push or
  /// pop), and returns them.
  @discardableResult
  public mutating func append(_ inspection: RuntimeInspection) -> [MotionSample] {
    let added = MotionSample.samples(of: inspection)
    samples.append(contentsOf: added)
    if let capacity, samples.count > capacity {
      samples.removeFirst(samples.count - capacity)
    }
    return added
  }

  public mutating func removeAll() {
    samples.removeAll()
  }
}

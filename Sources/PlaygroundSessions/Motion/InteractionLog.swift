/// Every interaction of a replay that moved something, in order, for `--plot`'s choice of
/// one (`--interaction N`; by default the longest drag, the one a person tuning by hand cares
/// about, rather than the last, often an Escape pop).
package struct InteractionLog: Sendable {
  private var captures: [MotionCapture] = []
  private var lastCount = 0

  package init() {}

  /// Takes the recorder after a frame: its current capture is a new interaction or the last
  /// one, grown.
  package mutating func take(_ recorder: MotionRecorder) {
    guard let current = recorder.current else { return }
    if recorder.captureCount != lastCount || captures.isEmpty {
      lastCount = recorder.captureCount
      captures.append(current)
    } else {
      captures[captures.count - 1] = current
    }
  }

  /// The interactions that moved something, oldest first (what `--interaction` counts).
  package var interactions: [MotionCapture] { captures.filter(\.hasMotion) }

  /// The index of the longest drag (press to release, in frames; the earliest of equals),
  /// else of the last interaction; nil when nothing moved.
  package var defaultIndex: Int? {
    let all = interactions
    let drags = all.indices.compactMap { index -> (Int, Int)? in
      guard let press = all[index].pressFrame, let release = all[index].releaseFrame,
        all[index].slopFrame != nil
      else { return nil }
      return (index, release - press)
    }
    if let longest = drags.max(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }) {
      return longest.0
    }
    return all.isEmpty ? nil : all.count - 1
  }

  /// The latest interaction before `index` that followed the same element (the plot lays
  /// it under the chosen one in grey).
  package func previous(before index: Int) -> MotionCapture? {
    let all = interactions
    guard index < all.count, let element = all[index].element else { return nil }
    return all[..<index].last { $0.element == element }
  }
}

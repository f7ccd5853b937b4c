/// Where frames sit on the timeline strip: frame 0 at the left inset, the last frame at the
/// right one, linearly. Pure, so the mapping both ways is tested exactly.
struct TimelineScale: Equatable, Sendable {
  package var frameCount: Int
  /// The strip's width in points.
  package var width: Double
  package static let inset = 16.0

  var usableWidth: Double { max(1, width - 2 * Self.inset) }

  package func x(ofFrame frame: Int) -> Double {
    guard frameCount > 0 else { return Self.inset }
    return Self.inset + usableWidth * Double(frame) / Double(frameCount)
  }

  /// The frame nearest to `x`, clamped to 0...frameCount.
  package func frame(atX x: Double) -> Int {
    let fraction = (x - Self.inset) / usableWidth
    let frame = (fraction * Double(frameCount)).rounded()
    guard frame.isFinite else { return 0 }
    return Int(min(max(frame, 0), Double(frameCount)))
  }
}

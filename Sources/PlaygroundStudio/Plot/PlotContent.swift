import PlaygroundSessions

/// What the motion plot shows, when its host decides rather than the live recorder: a
/// replay's plot follows its timeline (``ReplayPlot``), the interaction under the playhead.
package struct PlotContent: Equatable, Sendable {
  /// The interaction plotted.
  package var current: MotionCapture?
  /// The latest earlier interaction of the same element (grey).
  package var previous: MotionCapture?
  /// The same interaction in another run: the other side of a comparison, or the recorded
  /// run under a what-if fork (pink).
  package var comparison: MotionCapture?
  /// Where the replay's timeline stands, in the captures' simulated seconds.
  package var playheadTime: Double?
  /// Which interaction it is (from 0) and how many there are.
  package var choice: PlotChoice?

  package init(
    current: MotionCapture? = nil, previous: MotionCapture? = nil,
    comparison: MotionCapture? = nil, playheadTime: Double? = nil, choice: PlotChoice? = nil
  ) {
    self.current = current
    self.previous = previous
    self.comparison = comparison
    self.playheadTime = playheadTime
    self.choice = choice
  }
}

/// One interaction out of several, for the plot's title ("2 of 5") and the keys that move
/// between them (Shift+N, N).
package struct PlotChoice: Equatable, Sendable {
  package var index: Int
  package var count: Int

  /// The index of the interaction to show among `captures` (oldest first) when the person
  /// stepped `back` interactions from the latest: clamped to the ones there are.
  package static func live(back: Int, count: Int) -> PlotChoice? {
    guard count > 0 else { return nil }
    return PlotChoice(index: max(count - 1 - max(back, 0), 0), count: count)
  }

  /// The interaction a replay standing at `frame` shows: the last one that began at or
  /// before it (its first sample's frame), else the first; nil when there is none.
  package static func atFrame(_ frame: Int, in captures: [MotionCapture]) -> PlotChoice? {
    guard !captures.isEmpty else { return nil }
    let started = captures.lastIndex { ($0.samples.first?.frame ?? .max) <= frame }
    return PlotChoice(index: started ?? 0, count: captures.count)
  }
}

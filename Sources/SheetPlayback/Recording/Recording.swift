import SheetSession

/// A whole recording: header, events in non-decreasing frame order, and the number of frames
/// the live session simulated, so a replay runs exactly as many; from version 2 also the
/// states the replay must reach (checkpoints and the end state) and a digest of the state
/// after every frame.
///
/// `RecordingReader` and `RecordingWriter` guarantee the ordering; values built by hand must
/// keep it too, since `events(inFrame:)` assumes each frame's events are contiguous.
public struct Recording: Hashable, Sendable {
  public var header: RecordingHeader
  public var events: [RecordedEvent] {
    didSet { frameIndex = Self.index(events) }
  }
  /// Frames simulated in the live session; every event's frame is below it.
  public var frameCount: Int
  /// True for a journal (`FILE.partial`) read without its end line: a session that did not
  /// end normally. `frameCount` is then one past the last event's frame, since the frames
  /// the session ran after its last flushed event are unknown.
  public var isUnfinished = false
  /// States added while recording (F5), in frame order; the end state is ``endState``.
  public var checkpoints: [RecordingCheckpoint] = []
  /// The state after the last frame: the implicit checkpoint `end`. Nil in version 1 files,
  /// unfinished journals, and recordings cut short by a write failure.
  public var endState: SessionState?
  /// `digests[i]` is ``StateDigest`` of the state after frame `i + 1`; may cover fewer frames
  /// than ``frameCount`` (none in version 1 files, fewer in a journal cut by a crash).
  public var digests: [UInt32] = []
  /// Each release's motion metrics, in frame order (version 3; none before). A version 3
  /// recording with none had no release.
  public var releases: [ReleaseMetrics] = []

  /// Whether the recording holds release metrics to compare (version 3 on).
  public var hasReleaseMetrics: Bool { header.version >= 3 }

  /// Where each frame's events sit in `events`, rebuilt whenever `events` changes so a player
  /// asking frame by frame pays O(1) per frame, whatever order it asks in.
  private var frameIndex: [Int: Range<Int>]

  public init(header: RecordingHeader, events: [RecordedEvent], frameCount: Int) {
    self.header = header
    self.events = events
    self.frameCount = frameCount
    self.frameIndex = Self.index(events)
  }

  /// Every state the replay must reach, in frame order: the checkpoints, then `end`.
  public var expectations: [RecordingCheckpoint] {
    checkpoints
      + (endState.map {
        [RecordingCheckpoint(frame: frameCount, name: RecordingCheckpoint.endName, state: $0)]
      }
        ?? [])
  }

  /// The events applied in frame `frame`, in recorded order; empty for a frame without input.
  public func events(inFrame frame: Int) -> ArraySlice<RecordedEvent> {
    guard let range = frameIndex[frame] else { return [] }
    return events[range]
  }

  /// Runs of equal frames; if a frame recurs after another (unsorted input), the first run wins.
  private static func index(_ events: [RecordedEvent]) -> [Int: Range<Int>] {
    var index: [Int: Range<Int>] = [:]
    var start = 0
    while start < events.count {
      let frame = events[start].frame
      var end = start + 1
      while end < events.count, events[end].frame == frame { end += 1 }
      if index[frame] == nil { index[frame] = start..<end }
      start = end
    }
    return index
  }

  // The index is derived from `events`, so equality and hashing ignore it.

  public static func == (lhs: Recording, rhs: Recording) -> Bool {
    lhs.header == rhs.header && lhs.frameCount == rhs.frameCount && lhs.events == rhs.events
      && lhs.checkpoints == rhs.checkpoints && lhs.endState == rhs.endState
      && lhs.digests == rhs.digests && lhs.releases == rhs.releases
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(header)
    hasher.combine(events)
    hasher.combine(frameCount)
    hasher.combine(checkpoints)
    hasher.combine(digests)
    hasher.combine(releases)
  }
}

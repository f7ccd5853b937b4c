import SheetJSON
import SheetSession

/// A recording being read, line by line: the header first, then events, checkpoints, digests
/// and the end line, each validated against the header and the lines before it
/// (``EventOrderChecker``). ``RecordingReader`` feeds it the parsed lines and names the file
/// and line of anything it refuses.
struct RecordingAssembly {
  private(set) var header: RecordingHeader?
  private(set) var events: [RecordedEvent] = []
  private var checkpoints: [RecordingCheckpoint] = []
  private var digests: [UInt32] = []
  private var endState: SessionState?
  private var releases: [ReleaseMetrics] = []
  private var order = EventOrderChecker()
  /// The end line's frame count, once it was read (nothing may follow it).
  private(set) var frameCount: Int?

  /// Takes one line's JSON value.
  mutating func accept(_ value: JSONValue) throws(FieldError) {
    guard let current = header else {
      header = try RecordingDecoder.header(value)
      return
    }
    let line = try RecordingDecoder.line(value, version: current.version)
    if let last = releases.last {
      switch line {
      case .end: break
      case .release(let release) where release.frame > last.frame: break
      case .release(let release):
        throw FieldError(
          reason: "the release of frame \(release.frame) follows the release of frame "
            + "\(last.frame): releases go in frame order, one a frame")
      default:
        throw FieldError(
          reason: "release metrics come last, just before the end line (this line follows "
            + "the release of frame \(last.frame))")
      }
    }
    try accept(line, header: current)
  }

  private mutating func accept(
    _ line: RecordingDecoder.Line, header current: RecordingHeader
  ) throws(FieldError) {
    switch line {
    case .release(let release):
      releases.append(release)
    case .event(let event):
      try RecordingRules.validate(event.event, in: current)
      try order.accept(event)
      events.append(event)
    case .checkpoint(let checkpoint):
      try RecordingRules.validate(
        checkpoint.state, in: current, place: "checkpoint \(JSONText.string(checkpoint.name))")
      try order.accept(checkpoint)
      checkpoints.append(checkpoint)
    case .digests(let first, let values):
      try order.acceptDigests(firstFrame: first, count: values.count)
      digests += values
    case .end(let frames, let state):
      try acceptEnd(frames: frames, state: state, header: current)
    }
  }

  private mutating func acceptEnd(
    frames: Int, state: SessionState?, header: RecordingHeader
  ) throws(FieldError) {
    try order.checkEnd(frameCount: frames)
    if let state { try RecordingRules.validate(state, in: header, place: "the end state") }
    if let state, state.frame != frames {
      throw FieldError(
        reason: "the end state's \"frame\" is \(state.frame), not the end frame count "
          + "\(frames)")
    }
    if let last = releases.last, last.frame > frames {
      throw FieldError(
        reason: "a release at frame \(last.frame) is past the end frame count \(frames)")
    }
    // A release is measured over the frames after it (docs/MOTION.md, "Release metrics"):
    // in the last frame it has none, so no replay can check its numbers.
    if let last = releases.last, last.frame == frames {
      throw FieldError(
        reason: "a release at frame \(last.frame) is in the last frame: no frame after it "
          + "shows its motion, so no replay can measure it")
    }
    frameCount = frames
    endState = state
  }

  /// The finished recording (an end line was read).
  func finished(header: RecordingHeader, frameCount: Int) -> Recording {
    var recording = Recording(header: header, events: events, frameCount: frameCount)
    recording.checkpoints = checkpoints
    recording.digests = digests
    recording.endState = endState
    recording.releases = releases
    return recording
  }

  /// A journal without its end line: it ends one frame after its last event (or at its last
  /// checkpoint), marked unfinished.
  var unfinishedFrameCount: Int {
    max((events.last?.frame ?? -1) + 1, order.lastCheckpointFrame ?? 0)
  }

  func unfinished(header: RecordingHeader) -> Recording {
    let frames = unfinishedFrameCount
    var recording = Recording(header: header, events: events, frameCount: frames)
    recording.isUnfinished = true
    recording.checkpoints = checkpoints
    recording.digests = Array(digests.prefix(frames))
    return recording
  }
}

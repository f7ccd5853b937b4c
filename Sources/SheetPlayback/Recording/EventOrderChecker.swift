import SheetJSON

/// Enforces the ordering rules between events: frames never decrease, timestamps never
/// decrease (several events in one frame, or with one timestamp, are fine), and every event
/// comes before the end frame count. Checkpoints (version 2) sit between the events they
/// follow and precede: a checkpoint at frame F comes after every event of frames below F and
/// before every other; digest lines continue each other from frame 1 and never pass the end.
///
/// Shared by reader and writer; the writer checks as it goes so a bad event is refused at
/// `append`, where the caller can still see which one it was.
struct EventOrderChecker {
  private(set) var lastFrame: Int?
  private(set) var lastTimestamp: Double?
  private(set) var lastCheckpointFrame: Int?
  private var checkpointNames: Set<String> = []
  /// The frame whose digest the next digests line must start with.
  private(set) var nextDigestFrame = 1

  mutating func accept(_ event: RecordedEvent) throws(FieldError) {
    try RecordingRules.validateFrame(event.frame, field: "frame")
    try RecordingRules.validate(event.event)
    if let lastFrame, event.frame < lastFrame {
      throw FieldError(
        reason: "frames must not decrease (frame \(event.frame) after frame \(lastFrame))")
    }
    let timestamp = event.event.timestamp
    if let lastTimestamp, timestamp < lastTimestamp {
      throw FieldError(
        reason: "timestamps must not decrease (t \(JSONText.number(timestamp)) after "
          + "\(JSONText.number(lastTimestamp)))")
    }
    if let lastCheckpointFrame, event.frame < lastCheckpointFrame {
      throw FieldError(
        reason: "an event of frame \(event.frame) after a checkpoint at frame "
          + "\(lastCheckpointFrame): a checkpoint follows every event of the frames before it")
    }
    lastFrame = event.frame
    lastTimestamp = timestamp
  }

  mutating func accept(_ checkpoint: RecordingCheckpoint) throws(FieldError) {
    let name = JSONText.string(checkpoint.name)
    if let lastFrame, checkpoint.frame <= lastFrame {
      throw FieldError(
        reason: "checkpoint \(name) at frame \(checkpoint.frame) comes after an event of frame "
          + "\(lastFrame): its state is taken after frame \(checkpoint.frame) ends")
    }
    if let lastCheckpointFrame, checkpoint.frame < lastCheckpointFrame {
      throw FieldError(
        reason: "checkpoint \(name) at frame \(checkpoint.frame) comes after one at frame "
          + "\(lastCheckpointFrame)")
    }
    guard checkpointNames.insert(checkpoint.name).inserted else {
      throw FieldError(reason: "two checkpoints are named \(name)")
    }
    lastCheckpointFrame = checkpoint.frame
  }

  mutating func acceptDigests(firstFrame: Int, count: Int) throws(FieldError) {
    guard firstFrame == nextDigestFrame else {
      throw FieldError(
        reason: "digests from frame \(firstFrame), but the digests so far end before frame "
          + "\(nextDigestFrame)")
    }
    guard count > 0 else { throw FieldError(reason: "a digests line holds no digests") }
    nextDigestFrame += count
  }

  /// Checks the footer's frame count against the events seen.
  func checkEnd(frameCount: Int) throws(FieldError) {
    try RecordingRules.validateFrame(frameCount, field: "frames")
    if let lastFrame, lastFrame >= frameCount {
      throw FieldError(
        reason: "end frame count \(frameCount) must be greater than the last event's frame "
          + "\(lastFrame)")
    }
    if let lastCheckpointFrame, lastCheckpointFrame > frameCount {
      throw FieldError(
        reason: "a checkpoint at frame \(lastCheckpointFrame) is past the end frame count "
          + "\(frameCount)")
    }
    if nextDigestFrame - 1 > frameCount {
      throw FieldError(
        reason: "digests cover \(nextDigestFrame - 1) frames, more than the end frame count "
          + "\(frameCount)")
    }
  }
}

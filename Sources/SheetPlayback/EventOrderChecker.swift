/// Enforces the ordering rules between events: frames never decrease, timestamps never
/// decrease (several events in one frame, or with one timestamp, are fine), and every event
/// comes before the end frame count.
///
/// Shared by reader and writer; the writer checks as it goes so a bad event is refused at
/// `append`, where the caller can still see which one it was.
struct EventOrderChecker {
  private(set) var lastFrame: Int?
  private(set) var lastTimestamp: Double?

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
    lastFrame = event.frame
    lastTimestamp = timestamp
  }

  /// Checks the footer's frame count against the events seen.
  func checkEnd(frameCount: Int) throws(FieldError) {
    try RecordingRules.validateFrame(frameCount, field: "frames")
    if let lastFrame, lastFrame >= frameCount {
      throw FieldError(
        reason: "end frame count \(frameCount) must be greater than the last event's frame "
          + "\(lastFrame)")
    }
  }
}

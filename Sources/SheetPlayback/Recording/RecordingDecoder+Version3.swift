/// What version 3 adds to the lines of a recording: release metrics lines and a checkpoint's
/// frame image digest.
extension RecordingDecoder {
  /// `{"kind":"release","frame":96,"element":"text.y","velocity":-1520,"decision":
  /// "dismissed","travel":412,"overshoot":0,"settles":0.35,"velocityJump":1200}`.
  static func release(_ fields: inout JSONFields) throws(FieldError) -> ReleaseMetrics {
    let frame = try fields.integer("frame")
    try RecordingRules.validateFrame(frame, field: "frame")
    let element = try shortText(&fields, "element")
    let velocity = try fields.number("velocity")
    guard velocity.isFinite else {
      throw FieldError(reason: "field \"velocity\" must be a finite number")
    }
    let decision = try shortText(&fields, "decision")
    var amounts: [Double] = []
    for key in ["travel", "overshoot", "settles", "velocityJump"] {
      let value = try fields.number(key)
      guard value.isFinite, value >= 0 else {
        throw FieldError(reason: "field \"\(key)\" must be a finite number, 0 or more")
      }
      amounts.append(value)
    }
    try fields.rejectUnknownFields()
    return ReleaseMetrics(
      frame: frame, element: element, velocity: velocity, decision: decision,
      travel: amounts[0], overshoot: amounts[1], settleSeconds: amounts[2],
      velocityJump: amounts[3])
  }

  /// A checkpoint's `"image"`: 16 hex digits, only in version 3 files.
  static func checkpointImage(
    _ fields: inout JSONFields, version: Int
  ) throws(FieldError) -> String? {
    guard fields.contains("image") else { return nil }
    guard version >= 3 else {
      throw FieldError(
        reason: "a version \(version) checkpoint holds no \"image\" (frame images came in "
          + "version 3)")
    }
    let image = try fields.string("image")
    guard CheckpointImage.isDigest(image) else {
      throw FieldError(reason: "field \"image\" must be 16 lowercase hex digits")
    }
    return image
  }

  private static func shortText(
    _ fields: inout JSONFields, _ key: String
  ) throws(FieldError) -> String {
    let text = try fields.string(key)
    guard !text.isEmpty, text.utf8.count <= 100 else {
      throw FieldError(reason: "field \"\(key)\" must be 1 to 100 bytes")
    }
    return text
  }
}

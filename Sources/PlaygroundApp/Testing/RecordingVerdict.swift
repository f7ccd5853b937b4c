import SheetPlayback
import SheetScreens

/// Whether a replay reproduced its recording, and if not, where it first went wrong.
///
/// Every checkpoint (and the end state) must match field for field, and every recorded
/// frame digest must match: a replay whose motion changed but happens to end in the same
/// state fails too, since the playground judges motion frame by frame.
struct RecordingVerdict: Sendable {
  var checkpointCount: Int
  var frameCount: Int
  /// The first checkpoint whose state differs, with every differing field.
  var failedCheckpoint:
    (checkpoint: RecordingCheckpoint, differences: [StateComparison.Difference])?
  /// The first frame (state after it) whose digest differs from the recording's.
  var firstDifferingFrame: Int?
  /// Why the recording cannot be judged at all (it has no expected states).
  var unjudgeable: String?
  /// Whether the recording has frame digests to compare.
  var hasDigests: Bool

  var passed: Bool { failedCheckpoint == nil && firstDifferingFrame == nil && unjudgeable == nil }

  init(recording: Recording, replay: RecordingReplay) {
    let expectations = recording.expectations
    checkpointCount = expectations.count
    frameCount = recording.frameCount
    hasDigests = !recording.digests.isEmpty
    if expectations.isEmpty {
      unjudgeable =
        "no checkpoints to compare (version \(recording.header.version) recording without an "
        + "end state); `playground test --update` adds them from a replay"
    }
    for checkpoint in expectations {
      guard let actual = replay.states[checkpoint.name] else { continue }
      let differences = StateComparison.differences(expected: checkpoint.state, actual: actual)
      if !differences.isEmpty {
        failedCheckpoint = (checkpoint, differences)
        break
      }
    }
    firstDifferingFrame = StateDigest.firstDifferingFrame(recording.digests, replay.digests)
  }

  /// The difference a failure is named by: the first outside the tuning, which comes last.
  /// When a tuning change moved something, what it moved is the news; the tuning itself is
  /// stated by the header.
  static func primary(_ differences: [StateComparison.Difference]) -> StateComparison.Difference? {
    differences.first { !$0.path.hasPrefix("tuning") } ?? differences.first
  }

  /// The frame to open the window at to look at the failure.
  var inspectionFrame: Int? { firstDifferingFrame ?? failedCheckpoint?.checkpoint.frame }

  /// The text after "FAIL name: ".
  var failureMessage: String? {
    if let unjudgeable { return unjudgeable }
    let divergence = firstDifferingFrame.map { "state first differs at frame \($0)" }
    if let (checkpoint, differences) = failedCheckpoint {
      let primary = Self.primary(differences) ?? differences[0]
      let more = differences.count > 1 ? "; \(differences.count - 1) more fields differ" : ""
      let location =
        divergence
        ?? (hasDigests
          ? "every frame's state digest matches" : "no frame digests to say where it began")
      return "checkpoint '\(checkpoint.name)' at frame \(checkpoint.frame): "
        + "\(primary.summary) (\(location)\(more))"
    }
    if let divergence {
      return "\(divergence) (its digest differs from the recording's; every checkpoint matches)"
    }
    return nil
  }
}

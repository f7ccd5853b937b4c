import PlaygroundSessions
import SheetPlayback
import SheetScreens

/// `--update`: a recording with its expectations replaced by what its replay produced, and
/// the list of what that changed, so an update is a reviewable diff and never a surprise.
struct RecordingUpdate {
  package var recording: Recording
  /// One entry per changed expectation: "checkpoint 'end' (3 fields)", "digests from frame 388".
  package var changes: [String]

  /// `images`: by checkpoint name, the frame image digest each visual checkpoint holds from
  /// now on (those not named hold none).
  package init(_ original: Recording, replay: RecordingReplay, images: [String: String] = [:]) {
    var updated = original
    updated.header.version = RecordingHeader.currentVersion
    var changes: [String] = []
    if original.header.version < RecordingHeader.currentVersion {
      changes.append("version \(original.header.version) -> \(RecordingHeader.currentVersion)")
    }
    updated.checkpoints = original.checkpoints.map { checkpoint in
      var checkpoint = checkpoint
      if let state = replay.states[checkpoint.name], state != checkpoint.state {
        let count = StateComparison.differences(expected: checkpoint.state, actual: state).count
        changes.append("checkpoint '\(checkpoint.name)' (\(Self.fields(count)))")
        checkpoint.state = state
      }
      let image = images[checkpoint.name]
      if image != checkpoint.image {
        changes.append(
          "image '\(checkpoint.name)' \(checkpoint.image == nil ? "added" : image == nil ? "removed" : "changed")"
        )
        checkpoint.image = image
      }
      return checkpoint
    }
    if let old = original.endState {
      if old != replay.endState {
        let count = StateComparison.differences(expected: old, actual: replay.endState).count
        changes.append("checkpoint 'end' (\(Self.fields(count)))")
      }
    } else {
      changes.append("end state added")
    }
    updated.endState = replay.endState
    if original.digests.isEmpty {
      changes.append("digests added (\(replay.digests.count) frames)")
    } else if let frame = StateDigest.firstDifferingFrame(original.digests, replay.digests) {
      changes.append("digests from frame \(frame)")
    } else if original.digests.count != replay.digests.count {
      changes.append("digests for frames \(original.digests.count + 1) to \(replay.digests.count)")
    }
    updated.digests = replay.digests
    if !original.header.isComparison,
      let index = ReleaseMetricsComparison.firstDiffering(
        expected: original.releases, actual: replay.releases)
    {
      changes.append(
        original.hasReleaseMetrics
          ? "release metrics from release \(index + 1)"
          : "release metrics added (\(Wording.count(replay.releases.count, "release")))"
      )
    }
    updated.releases = replay.releases
    recording = updated
    self.changes = changes
  }

  private static func fields(_ count: Int) -> String {
    count == 1 ? "1 field" : "\(count) fields"
  }
}

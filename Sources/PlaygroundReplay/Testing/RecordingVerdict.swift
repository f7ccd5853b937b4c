import SheetPlayback
import SheetScreens

/// Whether a replay reproduced its recording's behaviour, and if not, what a person would
/// see go wrong.
///
/// The header's tuning is the test's input, so checkpoints are compared on everything but
/// their tuning fields (``StateComparison/behaviouralDifferences(expected:actual:)``). Every
/// checkpoint is judged, not only the first that fails, and every recorded frame digest must
/// match: a replay whose motion changed but happens to end in the same state fails too.
package struct RecordingVerdict: Sendable {
  /// One checkpoint whose behaviour differs: its fields, and the sentences naming them.
  package struct Failure: Sendable {
    package var checkpoint: RecordingCheckpoint
    var differences: [StateComparison.Difference]
    var sentences: [String]
    /// How its frame differs from its expected image (a visual checkpoint), if it does.
    var visual: String?

    /// "expected the text sheet dismissed, it is presented at y 560", or the first field's
    /// difference when no sentence names it, or the frame's difference when only it differs.
    var headline: String {
      sentences.first ?? differences.first?.summary ?? visual ?? "its state differs"
    }

    /// "checkpoint-2 (frame 131): " and the headline, counting what else differs.
    package var line: String {
      let more = max(sentences.count, 1) - 1 + (visual != nil && !differences.isEmpty ? 1 : 0)
      let extra = more > 0 ? " (and \(more) more difference\(more == 1 ? "" : "s"))" : ""
      return "\(checkpoint.name) (frame \(checkpoint.frame)): \(headline)\(extra)"
    }
  }

  package var checkpointCount: Int
  package var frameCount: Int
  /// Every checkpoint (the end state last) whose behaviour differs, in frame order.
  var failures: [Failure] = []
  /// The first frame (state after it) whose digest differs from the recording's.
  var firstDifferingFrame: Int?
  /// What differs at ``firstDifferingFrame`` ("text sheet y 415.0 -> 431.2"), when a run
  /// with the recorded tuning could tell (see ``FirstVisibleDifference``).
  var firstVisibleDifference: String?
  /// "tuning: this run classic, dismiss.threshold 0.95; recorded with classic" when they differ.
  var tuningLine: String?
  /// Why the recording cannot be judged at all (it has no expected states).
  var unjudgeable: String?
  /// Whether the recording has frame digests to compare.
  var hasDigests: Bool
  /// One line per release whose motion metrics differ from the recorded ones (version 3).
  var releaseLines: [String] = []

  package var passed: Bool {
    failures.isEmpty && firstDifferingFrame == nil && unjudgeable == nil && releaseLines.isEmpty
  }

  /// The first failing checkpoint with its differing fields (what `shrink` holds on to).
  var failedCheckpoint:
    (checkpoint: RecordingCheckpoint, differences: [StateComparison.Difference])?
  {
    failures.first.map { ($0.checkpoint, $0.differences) }
  }

  /// Judges `replay` against `recording`; `visual` holds, by checkpoint name, how each visual
  /// checkpoint's frame differs from its expected image (``VisualCheckpoints``).
  package init(recording: Recording, replay: RecordingReplay, visual: [String: String] = [:]) {
    let expectations = recording.expectations
    checkpointCount = expectations.count
    frameCount = recording.frameCount
    hasDigests = !recording.digests.isEmpty
    if expectations.isEmpty {
      unjudgeable =
        "no checkpoints to compare (version \(recording.header.version) recording without an "
        + "end state); `playground test --update` adds them from a replay"
    }
    for checkpoint in expectations.sorted(by: { $0.frame < $1.frame }) {
      guard let actual = replay.states[checkpoint.name] else { continue }
      let differences = StateComparison.behaviouralDifferences(
        expected: checkpoint.state, actual: actual)
      let image = visual[checkpoint.name]
      guard !differences.isEmpty || image != nil else { continue }
      let sentences = BehaviourDescription.sentences(expected: checkpoint.state, actual: actual)
      failures.append(
        Failure(
          checkpoint: checkpoint, differences: differences, sentences: sentences, visual: image))
    }
    firstDifferingFrame = StateDigest.firstDifferingFrame(recording.digests, replay.digests)
    if recording.hasReleaseMetrics, !recording.header.isComparison {
      releaseLines = ReleaseMetricsComparison.lines(
        expected: recording.releases, actual: replay.releases)
    }
  }

  /// The frame to open the window at to look at the failure.
  var inspectionFrame: Int? { firstDifferingFrame ?? failures.first?.checkpoint.frame }

  /// "first visible difference at frame 118 (text sheet y 415.0 -> 431.2)".
  private var divergence: String? {
    firstDifferingFrame.map { frame in
      "first visible difference at frame \(frame)"
        + (firstVisibleDifference.map { " (\($0))" } ?? "")
    }
  }

  /// The text after "FAIL name: ".
  package var failureMessage: String? {
    if let unjudgeable { return unjudgeable }
    if let first = failures.first {
      let location =
        divergence
        ?? (hasDigests
          ? "every frame's state digest matches" : "no frame digests to say where it began")
      return "\(first.line); \(location)"
    }
    if let divergence {
      return "\(divergence); every checkpoint matches"
    }
    if let first = releaseLines.first {
      return "\(first); every checkpoint and frame digest matches"
    }
    return nil
  }

  /// The lines printed under the FAIL line: every other failing checkpoint (and how its frame
  /// differs, for a visual one), the releases whose metrics differ, then the tuning.
  var detailLines: [String] {
    let headlineReleases = failures.isEmpty && firstDifferingFrame == nil ? 1 : 0
    var lines = failures.dropFirst().map(\.line)
    if let first = failures.first, let visual = first.visual, first.headline != visual {
      lines.insert("\(first.checkpoint.name) (frame \(first.checkpoint.frame)): \(visual)", at: 0)
    }
    return lines + releaseLines.dropFirst(headlineReleases) + (tuningLine.map { [$0] } ?? [])
  }
}

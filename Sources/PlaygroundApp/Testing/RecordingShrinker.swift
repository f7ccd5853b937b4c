import SheetEngine
import SheetPlayback
import SheetScreens

/// `playground shrink`: a smaller recording that misses the same checkpoint field with the
/// same two values, found by delta debugging over its events (drop chunks while the failure
/// stays the same, halving the chunk size down to single events), as the monkey test does
/// for its seeds.
///
/// The smaller recording ends at the failing checkpoint's frame and keeps only that
/// expectation (later input cannot matter to it); digests are dropped, since they describe
/// the original input.
@MainActor
struct RecordingShrinker {
  /// What "fails the same way" means: this checkpoint, this field, these two values.
  struct Signature: Equatable {
    var checkpoint: String
    var difference: StateComparison.Difference
  }

  let original: Recording
  let checkpoint: RecordingCheckpoint
  let signature: Signature
  let measurer: TextMeasuring

  /// Nil when `recording` passes or fails only in its digests (nothing to hold on to).
  init?(_ recording: Recording, verdict: RecordingVerdict, measurer: TextMeasuring) {
    guard let (checkpoint, differences) = verdict.failedCheckpoint,
      let primary = RecordingVerdict.primary(differences)
    else { return nil }
    original = recording
    self.checkpoint = checkpoint
    signature = Signature(checkpoint: checkpoint.name, difference: primary)
    self.measurer = measurer
  }

  /// The smallest recording found; `onProgress` hears each improvement's event count.
  func shrink(onProgress: (Int) -> Void = { _ in }) throws(UsageError) -> Recording {
    var best = original.events.filter { $0.frame < checkpoint.frame }
    guard try fails(best) else {
      throw UsageError("shrink: the failure depends on more than the events before its frame")
    }
    var chunk = max(best.count / 2, 1)
    while true {
      var start = 0
      while start < best.count {
        var candidate = best
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        if try fails(candidate) {
          best = candidate
          onProgress(best.count)
        } else {
          start += chunk
        }
      }
      if chunk == 1 { break }
      chunk /= 2
    }
    return recording(with: best)
  }

  private func recording(with events: [RecordedEvent]) -> Recording {
    var recording = Recording(
      header: original.header, events: events, frameCount: checkpoint.frame)
    recording.header.version = RecordingHeader.currentVersion
    if checkpoint.name == RecordingCheckpoint.endName {
      recording.endState = checkpoint.state
    } else {
      recording.checkpoints = [checkpoint]
    }
    return recording
  }

  private func fails(_ events: [RecordedEvent]) throws(UsageError) -> Bool {
    let candidate = recording(with: events)
    let replay = try RecordingReplay.run(candidate, measurer: measurer)
    guard let state = replay.states[checkpoint.name] else { return false }
    let differences = StateComparison.differences(expected: checkpoint.state, actual: state)
    return RecordingVerdict.primary(differences) == signature.difference
  }
}

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

  /// How far a shrink got: the events that still fail, and the chunk size being tried.
  struct Progress {
    var events: Int
    var chunk: Int
  }

  /// The smallest recording found before `deadline` (none: no limit), and whether the search
  /// finished; `onProgress` hears each improvement and, often, the work going on.
  func shrink(
    deadline: ContinuousClock.Instant? = nil, onProgress: (Progress) -> Void = { _ in }
  ) throws(UsageError) -> (recording: Recording, complete: Bool) {
    var best = original.events.filter { $0.frame < checkpoint.frame }
    // Events from the checkpoint's frame on cannot reach its state: `best` fails the same
    // way, so running out of time while checking it still returns it.
    guard
      try fails(
        best, deadline: deadline, onProgress: { onProgress(.init(events: best.count, chunk: 0)) })
        ?? true
    else {
      throw UsageError("shrink: the failure depends on more than the events before its frame")
    }
    var chunk = max(best.count / 2, 1)
    while true {
      var start = 0
      while start < best.count {
        var candidate = best
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        let progress = Progress(events: best.count, chunk: chunk)
        onProgress(progress)
        guard
          let failing = try fails(
            candidate, deadline: deadline, onProgress: { onProgress(progress) })
        else { return (recording(with: best), false) }
        if failing {
          best = candidate
          onProgress(Progress(events: best.count, chunk: chunk))
        } else {
          start += chunk
        }
      }
      if chunk == 1 { break }
      chunk /= 2
    }
    return (recording(with: best), true)
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

  /// Whether `events` fail the same way; nil when `deadline` passed before the replay ended.
  private func fails(
    _ events: [RecordedEvent], deadline: ContinuousClock.Instant?, onProgress: () -> Void
  ) throws(UsageError) -> Bool? {
    if let deadline, ContinuousClock.now >= deadline { return nil }
    let candidate = recording(with: events)
    var expired = false
    let replay = try RecordingReplay.run(candidate, measurer: measurer) { _ in
      onProgress()
      if let deadline, ContinuousClock.now >= deadline { expired = true }
      return !expired
    }
    if expired { return nil }
    guard let state = replay.states[checkpoint.name] else { return false }
    let differences = StateComparison.differences(expected: checkpoint.state, actual: state)
    return RecordingVerdict.primary(differences) == signature.difference
  }
}

import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetScreens

/// `playground shrink`: a smaller recording that misses the same checkpoint in the same
/// visible way (the same behaviour sentence, e.g. "expected the text sheet dismissed, it is
/// presented at y 415"), found by delta debugging over its events (``DeltaDebugging``: drop
/// chunks while the failure stays the same, halving the chunk size down to single events).
///
/// The smaller recording ends at the failing checkpoint's frame and keeps only that
/// expectation (later input cannot matter to it); digests are dropped, since they describe
/// the original input, and so is the checkpoint's frame image (its PNG stays with the
/// original). Its release metrics are those of a replay with the recorded tuning, the
/// expected motion of the smaller input; when the header was not edited there is no such
/// run, and the smaller recording is written as version 2, which holds no metrics.
@MainActor
package struct RecordingShrinker {
  /// What "fails the same way" means: this checkpoint, and the sentence naming what a person
  /// sees there (or, when no sentence names it, this field with these two values). Tuning
  /// fields are never compared, so a shrink cannot settle on a tuning-only mismatch.
  package struct Signature: Equatable {
    package var checkpoint: String
    package var behaviour: String
  }

  let original: Recording
  package let checkpoint: RecordingCheckpoint
  package let signature: Signature
  package let setup: ReplaySetup
  /// The header with the tuning the recording was made with, when its header was edited
  /// (``RecordedTuning``): a smaller recording must then still pass with it, so the failure
  /// kept is the one the tuning change causes, not one made by dropping the input (two clicks
  /// that open a sheet and never drag it would "fail to dismiss" too).
  let recordedHeader: RecordingHeader?

  /// Nil when `recording` passes or fails only in its digests (nothing to hold on to).
  package init?(
    _ recording: Recording, verdict: RecordingVerdict, replay: RecordingReplay,
    setup: ReplaySetup
  ) {
    guard let failure = verdict.failures.first else { return nil }
    original = recording
    checkpoint = failure.checkpoint
    signature = Signature(checkpoint: checkpoint.name, behaviour: failure.headline)
    self.setup = setup
    recordedHeader = RecordedTuning.header(of: recording, replayed: replay.states)
  }

  /// How far a shrink got: the events that still fail, and the chunk size being tried.
  package typealias Progress = DeltaDebugging.Progress

  /// The smallest recording found before `deadline` (none: no limit), and whether the search
  /// finished; `onProgress` hears each improvement and, often, the work going on.
  package func shrink(
    deadline: ContinuousClock.Instant? = nil, onProgress: (Progress) -> Void = { _ in }
  ) throws(UsageError) -> (recording: Recording, complete: Bool) {
    let best = original.events.filter { $0.frame < checkpoint.frame }
    // Events from the checkpoint's frame on cannot reach its state: `best` fails the same
    // way, so running out of time while checking it still returns it.
    guard
      try fails(
        best, deadline: deadline, onProgress: { onProgress(.init(events: best.count, chunk: 0)) })
        ?? true
    else {
      throw UsageError("shrink: the failure depends on more than the events before its frame")
    }
    let (events, complete) = try DeltaDebugging.shrink(best, onProgress: onProgress) {
      candidate, progress throws(UsageError) in
      try fails(candidate, deadline: deadline, onProgress: { onProgress(progress) })
    }
    return (try finished(events), complete)
  }

  /// The smaller recording as written: with the recorded tuning's release metrics, or as
  /// version 2 without any.
  private func finished(_ events: [RecordedEvent]) throws(UsageError) -> Recording {
    var smaller = recording(with: events)
    guard let recordedHeader, !smaller.header.isComparison else {
      smaller.header.version = 2
      return smaller
    }
    var control = smaller
    control.header = recordedHeader
    smaller.releases = try RecordingReplay.run(control, setup: setup).releases
    return smaller
  }

  private func recording(with events: [RecordedEvent]) -> Recording {
    var recording = Recording(
      header: original.header, events: events, frameCount: checkpoint.frame)
    recording.header.version = RecordingHeader.currentVersion
    if checkpoint.name == RecordingCheckpoint.endName {
      recording.endState = checkpoint.state
    } else {
      var kept = checkpoint
      kept.image = nil
      recording.checkpoints = [kept]
    }
    return recording
  }

  /// Whether `events` fail the same way (and, with an edited header, pass with the recorded
  /// tuning); nil when `deadline` passed before the replays ended.
  private func fails(
    _ events: [RecordedEvent], deadline: ContinuousClock.Instant?, onProgress: () -> Void
  ) throws(UsageError) -> Bool? {
    let candidate = recording(with: events)
    guard let replay = try replay(candidate, deadline: deadline, onProgress: onProgress) else {
      return nil
    }
    guard replay.states[checkpoint.name] != nil,
      RecordingVerdict(recording: candidate, replay: replay).failures.first?.headline
        == signature.behaviour
    else { return false }
    guard let recordedHeader else { return true }
    var control = candidate
    control.header = recordedHeader
    guard let controlReplay = try self.replay(control, deadline: deadline, onProgress: onProgress)
    else { return nil }
    return RecordingVerdict(recording: control, replay: controlReplay).failures.isEmpty
  }

  /// A replay of `candidate`; nil when `deadline` passed before it ended.
  private func replay(
    _ candidate: Recording, deadline: ContinuousClock.Instant?, onProgress: () -> Void
  ) throws(UsageError) -> RecordingReplay? {
    if let deadline, ContinuousClock.now >= deadline { return nil }
    var expired = false
    let replay = try RecordingReplay.run(candidate, setup: setup) { _ in
      onProgress()
      if let deadline, ContinuousClock.now >= deadline { expired = true }
      return !expired
    }
    return expired ? nil : replay
  }
}

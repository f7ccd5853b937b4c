import PlaygroundSessions
import PlaygroundStudio
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetTuning

/// What-if replay's fork of a recording: the same input under another tuning.
///
/// The recording's header says what tuning its session started with; the panel's edits during
/// a replay change that starting tuning (of the selected side, in a compare recording), and
/// the fork is the recording with that header: every recorded event, the recorded tuning
/// events included, replayed from frame 0. So a fork is an ordinary recording, and saved it
/// replays headless to exactly what the window showed. When every side's tuning is the
/// recorded one again (undo), there is no fork.
package struct WhatIfFork: Hashable, Sendable {
  /// The recording as it was read.
  package let recorded: Recording
  /// Each side's starting tuning as recorded (one entry for a single device).
  let recordedTunings: [Tuning]
  /// Each side's starting tuning in the fork.
  package private(set) var tunings: [Tuning]

  /// The fork of `recording` that changes nothing yet; nil when its header's tuning does not
  /// load (the session maker refused it before, so a replay never gets here with one).
  package init?(recording: Recording) {
    let header = recording.header
    let sides: [(String, [String: Double])] =
      header.isComparison
      ? header.variants.map { ($0.tuningPreset, $0.tuningOverrides) }
      : [(header.tuningPreset, header.tuningOverrides)]
    var tunings: [Tuning] = []
    for (preset, overrides) in sides {
      guard let tuning = try? Tuning(preset: preset, overrides: overrides) else { return nil }
      tunings.append(tuning)
    }
    recorded = recording
    recordedTunings = tunings
    self.tunings = tunings
  }

  /// Whether the fork differs from the recording.
  package var isForked: Bool { tunings != recordedTunings }

  /// Applies a tuning change made during the replay to `side`'s starting tuning (a change
  /// the tuning refuses is ignored, as a playground ignores it).
  package mutating func apply(_ change: TuningChange, side: Int) {
    guard tunings.indices.contains(side) else { return }
    tunings[side] = Self.applying(change, to: tunings[side])
  }

  /// `tuning` with `change` made, as a playground makes it.
  package static func applying(_ change: TuningChange, to tuning: Tuning) -> Tuning {
    var result = tuning
    switch change {
    case .set(let key, let value):
      try? result.setValue(value, forKey: key)
    case .preset(let name):
      if let preset = Tuning.preset(named: name) { result = preset }
    }
    return result
  }

  /// The keys whose starting values differ from the recording's, on any side, in the
  /// parameters' order (what the timeline says the fork changed).
  package var changedKeys: [String] {
    var keys: [String] = []
    for (recorded, forked) in zip(recordedTunings, tunings) {
      for key in TuningHistory.changedKeys(from: recorded, to: forked) where !keys.contains(key) {
        keys.append(key)
      }
    }
    return keys
  }

  /// The fork as a recording: the recorded one with the fork's tunings in its header. Its
  /// checkpoints keep their names and frames; their states, the end state and the digests
  /// are the recorded run's until ``ForkSaver`` replays the fork to fill them in.
  package var recording: Recording {
    var forked = recorded
    if forked.header.isComparison {
      for (index, tuning) in tunings.enumerated() {
        forked.header.variants[index].tuningPreset = tuning.presetName
        forked.header.variants[index].tuningOverrides = tuning.overrides
      }
    }
    forked.header.tuningPreset = tunings[0].presetName
    forked.header.tuningOverrides = tunings[0].overrides
    return forked
  }

  /// Makes fresh sessions of the fork as ``SessionFactory`` makes them for its recording
  /// (device, rate, text size, scenes, the host's screens), with the fork's tunings.
  @MainActor
  package func sessionMaker(setup: ReplaySetup) -> () -> any SessionSimulation {
    SessionFactory.sessionMaker(for: recorded.header, tunings: tunings, setup: setup)
  }
}

import SheetJSON
import SheetSession
import SheetTuning

/// The tuning a recording was made with, which its header may no longer say: a header edited
/// to try another tuning is the test's input, while every checkpoint's state still holds the
/// tuning in force when it was taken.
///
/// Recovery compares a checkpoint's recorded tuning with the one the replay had at the same
/// frame: each preset or override that differs there differs because of the header (tuning
/// events in between set the same values in both runs), so the header is given the recorded
/// value (an override absent from the recording is removed). The first checkpoint that was
/// replayed is used; compare recordings (several tunings) are not recovered.
public enum RecordedTuning {
  /// The header as recorded; nil when it equals `recording.header`'s tuning or cannot be told.
  public static func header(
    of recording: Recording, replayed: [String: SessionState]
  ) -> RecordingHeader? {
    guard !recording.header.isComparison else { return nil }
    for checkpoint in recording.expectations {
      guard let recorded = checkpoint.state.single, let ran = replayed[checkpoint.name]?.single
      else { continue }
      // "seed" in an old checkpoint and "classic" in this run are one preset, and "fluid"
      // with no overrides is ios18 with the one its old name keeps: compared as tunings.
      let samePreset = samePreset(recorded.tuningPreset, ran.tuningPreset)
      guard
        !samePreset || recorded.tuningOverrides != ran.tuningOverrides,
        tuning(recorded) == nil || tuning(recorded) != tuning(ran)
      else { return nil }
      var header = recording.header
      if !samePreset { header.tuningPreset = recorded.tuningPreset }
      for key in Set(recorded.tuningOverrides.keys).union(ran.tuningOverrides.keys)
      where recorded.tuningOverrides[key] != ran.tuningOverrides[key] {
        header.tuningOverrides[key] = recorded.tuningOverrides[key]
      }
      return header
    }
    return nil
  }

  private static func tuning(_ state: PlaygroundState) -> Tuning? {
    try? Tuning(preset: state.tuningPreset, overrides: state.tuningOverrides)
  }

  /// Whether two preset names mean one preset (a name and its old alias do).
  static func samePreset(_ first: String, _ second: String) -> Bool {
    first == second
      || (TuningPreset(named: first).map { $0 == TuningPreset(named: second) } ?? false)
  }

  /// "classic, dismiss.threshold 0.95": a preset and its overrides, keys in code-point order.
  public static func describe(preset: String, overrides: [String: Double]) -> String {
    let keys = overrides.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    return ([preset] + keys.map { "\($0) \(JSONText.number(overrides[$0] ?? 0))" })
      .joined(separator: ", ")
  }
}

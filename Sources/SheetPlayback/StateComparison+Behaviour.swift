import SheetSession

extension StateComparison {
  /// The differences a person could see: every field but the tuning's. A recording's tuning
  /// is the test's input (its header says what to run with), so a run with another tuning
  /// is judged by what that tuning moved, never by the tuning value itself.
  public static func behaviouralDifferences(
    expected: SessionState, actual: SessionState
  ) -> [Difference] {
    differences(expected: expected, actual: actual).filter { !isTuning($0.path) }
  }

  /// Whether a field's path lies in a state's `tuning` (`tuning.overrides.x`, or a compare
  /// side's `variants[1].tuning.preset`).
  public static func isTuning(_ path: String) -> Bool {
    path.split(separator: ".").contains { $0 == "tuning" || $0.hasPrefix("tuning[") }
  }
}

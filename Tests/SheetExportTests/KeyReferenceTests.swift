import SheetExport
import SheetTuning
import Testing

/// The key reference `playground tuning --keys` prints, made from `Tuning.parameters`: one
/// row per key with its unit, range and each preset's value. (The guide's copy, TuningKeys.md,
/// is checked against it by `GuideReferenceTests`.)
@Suite struct KeyReferenceTests {
  @Test func everyKeyHasOneRowWithItsUnitRangeAndValues() {
    let rows = TuningKeyReference.markdown.split(separator: "\n").dropFirst(2)
    #expect(rows.count == Tuning.parameters.count)
    for (row, parameter) in zip(rows, Tuning.parameters) {
      #expect(row.hasPrefix("| `\(parameter.key)` | \(parameter.unit) |"))
      #expect(row.contains(parameter.summary))
    }
    #expect(
      TuningKeyReference.markdown.contains(
        "| `navigation.parallax` | × | 0 to 1 | 0.3 | 0.3 | 0.3003 |"))
    #expect(
      TuningKeyReference.markdown.contains(
        "| `dismiss.useSpring` |  | true / false | true | true | false | all |"))
  }

  /// Which presets use a key: classic moves the sheet along its curve, so the sheet spring
  /// is iOS's only; the glass exists only where the sheet floats (ios26).
  @Test func eachRowSaysWhichPresetsUseTheKey() {
    #expect(
      TuningKeyReference.markdown.contains(
        "| `springs.sheetResponse` | s | 0.05 to 3 | 0.4 | 0.4 | 0.4 | ios26, ios18 |"))
    #expect(
      TuningKeyReference.markdown.contains(
        "| `sheet.glass` |  | true / false | true | false | false | ios26 |"))
  }
}

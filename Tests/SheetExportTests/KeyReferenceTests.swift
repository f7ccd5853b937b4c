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
        "| `dismiss.useSpring` |  | true / false | true | true | false |"))
  }
}

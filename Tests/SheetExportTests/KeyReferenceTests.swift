import Foundation
import SheetExport
import SheetTuning
import Testing

/// The README's key reference is the table `playground tuning --keys` prints, made from
/// `Tuning.parameters`: a key added, renamed, re-ranged or re-described without updating the
/// README fails here (copy `playground tuning --keys` between the markers).
@Suite struct KeyReferenceTests {
  static let begin = "<!-- tuning-keys:begin (playground tuning --keys) -->\n"
  static let end = "<!-- tuning-keys:end -->"

  private func readmeTable() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    guard let start = readme.range(of: Self.begin), let stop = readme.range(of: Self.end),
      start.upperBound <= stop.lowerBound
    else {
      Issue.record("README.md has no key reference between the tuning-keys markers")
      return ""
    }
    return String(readme[start.upperBound..<stop.lowerBound])
  }

  @Test func readmeCarriesTheGeneratedTable() throws {
    let table = try readmeTable()
    let generated = TuningKeyReference.markdown
    let want = generated.split(separator: "\n")
    let got = table.split(separator: "\n")
    for (index, line) in want.enumerated() where index >= got.count || got[index] != line {
      Issue.record("README.md key reference row \(index + 1): expected \(line)")
      return
    }
    #expect(got.count == want.count, "README.md's table has rows the parameters do not")
  }

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

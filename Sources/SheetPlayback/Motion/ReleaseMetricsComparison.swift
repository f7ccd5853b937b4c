import Foundation

/// Says how a replay's releases differ from the recorded ones, in the words of a motion
/// review: "release 1 (frame 96, text.y): decision dismissed -> stayed; overshoot 12.3 ->
/// 18.1 pt; settles 0.42 -> 0.61 s". Releases are matched in order; one only one side has
/// is named as missing or extra.
public enum ReleaseMetricsComparison {
  /// One metric of a release, as a table row: its name and both values as shown.
  public struct Row: Hashable, Sendable {
    public var name: String
    /// The value as shown, without its unit; "(none)" for a release one side lacks.
    public var expected: String
    public var actual: String
    /// "pt", "pt/s", "s", or empty for the decision.
    public var unit: String
    public var differs: Bool
  }

  /// A metric's label, unit and digits after the point when shown.
  private struct Field {
    var name: String
    var unit: String
    var digits: Int
    var value: (ReleaseMetrics) -> Double
  }

  private static var fields: [Field] {
    [
      Field(name: "release velocity", unit: "pt/s", digits: 0, value: \.velocity),
      Field(name: "travel", unit: "pt", digits: 1, value: \.travel),
      Field(name: "overshoot", unit: "pt", digits: 1, value: \.overshoot),
      Field(name: "settles", unit: "s", digits: 2, value: \.settleSeconds),
      Field(name: "largest velocity jump", unit: "pt/s", digits: 0, value: \.velocityJump),
    ]
  }

  /// Every metric of a release pair (either may be missing), the decision first.
  public static func rows(expected: ReleaseMetrics?, actual: ReleaseMetrics?) -> [Row] {
    var rows = [
      Row(
        name: "decision", expected: expected?.decision ?? "(none)",
        actual: actual?.decision ?? "(none)", unit: "",
        differs: expected?.decision != actual?.decision)
    ]
    for field in fields {
      let want = expected.map(field.value)
      let got = actual.map(field.value)
      let (shownWant, shownGot) = shown(want, got, field)
      rows.append(
        Row(
          name: field.name, expected: shownWant ?? "(none)", actual: shownGot ?? "(none)",
          unit: field.unit, differs: want != got))
    }
    return rows
  }

  /// "decision dismissed -> stayed; overshoot 12.3 -> 18.1 pt", or nil when they agree.
  public static func summary(expected: ReleaseMetrics, actual: ReleaseMetrics) -> String? {
    let changed = rows(expected: expected, actual: actual).filter(\.differs)
    guard !changed.isEmpty else { return nil }
    return changed.map { row in
      "\(row.name) \(row.expected) -> \(row.actual)" + (row.unit.isEmpty ? "" : " \(row.unit)")
    }.joined(separator: "; ")
  }

  /// One line per release that differs, missing or is extra, in order.
  public static func lines(expected: [ReleaseMetrics], actual: [ReleaseMetrics]) -> [String] {
    var lines: [String] = []
    for index in 0..<max(expected.count, actual.count) {
      let want = index < expected.count ? expected[index] : nil
      let got = index < actual.count ? actual[index] : nil
      let label = "release \(index + 1)"
      switch (want, got) {
      case (let want?, let got?):
        guard let summary = summary(expected: want, actual: got) else { continue }
        let frames = want.frame == got.frame ? "\(want.frame)" : "\(want.frame) -> \(got.frame)"
        lines.append("\(label) (frame \(frames), \(want.element)): \(summary)")
      case (let want?, nil):
        lines.append(
          "\(label) (frame \(want.frame), \(want.element), \(want.decision)): missing in this run")
      case (nil, let got?):
        lines.append(
          "\(label) (frame \(got.frame), \(got.element), \(got.decision)): not in the recording")
      case (nil, nil):
        break
      }
    }
    return lines
  }

  /// The index of the first release that differs, is missing or is extra.
  public static func firstDiffering(expected: [ReleaseMetrics], actual: [ReleaseMetrics])
    -> Int?
  {
    (0..<max(expected.count, actual.count)).first { index in
      index >= expected.count || index >= actual.count || expected[index] != actual[index]
    }
  }

  /// Both values with the field's digits, or with as many more as it takes to tell them
  /// apart when they differ only beyond them.
  private static func shown(_ want: Double?, _ got: Double?, _ field: Field) -> (
    String?, String?
  ) {
    var digits = field.digits
    while true {
      let pair = (want.map { format($0, digits) }, got.map { format($0, digits) })
      if want == got || pair.0 != pair.1 || digits >= 9 { return pair }
      digits += 1
    }
  }

  private static func format(_ value: Double, _ digits: Int) -> String {
    let text = String(format: "%.\(digits)f", value)
    // "-0.0" reads as a difference where there is none.
    return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
  }
}

import Foundation

/// Says how a replay's releases differ from the recorded ones, in the words of a motion
/// review: "release 1 (frame 96, text.y): decision dismissed -> stayed; overshoot 12.3 ->
/// 18.1 pt; settles 0.42 -> 0.61 s". Releases are matched in order; one only one side has
/// is named as missing or extra.
///
/// Each metric is compared with a stated tolerance, half a unit of the last digit it is
/// printed with (``tolerance(of:)``: 0.5 pt/s, 0.05 pt, 0.005 s), so float noise such as
/// 328.99998 against 329.0 is no change and is neither listed nor failed; a change is
/// printed with the metric's digits (one more where those would read the same), and the
/// exact values stay in ``Row/exactExpected`` and ``Row/exactActual``.
public enum ReleaseMetricsComparison {
  /// One metric of a release, as a table row: its name and both values as shown.
  public struct Row: Hashable, Sendable {
    public var name: String
    /// The value as shown, without its unit; "(none)" for a release one side lacks.
    public var expected: String
    public var actual: String
    /// "pt", "pt/s", "s", or empty for the decision.
    public var unit: String
    /// Whether the values differ by more than the metric's tolerance (the decision: at all).
    public var differs: Bool
    /// The values with every digit Swift keeps (shortest round-trip form), for a report's
    /// "exact values"; equal to the shown ones for the decision.
    public var exactExpected: String
    public var exactActual: String
    /// The tolerance the values were compared with, as shown ("±0.05 pt"); empty for the
    /// decision.
    public var tolerance: String
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

  /// The largest difference of a metric that counts as no change: half a unit of its last
  /// printed digit.
  public static func tolerance(of digits: Int) -> Double { 0.5 / pow(10, Double(digits)) }

  /// Whether two values of a metric printed with `digits` are the same within its tolerance.
  static func same(_ want: Double, _ got: Double, digits: Int) -> Bool {
    abs(want - got) <= tolerance(of: digits) + 1e-12
  }

  /// Whether two releases are the same: decision, frame and element exactly, every metric
  /// within its tolerance.
  public static func same(_ expected: ReleaseMetrics, _ actual: ReleaseMetrics) -> Bool {
    expected.frame == actual.frame && expected.element == actual.element
      && expected.decision == actual.decision
      && fields.allSatisfy { field in
        same(field.value(expected), field.value(actual), digits: field.digits)
      }
  }

  /// Every metric of a release pair (either may be missing), the decision first.
  public static func rows(expected: ReleaseMetrics?, actual: ReleaseMetrics?) -> [Row] {
    var rows = [
      Row(
        name: "decision", expected: expected?.decision ?? "(none)",
        actual: actual?.decision ?? "(none)", unit: "",
        differs: expected?.decision != actual?.decision,
        exactExpected: expected?.decision ?? "(none)", exactActual: actual?.decision ?? "(none)",
        tolerance: "")
    ]
    for field in fields {
      let want = expected.map(field.value)
      let got = actual.map(field.value)
      let differs =
        switch (want, got) {
        case (let want?, let got?): !same(want, got, digits: field.digits)
        default: want != got
        }
      let (shownWant, shownGot) = shown(want, got, field, differs: differs)
      rows.append(
        Row(
          name: field.name, expected: shownWant ?? "(none)", actual: shownGot ?? "(none)",
          unit: field.unit, differs: differs,
          exactExpected: want.map { "\($0)" } ?? "(none)",
          exactActual: got.map { "\($0)" } ?? "(none)",
          tolerance: "±" + format(tolerance(of: field.digits), field.digits + 1) + " "
            + field.unit))
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

  /// The index of the first release that differs beyond the tolerances, is missing or is
  /// extra.
  public static func firstDiffering(expected: [ReleaseMetrics], actual: [ReleaseMetrics])
    -> Int?
  {
    (0..<max(expected.count, actual.count)).first { index in
      index >= expected.count || index >= actual.count || !same(expected[index], actual[index])
    }
  }

  /// Both values with the field's digits; a change that those digits would print as no
  /// change (two values either side of a rounding) gets one more.
  private static func shown(_ want: Double?, _ got: Double?, _ field: Field, differs: Bool)
    -> (String?, String?)
  {
    let pair = (want.map { format($0, field.digits) }, got.map { format($0, field.digits) })
    guard differs, pair.0 == pair.1 else { return pair }
    return (want.map { format($0, field.digits + 1) }, got.map { format($0, field.digits + 1) })
  }

  private static func format(_ value: Double, _ digits: Int) -> String {
    let text = String(format: "%.\(digits)f", value)
    // "-0.0" reads as a difference where there is none.
    return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
  }
}

import SheetJSON
import SheetSession

/// Field-by-field comparison of two state snapshots, as `playground test` reports a missed
/// checkpoint: each difference names the field's path (`presented[0].frame[1]`) and both
/// values as JSON text, in the order the fields are written.
///
/// It compares the snapshots' JSON documents rather than the Swift values, so a field added
/// to the snapshot is compared the day it is added, without anyone extending a comparator.
public enum StateComparison {
  /// One field whose values differ; `expected` or `actual` is `(missing)` when only one
  /// side has the field, and an array of another length differs as a whole.
  public struct Difference: Hashable, Sendable {
    public var path: String
    public var expected: String
    public var actual: String

    /// "presented[0].frame[1] expected 415, got 427.5"
    public var summary: String { "\(path) expected \(expected), got \(actual)" }
  }

  /// Every differing field, the first-written first; empty when the states are equal.
  public static func differences(
    expected: PlaygroundState, actual: PlaygroundState
  ) -> [Difference] {
    differences(expected: SessionState.single(expected), actual: .single(actual))
  }

  /// The same for session states: a compare session's fields are named
  /// `variants[1].presented[0].frame[1]`; a single state against a compare one differs as a
  /// whole at its top-level fields.
  public static func differences(
    expected: SessionState, actual: SessionState
  ) -> [Difference] {
    var found: [Difference] = []
    compare(
      StateSnapshotJSON.value(expected), StateSnapshotJSON.value(actual), path: "",
      into: &found)
    return found
  }

  private static func compare(
    _ expected: JSONValue, _ actual: JSONValue, path: String, into found: inout [Difference]
  ) {
    switch (expected, actual) {
    case (.object(let left, let leftKeys), .object(let right, let rightKeys)):
      for key in leftKeys + rightKeys.filter({ left[$0] == nil }) {
        let child = path.isEmpty ? key : "\(path).\(key)"
        switch (left[key], right[key]) {
        case (let want?, let got?): compare(want, got, path: child, into: &found)
        case (let want?, nil):
          found.append(Difference(path: child, expected: text(want), actual: "(missing)"))
        case (nil, let got?):
          found.append(Difference(path: child, expected: "(missing)", actual: text(got)))
        case (nil, nil): break
        }
      }
    case (.array(let left), .array(let right)) where left.count == right.count:
      for (index, pair) in zip(left, right).enumerated() {
        compare(pair.0, pair.1, path: "\(path)[\(index)]", into: &found)
      }
    default:
      if expected != actual {
        found.append(Difference(path: path, expected: text(expected), actual: text(actual)))
      }
    }
  }

  /// Compact JSON text of a value, for messages.
  static func text(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): JSONText.number(number)
    case .string(let string): JSONText.string(string)
    case .array(let elements): "[" + elements.map(text).joined(separator: ", ") + "]"
    case .object(let members, let keys):
      "{"
        + keys.map { "\(JSONText.string($0)): \(text(members[$0] ?? .null))" }
        .joined(separator: ", ") + "}"
    }
  }
}

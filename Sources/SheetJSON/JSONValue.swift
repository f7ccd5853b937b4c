/// A parsed JSON value, without lines: what recordings and snapshots are read into.
///
/// Package-wide, not public, on purpose: the project's contract is the recording, snapshot,
/// tuning and scene formats, not a general JSON API. A hand-written parser (rather than `JSONSerialization`) lets us keep
/// every number a `Double` parsed exactly once from its text, reject `NaN`, `Infinity` and
/// overflowing literals with a precise reason, bound nesting depth so hostile input cannot
/// overflow the stack, and report line and column of syntax errors.
package enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Duplicate keys are rejected by the parser, so a dictionary loses nothing; `keys` are the
  /// members' names in the order they were written, so a comparison of two documents can
  /// report the first difference in reading order.
  case object([String: JSONValue], keys: [String])

  /// The value's type with its article, for messages such as "must be a number (got a string)".
  package var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: JSONTree {
  package static func scalar(_ value: JSONScalar, line: Int) -> JSONValue {
    switch value {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    }
  }

  package static func array(_ elements: [JSONValue], line: Int) -> JSONValue {
    .array(elements)
  }

  package static func object(_ members: [JSONMember<JSONValue>], line: Int) -> JSONValue {
    // The reader refuses duplicate keys, so every key is new here.
    var values: [String: JSONValue] = [:]
    values.reserveCapacity(members.count)
    for member in members { values[member.key] = member.value }
    return .object(values, keys: members.map(\.key))
  }
}

/// A parsed JSON value.
///
/// Internal on purpose: the module's contract is the recording and snapshot formats, not a
/// general JSON API. A hand-written parser (rather than `JSONSerialization`) lets us keep
/// every number a `Double` parsed exactly once from its text, reject `NaN`, `Infinity` and
/// overflowing literals with a precise reason, bound nesting depth so hostile input cannot
/// overflow the stack, and report line and column of syntax errors.
enum JSONValue: Equatable, Sendable {
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
  var typeDescription: String {
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

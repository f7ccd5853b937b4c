/// What ``JSONReader`` builds a document into, so one strict parser serves both trees:
/// ``JSONValue`` drops the lines (recordings are read line by line, and fast), and
/// ``LocatedJSON`` keeps every value's (a scene's errors name the line of the element at
/// fault, however deep).
package protocol JSONTree {
  static func scalar(_ value: JSONScalar, line: Int) -> Self
  static func array(_ elements: [Self], line: Int) -> Self
  /// `members` in file order, their keys unique.
  static func object(_ members: [JSONMember<Self>], line: Int) -> Self
}

/// One member of an object as read: its key, the line the key is on, and its value.
package struct JSONMember<Value> {
  package var key: String
  package var line: Int
  package var value: Value

  package init(key: String, line: Int, value: Value) {
    self.key = key
    self.line = line
    self.value = value
  }
}

extension JSONMember: Equatable where Value: Equatable {}
extension JSONMember: Sendable where Value: Sendable {}

/// A value that is not a container.
package enum JSONScalar: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
}

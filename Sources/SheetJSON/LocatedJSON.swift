/// A JSON value that remembers the line it starts on, so a file people write by hand (a
/// scene) can name the line of the element at fault, however deep; ``JSONValue`` keeps no
/// lines, for recordings read line by line.
package struct LocatedJSON: Sendable, Equatable {
  /// What the value is; objects keep their members in file order.
  package indirect enum Value: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LocatedJSON])
    case object([JSONMember<LocatedJSON>])
  }

  package var value: Value
  /// The 1-based line the value starts on.
  package var line: Int

  package init(_ value: Value, line: Int) {
    self.value = value
    self.line = line
  }

  /// How the value's type is said in messages ("a string").
  package var typeName: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension LocatedJSON: JSONTree {
  package static func scalar(_ value: JSONScalar, line: Int) -> LocatedJSON {
    switch value {
    case .null: LocatedJSON(.null, line: line)
    case .bool(let flag): LocatedJSON(.bool(flag), line: line)
    case .number(let number): LocatedJSON(.number(number), line: line)
    case .string(let text): LocatedJSON(.string(text), line: line)
    }
  }

  package static func array(_ elements: [LocatedJSON], line: Int) -> LocatedJSON {
    LocatedJSON(.array(elements), line: line)
  }

  package static func object(_ members: [JSONMember<LocatedJSON>], line: Int) -> LocatedJSON {
    LocatedJSON(.object(members), line: line)
  }
}

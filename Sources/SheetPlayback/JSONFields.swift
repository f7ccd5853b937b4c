import SheetJSON

/// Reads the named fields of one JSON object with type checks, then reports leftovers.
///
/// Unknown fields are errors rather than ignored: in a hand-edited recording a misspelt
/// `"mod"` would otherwise silently drop the modifiers. New fields mean a new format version.
struct JSONFields {
  private let members: [String: JSONValue]
  /// Prefix for field names in messages ("font." inside the header's `font` object).
  private let prefix: String
  private var consumed: Set<String> = []

  /// `name` is the qualified name of the object itself, or nil for a top-level object.
  init(_ value: JSONValue, name: String?) throws(FieldError) {
    guard case .object(let members, _) = value else {
      if let name {
        throw FieldError(
          reason: "field \"\(name)\" must be an object (got \(value.typeDescription))")
      }
      throw FieldError(reason: "expected a JSON object, got \(value.typeDescription)")
    }
    self.members = members
    self.prefix = name.map { $0 + "." } ?? ""
  }

  /// The qualified name of `key` for messages.
  func name(_ key: String) -> String { prefix + key }

  func contains(_ key: String) -> Bool { members[key] != nil }

  var keys: Dictionary<String, JSONValue>.Keys { members.keys }

  mutating func optional(_ key: String) -> JSONValue? {
    consumed.insert(key)
    return members[key]
  }

  mutating func value(_ key: String) throws(FieldError) -> JSONValue {
    guard let value = optional(key) else {
      throw FieldError(reason: "missing field \"\(name(key))\"")
    }
    return value
  }

  mutating func number(_ key: String) throws(FieldError) -> Double {
    let value = try value(key)
    guard case .number(let number) = value else { throw typeError(key, "a number", value) }
    return number
  }

  mutating func integer(_ key: String) throws(FieldError) -> Int {
    let value = try value(key)
    guard case .number(let number) = value else { throw typeError(key, "an integer", value) }
    return try Self.integer(number, name: name(key))
  }

  mutating func string(_ key: String) throws(FieldError) -> String {
    let value = try value(key)
    guard case .string(let string) = value else { throw typeError(key, "a string", value) }
    return string
  }

  mutating func bool(_ key: String) throws(FieldError) -> Bool {
    let value = try value(key)
    guard case .bool(let bool) = value else { throw typeError(key, "a boolean", value) }
    return bool
  }

  mutating func array(_ key: String) throws(FieldError) -> [JSONValue] {
    let value = try value(key)
    guard case .array(let array) = value else { throw typeError(key, "an array", value) }
    return array
  }

  mutating func object(_ key: String) throws(FieldError) -> JSONFields {
    try JSONFields(value(key), name: name(key))
  }

  /// An array of exactly `count` numbers, described by `shape` (e.g. "[width, height]").
  mutating func numbers(_ key: String, count: Int, shape: String) throws(FieldError) -> [Double] {
    let elements = try array(key)
    var result: [Double] = []
    for element in elements {
      guard case .number(let number) = element else { break }
      result.append(number)
    }
    guard result.count == count, elements.count == count else {
      throw FieldError(reason: "field \"\(name(key))\" must be \(shape), \(count) numbers")
    }
    return result
  }

  /// Throws for the first (in sorted order, so messages are stable) field never asked for.
  func rejectUnknownFields() throws(FieldError) {
    let unknown = members.keys.filter { !consumed.contains($0) }
    if let first = unknown.min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      throw FieldError(reason: "unknown field \"\(name(first))\"")
    }
  }

  /// `number` as an `Int` when it is integral and exactly representable (|n| ≤ 2^53).
  static func integer(_ number: Double, name: String) throws(FieldError) -> Int {
    guard number == number.rounded(.towardZero), abs(number) <= 9_007_199_254_740_992 else {
      throw FieldError(
        reason: "field \"\(name)\" must be an integer (got \(JSONText.number(number)))")
    }
    return Int(number)
  }

  private func typeError(_ key: String, _ expected: String, _ value: JSONValue) -> FieldError {
    FieldError(reason: "field \"\(name(key))\" must be \(expected) (got \(value.typeDescription))")
  }
}

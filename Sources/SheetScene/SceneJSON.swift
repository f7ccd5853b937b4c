/// A JSON value that remembers the line it starts on, so a scene's errors name the line of
/// the element at fault, however deep (the recording parser keeps top-level lines only).
public struct SceneJSON: Sendable, Equatable {
  /// What the value is; objects keep their members in file order.
  public indirect enum Value: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SceneJSON])
    case object([(key: String, line: Int, value: SceneJSON)])

    public static func == (a: Value, b: Value) -> Bool {
      switch (a, b) {
      case (.null, .null): true
      case (.bool(let x), .bool(let y)): x == y
      case (.number(let x), .number(let y)): x == y
      case (.string(let x), .string(let y)): x == y
      case (.array(let x), .array(let y)): x == y
      case (.object(let x), .object(let y)):
        x.count == y.count
          && zip(x, y).allSatisfy { $0.key == $1.key && $0.line == $1.line && $0.value == $1.value }
      default: false
      }
    }
  }

  public var value: Value
  /// The 1-based line the value starts on.
  public var line: Int

  public init(_ value: Value, line: Int) {
    self.value = value
    self.line = line
  }

  /// How the value's type is said in messages ("a string").
  public var typeName: String {
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

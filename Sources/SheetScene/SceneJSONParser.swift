/// A strict JSON parser (RFC 8259) that keeps each value's line: duplicate keys, nesting
/// deeper than 32 and non-finite numbers are refused, as the recording parser does.
struct SceneJSONParser {
  static let maximumDepth = 32

  private let bytes: [UInt8]
  private var position = 0
  private var line = 1
  private var depth = 0

  /// Parses one whole document.
  static func parse(_ bytes: [UInt8]) throws(SceneError) -> SceneJSON {
    var parser = SceneJSONParser(bytes: bytes)
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.position == bytes.count else {
      throw parser.error("unexpected text after the scene's object")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func error(_ reason: String) -> SceneError {
    SceneError(line: line, reason: "malformed JSON: " + reason)
  }

  private mutating func parseValue() throws(SceneError) -> SceneJSON {
    skipWhitespace()
    guard position < bytes.count else { throw error("the file ends where a value should be") }
    let start = line
    switch bytes[position] {
    case UInt8(ascii: "{"): return SceneJSON(try parseObject(), line: start)
    case UInt8(ascii: "["): return SceneJSON(try parseArray(), line: start)
    case UInt8(ascii: "\""): return SceneJSON(.string(try parseString()), line: start)
    case UInt8(ascii: "t"): return SceneJSON(try literal("true", .bool(true)), line: start)
    case UInt8(ascii: "f"): return SceneJSON(try literal("false", .bool(false)), line: start)
    case UInt8(ascii: "n"): return SceneJSON(try literal("null", .null), line: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return SceneJSON(.number(try parseNumber()), line: start)
    default: throw error("unexpected character")
    }
  }

  private mutating func enter() throws(SceneError) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw error("nested deeper than 32 levels") }
    position += 1
  }

  private mutating func parseObject() throws(SceneError) -> SceneJSON.Value {
    try enter()
    defer { depth -= 1 }
    var members: [(key: String, line: Int, value: SceneJSON)] = []
    skipWhitespace()
    if consume(UInt8(ascii: "}")) { return .object(members) }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a key in quotes")
      }
      let keyLine = line
      let key = try parseString()
      guard !members.contains(where: { $0.key == key }) else {
        throw SceneError(line: keyLine, reason: "duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard consume(UInt8(ascii: ":")) else { throw error("expected ':' after a key") }
      members.append((key, keyLine, try parseValue()))
      skipWhitespace()
      if consume(UInt8(ascii: "}")) { return .object(members) }
      guard consume(UInt8(ascii: ",")) else { throw error("expected ',' or '}'") }
    }
  }

  private mutating func parseArray() throws(SceneError) -> SceneJSON.Value {
    try enter()
    defer { depth -= 1 }
    var elements: [SceneJSON] = []
    skipWhitespace()
    if consume(UInt8(ascii: "]")) { return .array(elements) }
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      if consume(UInt8(ascii: "]")) { return .array(elements) }
      guard consume(UInt8(ascii: ",")) else { throw error("expected ',' or ']'") }
    }
  }

  private mutating func parseString() throws(SceneError) -> String {
    position += 1
    var output: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = String(validating: output, as: UTF8.self) else {
          throw error("a string that is not UTF-8")
        }
        return text
      case UInt8(ascii: "\\"): try parseEscape(into: &output)
      case 0..<0x20: throw error("a control character inside a string")
      default: output.append(byte)
      }
    }
    throw error("a string without its closing quote")
  }

  private mutating func parseEscape(into output: inout [UInt8]) throws(SceneError) {
    guard position < bytes.count else { throw error("a string without its closing quote") }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "u"):
      guard position + 4 <= bytes.count,
        let text = String(validating: bytes[position..<position + 4], as: UTF8.self),
        let code = UInt32(text, radix: 16), let scalar = Unicode.Scalar(code)
      else { throw error("a \\u escape that is not a character") }
      position += 4
      output.append(contentsOf: Array(String(Character(scalar)).utf8))
    default: throw error("an unknown escape")
    }
  }

  private mutating func parseNumber() throws(SceneError) -> Double {
    let start = position
    while position < bytes.count,
      "+-.eE0123456789".utf8.contains(bytes[position])
    {
      position += 1
    }
    guard let text = String(validating: bytes[start..<position], as: UTF8.self),
      let number = Double(text), number.isFinite
    else { throw error("a malformed number") }
    return number
  }

  private mutating func literal(
    _ word: String, _ value: SceneJSON.Value
  ) throws(SceneError) -> SceneJSON.Value {
    let count = word.utf8.count
    guard position + count <= bytes.count,
      bytes[position..<position + count].elementsEqual(word.utf8)
    else { throw error("unexpected word") }
    position += count
    return value
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): position += 1
      case UInt8(ascii: "\n"):
        line += 1
        position += 1
      default: return
      }
    }
  }
}

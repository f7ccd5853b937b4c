/// A strict RFC 8259 parser over UTF-8 bytes, building the tree ``JSONParser`` asks for:
/// ``JSONValue`` for recordings (no lines kept), ``LocatedJSON`` for files people write by
/// hand (every value's line, so an error names the line of the element at fault).
///
/// Beyond the RFC it rejects duplicate object keys (ambiguous), numbers that overflow to
/// infinity (`1e999`), and nesting deeper than `JSONParser.maximumDepth` (so a 64 KiB line of `[` cannot
/// exhaust the stack). Numbers are converted with the standard library's correctly rounded
/// `Double(_:)`, so text written with `Double.description` reads back bit-identical.
struct JSONReader<Tree: JSONTree> {

  private let bytes: [UInt8]
  private let end: Int
  private var position: Int
  private var line = 1
  private var lineStart: Int
  private var depth = 0
  /// The keys of the top-level object as they are read, each with the line it starts on.
  private var topLevelKeyLines: [(key: String, line: Int)] = []

  private init(bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    self.end = range.upperBound
    self.position = range.lowerBound
    self.lineStart = range.lowerBound
  }

  /// Parses exactly one JSON value filling `range` of `bytes` (surrounding whitespace
  /// allowed), and the 1-based line each key of its top-level object starts on.
  static func parse(
    _ bytes: [UInt8], in range: Range<Int>
  ) throws(JSONParseError) -> (value: Tree, keyLines: [(key: String, line: Int)]) {
    var parser = JSONReader(bytes: bytes, range: range)
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.position < parser.end {
      throw parser.error("unexpected text after the value")
    }
    return (value, parser.topLevelKeyLines)
  }

  // MARK: - Values

  private mutating func parseValue() throws(JSONParseError) -> Tree {
    skipWhitespace()
    guard position < end else { throw endError() }
    let start = line
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .scalar(.string(try parseString()), line: start)
    case UInt8(ascii: "t"): return .scalar(try parseLiteral("true", .bool(true)), line: start)
    case UInt8(ascii: "f"): return .scalar(try parseLiteral("false", .bool(false)), line: start)
    case UInt8(ascii: "n"): return .scalar(try parseLiteral("null", .null), line: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .scalar(.number(try parseNumber()), line: start)
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw error("NaN and Infinity are not JSON numbers")
    default:
      throw error("unexpected \(describeByte(bytes[position]))")
    }
  }

  private mutating func parseLiteral(
    _ word: StaticString, _ value: JSONScalar
  ) throws(JSONParseError) -> JSONScalar {
    let count = word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { expected in
      var index = 0
      while index < count {
        guard position + index < end else { return false }
        if bytes[position + index] != expected[index] { return false }
        index += 1
      }
      return true
    }
    guard matches else {
      if end - position < count { throw endError() }
      throw error("unexpected \(describeByte(bytes[position]))")
    }
    position += count
    return value
  }

  private mutating func parseObject() throws(JSONParseError) -> Tree {
    let start = line
    try enterContainer()
    position += 1
    var members: [JSONMember<Tree>] = []
    var keys = Set<String>()
    skipWhitespace()
    if position < end, bytes[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object(members, line: start)
    }
    while true {
      skipWhitespace()
      guard position < end else { throw endError() }
      guard bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a quoted key, found \(describeByte(bytes[position]))")
      }
      let keyAt = (offset: position, line: line, lineStart: lineStart)
      let key = try parseString()
      if depth == 1 { topLevelKeyLines.append((key, keyAt.line)) }
      guard keys.insert(key).inserted else {
        throw JSONParseError(
          reason: "invalid JSON: duplicate key \"\(key)\" at column "
            + "\(keyAt.offset - keyAt.lineStart + 1)", line: keyAt.line, reachedEnd: false,
          lastTopLevelKey: topLevelKeyLines.last?.key,
          lastTopLevelKeyLine: topLevelKeyLines.last?.line)
      }
      try expect(UInt8(ascii: ":"), "':' after a key")
      members.append(JSONMember(key: key, line: keyAt.line, value: try parseValue()))
      skipWhitespace()
      guard position < end else { throw endError() }
      let next = bytes[position]
      position += 1
      if next == UInt8(ascii: "}") { break }
      guard next == UInt8(ascii: ",") else {
        position -= 1
        throw error("expected ',' or '}', found \(describeByte(next))")
      }
    }
    depth -= 1
    return .object(members, line: start)
  }

  private mutating func parseArray() throws(JSONParseError) -> Tree {
    let start = line
    try enterContainer()
    position += 1
    var elements: [Tree] = []
    skipWhitespace()
    if position < end, bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array(elements, line: start)
    }
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      guard position < end else { throw endError() }
      let next = bytes[position]
      position += 1
      if next == UInt8(ascii: "]") { break }
      guard next == UInt8(ascii: ",") else {
        position -= 1
        throw error("expected ',' or ']', found \(describeByte(next))")
      }
    }
    depth -= 1
    return .array(elements, line: start)
  }

  private mutating func enterContainer() throws(JSONParseError) {
    depth += 1
    if depth > JSONParser.maximumDepth {
      throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
    }
  }

  // MARK: - Numbers

  /// Checks the RFC grammar `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` before
  /// converting, because `Double(_:)` alone would also accept hex, "nan" and "inf".
  private mutating func parseNumber() throws(JSONParseError) -> Double {
    let start = position
    if bytes[position] == UInt8(ascii: "-") {
      position += 1
      if position < end, bytes[position] == UInt8(ascii: "I") {
        throw error("NaN and Infinity are not JSON numbers")
      }
    }
    guard position < end else { throw endError() }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < end, isDigit(bytes[position]) {
        throw error("numbers must not have leading zeros", at: start)
      }
    } else {
      try digits()
    }
    if position < end, bytes[position] == UInt8(ascii: ".") {
      position += 1
      try digits()
    }
    if peek(UInt8(ascii: "e"), or: UInt8(ascii: "E")) {
      position += 1
      if peek(UInt8(ascii: "+"), or: UInt8(ascii: "-")) { position += 1 }
      try digits()
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error("number \(text.prefix(40)) is out of range (not a finite double)", at: start)
    }
    return value
  }

  private mutating func digits() throws(JSONParseError) {
    guard position < end else { throw endError() }
    guard isDigit(bytes[position]) else {
      throw error("expected a digit, found \(describeByte(bytes[position]))")
    }
    while position < end, isDigit(bytes[position]) { position += 1 }
  }

  /// Whether the next byte is `first` or `second`.
  private func peek(_ first: UInt8, or second: UInt8) -> Bool {
    position < end && (bytes[position] == first || bytes[position] == second)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: - Strings

  private mutating func parseString() throws(JSONParseError) -> String {
    position += 1
    let start = position
    // Fast path: no escapes, the common case for every string this module writes.
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let text = try decodeUTF8(bytes[start..<position], at: start)
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      position += 1
    }
    var scalars = Array(bytes[start..<position])
    while position < end {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return try decodeUTF8(scalars[...], at: start)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &scalars)
      case 0..<0x20:
        throw error("control character \(describeByte(byte)) inside a string")
      default:
        scalars.append(byte)
        position += 1
      }
    }
    throw endError()
  }

  private mutating func parseEscape(into output: inout [UInt8]) throws(JSONParseError) {
    position += 1
    guard position < end else { throw endError() }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "u"):
      var code = try hexQuad()
      if (0xD800..<0xDC00).contains(code) {
        guard end - position >= 2, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else {
          if end - position < 2 { throw endError() }
          throw error("unpaired surrogate in \\u escape")
        }
        position += 2
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("unpaired surrogate in \\u escape")
        }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(code) {
        throw error("unpaired surrogate in \\u escape")
      }
      // Surrogates are excluded above, so the scalar always exists.
      guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
      output.append(contentsOf: String(scalar).utf8)
    default:
      position -= 1
      throw error("invalid escape \\\(describeByte(byte, quoted: false))")
    }
  }

  private mutating func hexQuad() throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < end else { throw endError() }
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid \\u escape: expected a hex digit")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private func decodeUTF8(
    _ slice: ArraySlice<UInt8>, at start: Int
  ) throws(JSONParseError) -> String {
    guard let text = String(validating: slice, as: UTF8.self) else {
      throw error("string is not valid UTF-8", at: start)
    }
    return text
  }

  // MARK: - Whitespace and errors

  private mutating func skipWhitespace() {
    while position < end {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        position += 1
      case UInt8(ascii: "\n"):
        position += 1
        line += 1
        lineStart = position
      default:
        return
      }
    }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(JSONParseError) {
    skipWhitespace()
    guard position < end else { throw endError() }
    guard bytes[position] == byte else {
      throw error("expected \(what), found \(describeByte(bytes[position]))")
    }
    position += 1
  }

  private func error(_ reason: String, at offset: Int? = nil) -> JSONParseError {
    let column = (offset ?? position) - lineStart + 1
    let atError = keyAtError
    return JSONParseError(
      reason: "invalid JSON: \(reason) at column \(column)", line: line, reachedEnd: false,
      lastTopLevelKey: atError ?? topLevelKeyLines.last?.key,
      lastTopLevelKeyLine: atError == nil ? topLevelKeyLines.last?.line : line)
  }

  /// A top-level key starting where parsing stopped (a missing comma stops right before
  /// one): the key a person is looking at on the error's line.
  private var keyAtError: String? {
    guard depth == 1, position < end, bytes[position] == UInt8(ascii: "\"") else { return nil }
    var probe = self
    guard let key = try? probe.parseString() else { return nil }
    probe.skipWhitespace()
    return probe.position < end && bytes[probe.position] == UInt8(ascii: ":") ? key : nil
  }

  private func endError() -> JSONParseError {
    JSONParseError(
      reason: "invalid JSON: unexpected end of text", line: line, reachedEnd: true,
      lastTopLevelKey: topLevelKeyLines.last?.key,
      lastTopLevelKeyLine: topLevelKeyLines.last?.line)
  }

  /// A printable rendering of one byte for messages that must stay on one line.
  private func describeByte(_ byte: UInt8, quoted: Bool = true) -> String {
    let text =
      (0x21..<0x7F).contains(byte)
      ? String(UnicodeScalar(byte)) : "\\x" + hexByte(byte)
    return quoted ? "'\(text)'" : text
  }

  private func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + digits : digits
  }
}

/// The project's one JSON parser (``JSONReader``), strict RFC 8259 plus: no duplicate keys,
/// no number that overflows, no nesting deeper than ``maximumDepth``; errors give line and
/// column. Recordings and snapshots read ``JSONValue``s; scenes read ``LocatedJSON``.
package enum JSONParser {
  /// Deep enough for any file the project reads (recordings nest 3 levels, scenes about 8),
  /// shallow enough to be safe on a secondary thread's small stack.
  package static let maximumDepth = 64

  /// Parses exactly one JSON value filling `range` of `bytes` (surrounding whitespace allowed).
  package static func parse(
    _ bytes: [UInt8], in range: Range<Int>
  ) throws(JSONParseError) -> JSONValue {
    try JSONReader<JSONValue>.parse(bytes, in: range).value
  }

  package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    try parse(bytes, in: 0..<bytes.count)
  }

  /// A whole document and the 1-based line each key of its top-level object starts on,
  /// which `JSONValue` does not keep: files people edit by hand name the line of a bad key.
  package static func parseDocument(
    _ bytes: [UInt8]
  ) throws(JSONParseError) -> (value: JSONValue, keyLines: [String: Int]) {
    let (value, keyLines) = try JSONReader<JSONValue>.parse(bytes, in: 0..<bytes.count)
    var lines: [String: Int] = [:]
    for entry in keyLines where lines[entry.key] == nil { lines[entry.key] = entry.line }
    return (value, lines)
  }

  /// A whole document with every value's line (a scene file).
  package static func parseLocated(_ bytes: [UInt8]) throws(JSONParseError) -> LocatedJSON {
    try JSONReader<LocatedJSON>.parse(bytes, in: 0..<bytes.count).value
  }
}

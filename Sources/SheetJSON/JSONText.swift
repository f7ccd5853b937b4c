/// Writing JSON scalars exactly the way the file formats require: one writer for the
/// recordings, tuning files and states, and the exports that write JSON (Figma's).
public enum JSONText {
  /// The shortest text that reads back as the identical `Double` (Swift's `description`),
  /// with a trailing ".0" dropped so integral values read naturally (`390`, `-0`).
  ///
  /// Every form `description` produces for finite values (`0.1`, `1e-05`, `1e+16`) is valid
  /// JSON. Non-finite values have no JSON spelling; callers validate before writing, and as a
  /// last resort they become `null`, which the readers reject instead of misreading.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// `value` quoted, escaping only what JSON requires (quote, backslash, control characters);
  /// everything else stays literal UTF-8 so files remain readable.
  public static func string(_ value: String) -> String {
    var result = "\""
    result.reserveCapacity(value.utf8.count + 2)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    result += "\""
    return result
  }
}

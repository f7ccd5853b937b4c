/// Makes text safe to print as one diagnostic line.
///
/// File names, font names and quoted values come from arguments and files a user (or an
/// attacker) controls: a newline there would forge a second stderr line, an escape sequence
/// would drive the terminal, and a 4 KiB path would bury the reason. So control characters
/// and Unicode line breaks are shown as `\n`, `\t`, `\u{1B}`…, and an over-long line keeps its
/// start (which names the file) and its end (the reason) around a "…".
public enum DiagnosticText {
  /// Longest line, in Unicode scalars, that `line` returns.
  public static let maximumLength = 600

  /// `text` as one printable line of at most ``maximumLength`` scalars.
  public static func line(_ text: String) -> String {
    let escaped = escape(text)
    let scalars = Array(escaped.unicodeScalars)
    guard scalars.count > maximumLength else { return escaped }
    let tail = maximumLength / 3
    let head = maximumLength - tail - 1
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[..<head])
    result.append("\u{2026}")
    result.append(contentsOf: scalars[(scalars.count - tail)...])
    return String(result)
  }

  /// `text` capped at `limit` scalars (with "…"), escaped: for one value quoted in a message.
  public static func quoted(_ text: String, limit: Int = 120) -> String {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > limit else { return escape(text) }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[..<max(0, limit - 1)])
    result.append("\u{2026}")
    return escape(String(result))
  }

  /// Control characters (C0, DEL, C1) and line/paragraph separators as visible escapes.
  public static func escape(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A: result.append(contentsOf: "\\n".unicodeScalars)
      case 0x0D: result.append(contentsOf: "\\r".unicodeScalars)
      case 0x09: result.append(contentsOf: "\\t".unicodeScalars)
      case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result.append(contentsOf: "\\u{\(hex)}".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}

/// Text made safe for element content and double-quoted attributes, for the HTML report and
/// the JUnit file: both escape the same markup characters and drop the control characters
/// XML 1.0 cannot hold; they differ only in line breaks and tabs (the JUnit file writes them
/// as character references, so attribute values keep them) and the apostrophe (HTML's
/// single-quoted script strings).
enum MarkupText {
  /// Which document the text goes into.
  enum Dialect {
    case html, xml
  }

  static func escape(_ text: String, for dialect: Dialect) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'" where dialect == .html: out += "&#39;"
      case "\n" where dialect == .xml: out += "&#10;"
      case "\t" where dialect == .xml: out += "&#9;"
      case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t": out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

/// Text made safe for the HTML report.
enum HTMLText {
  static func escape(_ text: String) -> String { MarkupText.escape(text, for: .html) }
}

import Foundation

/// How numbers are written into exports. Code gets the shortest text that reads back as the
/// same `Double` (or `Float` for `Float` APIs), so an exact form stays exact; comments get
/// three significant digits. Fidelity is measured on the numbers read back from this text, so
/// whatever the printing rounds away is in the reported error.
public enum ExportNumber {
  /// The shortest round-trip text of `value`, with a decimal point (`1.0`, `0.35`,
  /// `157.91367041742973`).
  public static func double(_ value: Double) -> String {
    let text = value.description
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }

  /// The shortest round-trip text of `Float(value)`, without a suffix (`0.35`).
  public static func float(_ value: Double) -> String {
    let text = Float(value).description
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }

  /// `value` with at most `places` decimals, trailing zeros removed (`0.5`, `12.25`, `1`):
  /// for CSS, where stops do not need 17 digits.
  public static func fixed(_ value: Double, places: Int) -> String {
    var text = String(format: "%.\(places)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// Three significant digits for comments: `0.0012`, `3.4e-10`, `797`.
  public static func short(_ value: Double) -> String {
    if value == 0 { return "0" }
    if abs(value) < 1e-3 || abs(value) >= 1e6 {
      return String(format: "%.3g", value)
    }
    return fixed(value, places: max(0, 2 - Int(Foundation.floor(Foundation.log10(abs(value))))))
  }

  /// The number `text` spells (as written by this type), for measuring what was exported.
  public static func parse(_ text: String) -> Double {
    Double(text.hasSuffix("f") ? String(text.dropLast()) : text) ?? .nan
  }
}

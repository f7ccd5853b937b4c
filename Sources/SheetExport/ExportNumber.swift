import Foundation

/// How numbers are written into exports. Code gets 16 significant digits, one short of a
/// `Double`'s round trip, so a tuning's 0.58 becomes a bounce of 0.42 rather than the
/// 0.42000000000000004 that 1 − 0.58 is in binary, while a derived stiffness keeps all the
/// digits it has (`Float` APIs get the shortest text of the `Float`); comments get three
/// significant digits. Fidelity is measured on the numbers read back from this text, so
/// whatever the printing rounds away is in the reported error.
public enum ExportNumber {
  /// `value` to 16 significant digits, with a decimal point (`1.0`, `0.35`, `0.42`,
  /// `333.3333333333333`); the shortest round-trip text where 16 digits would change it by
  /// more than a part in 10^13 (never, for finite values of ordinary size).
  public static func double(_ value: Double) -> String {
    var text = String(format: "%.16g", value)
    if let readBack = Double(text), abs(readBack - value) > abs(value) * 1e-13 {
      text = value.description
    }
    return text.contains(".") || text.contains("e") || text.contains("inf")
      || text.contains("nan") ? text : text + ".0"
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

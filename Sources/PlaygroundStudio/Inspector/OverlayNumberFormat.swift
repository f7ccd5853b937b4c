/// Fixed-decimal number text for the overlays, without Foundation's formatters: values in
/// the panel and HUD keep their width while they change, so the eye can follow them.
package enum OverlayNumberFormat {
  /// `value` rounded to `decimals` places: `fixed(0.35, decimals: 3)` is "0.350".
  package static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.description }
    let places = max(0, min(decimals, 9))
    var scale: Int64 = 1
    for _ in 0..<places { scale *= 10 }
    let magnitude = (abs(value) * Double(scale)).rounded()
    guard magnitude < 9e15 else { return value.description }
    let scaled = Int64(magnitude)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    let whole = String(scaled / scale)
    guard places > 0 else { return sign + whole }
    let fraction = String(scaled % scale)
    return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// The shortest text that reads back as `value`, integral ones without ".0": "0.05", "2".
  package static func plain(_ value: Double) -> String {
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// A duration in milliseconds with one decimal, e.g. "16.7 ms".
  package static func milliseconds(_ value: Double) -> String {
    fixed(value, decimals: 1) + " ms"
  }
}

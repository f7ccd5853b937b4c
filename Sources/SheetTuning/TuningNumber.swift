/// How tuning values read in messages and the panel, without Foundation's formatters: the
/// shortest text that reads back as the same `Double`, with a trailing ".0" dropped.
public enum TuningNumber {
  /// `0.35`, `1000`, `-0`, `nan`, `inf`.
  public static func text(_ value: Double) -> String {
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// `0.01...5 s`, or `0...1` without a unit.
  public static func text(_ range: ClosedRange<Double>, unit: String) -> String {
    let bounds = text(range.lowerBound) + "..." + text(range.upperBound)
    return unit.isEmpty ? bounds : bounds + " " + unit
  }
}

/// Where an axis of the motion plot puts its ticks: round numbers (1, 2 or 5 times a power
/// of ten apart) inside a range, at most a given count, each value exactly the decimal it
/// prints as (0.3, not 0.30000000000000004), so labels and tests read the same numbers.
package struct PlotTicks: Equatable, Sendable {
  /// The tick values, ascending.
  package let values: [Double]
  /// Decimal places that print every value exactly.
  package let decimals: Int

  /// Ticks inside `range` (both ends included), as many as fit `maximumCount` with the
  /// finest round step; none for an empty or non-finite range.
  package init(in range: ClosedRange<Double>, maximumCount: Int) {
    let span = range.upperBound - range.lowerBound
    guard span > 0, span.isFinite, maximumCount > 0 else {
      values = []
      decimals = 0
      return
    }
    // A power of ten near the step: the span holds between a tenth of the count and ten
    // times it.
    var exponent = 0
    var unit = 1.0
    while span / unit > Double(maximumCount) * 10 { (unit, exponent) = (unit * 10, exponent + 1) }
    while span / unit < Double(maximumCount) / 10, exponent > -12 {
      (unit, exponent) = (unit / 10, exponent - 1)
    }
    // The finest round step whose ticks inside the range are few enough (the coarsest
    // candidate always is: its step is longer than the range).
    var chosen: (multiple: Int, exponent: Int, ticks: ClosedRange<Int>?) = (5, exponent + 1, nil)
    search: for candidateExponent in (exponent - 1)...(exponent + 1) {
      for multiple in [1, 2, 5] {
        let ticks = Self.indices(range, step: Self.value(multiple, exponent: candidateExponent))
        if (ticks?.count ?? 0) <= maximumCount {
          chosen = (multiple, candidateExponent, ticks)
          break search
        }
      }
    }
    values = (chosen.ticks.map(Array.init) ?? []).map {
      Self.value($0 * chosen.multiple, exponent: chosen.exponent)
    }
    decimals = max(0, -chosen.exponent)
  }

  /// The multiples of `step` inside `range`, as indices; nil when none is.
  private static func indices(_ range: ClosedRange<Double>, step: Double) -> ClosedRange<Int>? {
    let first = (range.lowerBound / step).rounded(.up)
    let last = (range.upperBound / step).rounded(.down)
    guard first <= last, abs(first) < 1e9, abs(last) < 1e9 else { return nil }
    return Int(first)...Int(last)
  }

  /// `count` × 10^`exponent`, correctly rounded: a negative exponent divides by an exact
  /// power of ten instead of multiplying by an inexact tenth.
  package static func value(_ count: Int, exponent: Int) -> Double {
    var power = 1.0
    for _ in 0..<abs(exponent) { power *= 10 }
    return exponent < 0 ? Double(count) / power : Double(count) * power
  }

  /// The value as its label prints it.
  package func label(_ value: Double) -> String {
    OverlayNumberFormat.fixed(value, decimals: decimals)
  }
}

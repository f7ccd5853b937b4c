import SheetEngine
import SheetTuning

/// Maps a tuning parameter's range onto a slider's travel, and snaps dragged values to a
/// round step (about 1/300 of the range, a power of ten) so a drag lands on 0.35, not on
/// 0.3512345, and the value text keeps a fixed number of decimals.
struct SliderScale: Hashable, Sendable {
  let parameter: TuningParameter
  /// The power of ten of the step: -2 means steps of 0.01.
  let stepExponent: Int

  package init(parameter: TuningParameter) {
    self.parameter = parameter
    let span = parameter.range.upperBound - parameter.range.lowerBound
    var exponent = 0
    if span > 0 {
      let target = span / 300
      var step = 1.0
      while step > target {
        step /= 10
        exponent -= 1
      }
      while step * 10 <= target {
        step *= 10
        exponent += 1
      }
    }
    stepExponent = parameter.kind == .double ? exponent : max(exponent, 0)
  }

  /// Decimal places the value is shown with.
  package var decimals: Int { max(0, -stepExponent) }

  /// Where `value` sits along the travel, 0...1.
  package func fraction(of value: Double) -> Double {
    let range = parameter.range
    let span = range.upperBound - range.lowerBound
    guard span > 0 else { return 0 }
    return min(max((value - range.lowerBound) / span, 0), 1)
  }

  /// The value at `fraction` of the travel, snapped to the step. Not yet clamped to the
  /// range or the parameter's kind: `Tuning.clampValue` does that.
  package func value(atFraction fraction: Double) -> Double {
    let range = parameter.range
    let raw =
      range.lowerBound + min(max(fraction, 0), 1) * (range.upperBound - range.lowerBound)
    var power = 1.0
    for _ in 0..<abs(stepExponent) { power *= 10 }
    // Dividing by an exact power of ten gives the double nearest the decimal (0.35), where
    // multiplying by 0.01 would not (0.35000000000000003).
    return stepExponent < 0 ? (raw * power).rounded() / power : (raw / power).rounded() * power
  }

  /// The size of one step: 10 to the ``stepExponent``.
  package var step: Double {
    var step = 1.0
    for _ in 0..<abs(stepExponent) { step *= 10 }
    return stepExponent < 0 ? 1 / step : step
  }

  /// How close (in the parameter's unit) a dragged value must come to the preset's to
  /// take it exactly: half a step, or half a percent of the range, about a point of a
  /// slider's travel, since a pointer moves in whole points and one point is often more
  /// than a step.
  var presetMagnet: Double {
    max(step / 2, (parameter.range.upperBound - parameter.range.lowerBound) / 200)
  }

  /// `value`, or `presetValue` itself when `value` is within ``presetMagnet`` of it. No
  /// round step lands on preset values such as 2/3 or 1/3.33, and a pointer rarely on the
  /// exact point of 0.35, so without this a drag back to the preset's place would leave
  /// 0.667 behind: an override Save would write though the panel shows the preset's value.
  func restoringPreset(_ value: Double, presetValue: Double) -> Double {
    abs(value - presetValue) <= presetMagnet ? presetValue : value
  }

  /// The value as the panel shows it: "0.350 s", "20", "on".
  package func text(for value: Double) -> String {
    let number: String
    switch parameter.kind {
    case .bool: return value != 0 ? "on" : "off"
    case .int: number = OverlayNumberFormat.fixed(value, decimals: 0)
    case .double: number = OverlayNumberFormat.fixed(value, decimals: decimals)
    }
    return parameter.unit.isEmpty ? number : number + " " + parameter.unit
  }
}

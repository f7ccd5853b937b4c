extension DeterministicMath {
  /// x raised to the power y, as C's `pow` (its special cases are C99 Annex F's), within
  /// about 0.52 ulp of the exact value (measured).
  ///
  /// y = 1, 2 and -1 are the correctly rounded x, x * x and 1 / x. Otherwise
  /// |x|^y = e^(y ln |x|) with ln |x| in double-double, so that y ln |x| (up to 745 in size)
  /// keeps the 2^-60 the exponential needs. Powers of two to integer powers come out exact
  /// (pow(2, 10) = 1024).
  ///
  /// Special cases: pow(x, ±0) = 1 and pow(1, y) = 1 even for NaN; otherwise NaN in gives
  /// NaN; a negative finite x with a non-integer y gives NaN; a negative x with an odd integer
  /// y gives the negated result; ±0 and ±infinity give 0 or infinity (signed for odd y);
  /// pow(-1, ±infinity) = 1, and y = ±infinity gives 0 or +infinity by whether |x| < 1.
  public static func pow(_ x: Double, _ y: Double) -> Double {
    if y == 0 || x == 1 { return 1 }
    if y == 1 { return x }
    if y == 2 { return x * x }
    if y == -1 { return 1 / x }
    if x.isNaN || y.isNaN { return .nan }
    if y.isInfinite {
      let magnitude = abs(x)
      if magnitude == 1 { return 1 }
      return (magnitude < 1) == (y < 0) ? .infinity : 0
    }
    let isInteger = y.rounded(.towardZero) == y
    let isOddInteger = isInteger && abs(y) < 0x1p53 && (y * 0.5).rounded(.towardZero) != y * 0.5
    var sign = 1.0
    var base = x
    if x.sign == .minus {
      if x.isFinite && x != 0 && !isInteger { return .nan }
      if isOddInteger { sign = -1 }
      base = -x
    }
    if base == 0 { return sign * (y < 0 ? .infinity : 0) }
    if base == .infinity { return sign * (y < 0 ? 0 : .infinity) }
    let logBase = logDoubleDouble(base)
    let exponentHigh = y * logBase.high
    if exponentHigh > 709.8 { return sign * .infinity }
    if exponentHigh < -745.2 { return sign * 0 }
    return sign * exp(of: logBase * y)
  }
}

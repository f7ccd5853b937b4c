extension DeterministicMath {
  /// The natural logarithm, within about 0.5 ulp of the exact value.
  ///
  /// Special cases: NaN and negative x give NaN, ±0 gives -infinity, +infinity itself;
  /// subnormal x is scaled into the normal range first, so it is as accurate as any other.
  public static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x == .infinity { return x }
    return logDoubleDouble(x).value
  }

  /// ln x in double-double (relative error about 2^-70) for finite x > 0: the accuracy `pow`
  /// needs, since y ln x may be hundreds and its error becomes the result's relative error.
  ///
  /// x = 2^e m with m in [√½, √2), f = m - 1 (exact, Sterbenz), and
  /// ln m = 2 atanh(s) = 2s + 2s³/3 + 2s⁵/5 + ... with s = f / (2 + f), |s| <= 0.1716.
  /// s, s² and the first two terms of the series are double-double; the rest, under 2^-18 of
  /// the sum, is plain double. The series stops at s^27 (the next term is below 2^-72).
  static func logDoubleDouble(_ x: Double) -> DoubleDouble {
    var exponent = 0
    var normal = x
    if normal < 0x1p-1022 {
      normal *= 0x1p54
      exponent = -54
    }
    let bits = normal.bitPattern
    exponent += Int((bits >> 52) & 0x7ff) - 1023
    var m = Double(bitPattern: (bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000)
    if m > 0x1.6a09e667f3bcdp+0 {
      m *= 0.5
      exponent += 1
    }
    let f = m - 1
    let denominator = DoubleDouble.fastSum(2, f)
    let sHigh = f / denominator.high
    let back = DoubleDouble.product(sHigh, denominator.high)
    let remainder = ((f - back.high) - back.low) - sHigh * denominator.low
    let s = DoubleDouble.fastSum(sHigh, remainder / denominator.high)
    let square = s * s
    var rest = logSeries[logSeries.count - 1]
    for coefficient in logSeries.dropLast().reversed() {
      rest = coefficient + square.high * rest
    }
    var series = twoFifths + square * rest
    series = twoThirds + square * series
    let logM = DoubleDouble(2 * s.high, 2 * s.low) + s * square * series
    if exponent == 0 { return logM }
    return ln2 * Double(exponent) + logM
  }

  private static let twoThirds = DoubleDouble(0x1.5555555555555p-1, 0x1.5555555555555p-55)
  private static let twoFifths = DoubleDouble(0x1.999999999999ap-2, -0x1.999999999999ap-56)
  /// 2/7, 2/9, ..., 2/27: the series' coefficients after the double-double ones.
  private static let logSeries: [Double] = [
    0x1.2492492492492p-2, 0x1.c71c71c71c71cp-3, 0x1.745d1745d1746p-3, 0x1.3b13b13b13b14p-3,
    0x1.1111111111111p-3, 0x1.e1e1e1e1e1e1ep-4, 0x1.af286bca1af28p-4, 0x1.8618618618618p-4,
    0x1.642c8590b2164p-4, 0x1.47ae147ae147bp-4, 0x1.2f684bda12f68p-4,
  ]
}

extension DeterministicMath {
  /// e^x, within about 0.51 ulp of the exact value (measured).
  ///
  /// Special cases: NaN stays NaN; e^x overflows to +infinity above ln(greatestFiniteMagnitude)
  /// ≈ 709.78 and is 0 below -745.2; e^(±0) = 1. Results below 2^-1022 (x < -708.4) are
  /// subnormal and rounded twice, so they may be 1 ulp (of the subnormal) off.
  public static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.8 { return .infinity }
    if x < -745.2 { return 0 }
    return exp(of: DoubleDouble(x))
  }

  /// e^(z.high + z.low) for |z.high| <= 745.2: the shared tail of `exp` and `pow`.
  ///
  /// Cody and Waite's reduction: z = k ln 2 + r with |r| <= ln 2 / 2, then e^z = 2^k e^r.
  /// `ln2High` has 42 significant bits, so k ln2High is exact for |k| < 2^11, and the
  /// subtraction is exact too (Sterbenz); what ln2High misses is carried in the low part.
  static func exp(of z: DoubleDouble) -> Double {
    let k = (z.high * inverseLn2).rounded()
    let reducedHigh = z.high - k * ln2High
    let reducedLow = z.low - k * ln2Low
    let reduced = DoubleDouble.sum(reducedHigh, reducedLow)
    return scaled(expNearZero(reduced), by: Int(k))
  }

  /// e^(r.high + r.low) for |r| <= ln 2 / 2 + a little.
  ///
  /// e^a = 1 + a + a²/2 + a³ P(a): the 1 + a + a²/2 is summed in double-double (a² exactly by
  /// Dekker's product), so only the cubic tail, under 0.007, is rounded in plain double and
  /// its error stays below 2^-59. P is Taylor's series to a^14 (its remainder, a^15/15!, is
  /// below 2^-62 on this interval). The low part c of r enters as c e^a ≈ c (1 + a + a²/2).
  private static func expNearZero(_ r: DoubleDouble) -> Double {
    let a = r.high
    let square = DoubleDouble.product(a, a)
    let halfSquareHigh = square.high * 0.5
    var tail = expTaylor[expTaylor.count - 1]
    for coefficient in expTaylor.dropLast().reversed() {
      tail = coefficient + a * tail
    }
    let cubic = a * square.high * tail
    let head = DoubleDouble.sum(a, halfSquareHigh)
    let correction = r.low + r.low * (a + halfSquareHigh)
    let low = head.low + square.low * 0.5 + cubic + correction
    let minusOne = DoubleDouble.fastSum(head.high, low)
    let result = DoubleDouble.fastSum(1, minusOne.high)
    return result.high + (result.low + minusOne.low)
  }

  /// y 2^k for k from -1076 to 1024, with one rounding where the result is subnormal.
  private static func scaled(_ y: Double, by k: Int) -> Double {
    if k > 1023 { return y * 0x1p1023 * powerOfTwo(k - 1023) }
    if k < -1022 { return y * powerOfTwo(k + 1000) * 0x1p-1000 }
    return y * powerOfTwo(k)
  }

  /// 2^n for n in -1022...1023, built from its bits.
  private static func powerOfTwo(_ n: Int) -> Double {
    Double(bitPattern: UInt64(n + 1023) << 52)
  }

  /// 1/3!, 1/4!, ..., 1/14!: Taylor's coefficients of e^a from the cubic term on.
  private static let expTaylor: [Double] = [
    0x1.5555555555555p-3, 0x1.5555555555555p-5, 0x1.1111111111111p-7, 0x1.6c16c16c16c17p-10,
    0x1.a01a01a01a01ap-13, 0x1.a01a01a01a01ap-16, 0x1.71de3a556c734p-19, 0x1.27e4fb7789f5cp-22,
    0x1.ae64567f544e4p-26, 0x1.1eed8eff8d898p-29, 0x1.6124613a86d09p-33, 0x1.93974a8c07c9dp-37,
  ]
}

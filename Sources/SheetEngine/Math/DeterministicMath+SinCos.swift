extension DeterministicMath {
  /// The largest |x| whose reduction by π/2 is exact in its first two steps (2^20 π/2 ≈
  /// 1.65e6): up to here `sin` and `cos` are within about 0.56 ulp of
  /// the exact value (measured). Beyond it they stay
  /// deterministic but lose accuracy, and beyond 2^52 they mean nothing (the engine's angles,
  /// ω t of a spring, are a few hundred radians at most).
  public static let maximumReducibleAngle = 0x1p20 * halfPiPart1

  /// The sine of x radians. NaN and ±infinity give NaN; sin(±0) = ±0 (and sin x = x for
  /// |x| < 2^-27, where that is the correctly rounded value).
  public static func sin(_ x: Double) -> Double {
    if !x.isFinite { return .nan }
    if abs(x) < 0x1p-27 { return x }
    let (quadrant, r) = reducedByHalfPi(x)
    switch quadrant {
    case 0: return sinNearZero(r)
    case 1: return cosNearZero(r)
    case 2: return -sinNearZero(r)
    default: return -cosNearZero(r)
    }
  }

  /// The cosine of x radians. NaN and ±infinity give NaN; cos x = 1 for |x| < 2^-27.
  public static func cos(_ x: Double) -> Double {
    if !x.isFinite { return .nan }
    if abs(x) < 0x1p-27 { return 1 }
    let (quadrant, r) = reducedByHalfPi(x)
    switch quadrant {
    case 0: return cosNearZero(r)
    case 1: return -sinNearZero(r)
    case 2: return -cosNearZero(r)
    default: return sinNearZero(r)
    }
  }

  /// x = n π/2 + r with |r| <= π/4 (a little more after rounding), r in double-double and
  /// n mod 4. Cody and Waite: n halfPiPart1 and n halfPiPart2 are exact for |n| <= 2^20, the
  /// first difference is exact (Sterbenz) and the second is kept exactly by a two-sum.
  private static func reducedByHalfPi(_ x: Double) -> (Int, DoubleDouble) {
    let n = (x * twoOverPi).rounded()
    let first = x - n * halfPiPart1
    let second = DoubleDouble.sum(first, -(n * halfPiPart2))
    let r = second + -(n * halfPiPart3)
    let quadrant = n.magnitude < 0x1p52 ? Int(n) & 3 : 0
    return (quadrant, r)
  }

  /// sin(a + b) for |a| <= π/4 + a little, |b| <= ulp(a): a - a³/6 in double-double, the
  /// rest of Taylor's series (to a^19, remainder below 2^-63 of a) in double, and b cos a to
  /// second order.
  private static func sinNearZero(_ r: DoubleDouble) -> Double {
    let a = r.high
    let square = DoubleDouble.product(a, a)
    let a2 = square.high
    var tail = sinTaylor[sinTaylor.count - 1]
    for coefficient in sinTaylor.dropLast().reversed() {
      tail = coefficient + a2 * tail
    }
    let fifth = a * a2 * a2 * tail
    let cube = square * a
    let head = DoubleDouble(a) + -(cube * oneSixth)
    return (head + (fifth + r.low * (1 - 0.5 * a2))).value
  }

  /// cos(a + b) for |a| <= π/4 + a little, |b| <= ulp(a): 1 - a²/2 in double-double, the rest
  /// of Taylor's series (to a^20, remainder below 2^-66) in double, and -b sin a to first
  /// order.
  private static func cosNearZero(_ r: DoubleDouble) -> Double {
    let a = r.high
    let square = DoubleDouble.product(a, a)
    let a2 = square.high
    var tail = cosTaylor[cosTaylor.count - 1]
    for coefficient in cosTaylor.dropLast().reversed() {
      tail = coefficient + a2 * tail
    }
    let fourth = a2 * a2 * tail
    let head = DoubleDouble(1) + -DoubleDouble(0.5 * square.high, 0.5 * square.low)
    return (head + (fourth - r.low * a)).value
  }

  private static let oneSixth = DoubleDouble(0x1.5555555555555p-3, 0x1.5555555555555p-57)
  /// 1/5!, -1/7!, ..., -1/19!.
  private static let sinTaylor: [Double] = [
    0x1.1111111111111p-7, -0x1.a01a01a01a01ap-13, 0x1.71de3a556c734p-19, -0x1.ae64567f544e4p-26,
    0x1.6124613a86d09p-33, -0x1.ae7f3e733b81fp-41, 0x1.952c77030ad4ap-49, -0x1.2f49b46814157p-57,
  ]
  /// 1/4!, -1/6!, ..., 1/20!.
  private static let cosTaylor: [Double] = [
    0x1.5555555555555p-5, -0x1.6c16c16c16c17p-10, 0x1.a01a01a01a01ap-16, -0x1.27e4fb7789f5cp-22,
    0x1.1eed8eff8d898p-29, -0x1.93974a8c07c9dp-37, 0x1.ae7f3e733b81fp-45, -0x1.6827863b97d97p-53,
    0x1.e542ba4020225p-62,
  ]
}

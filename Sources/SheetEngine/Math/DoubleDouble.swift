/// An unevaluated sum `high + low` of two doubles with |low| <= ulp(high) / 2: about 106 bits,
/// for the steps of ``DeterministicMath`` where one double's 53 would lose the last bit.
///
/// The error-free transformations are Knuth's two-sum and Dekker's product (Veltkamp's split
/// instead of a fused multiply-add, which not every machine has and which Swift never
/// contracts to). Splitting overflows above about 2^996; the callers stay far below.
struct DoubleDouble: Sendable {
  var high: Double
  var low: Double

  init(_ high: Double, _ low: Double = 0) {
    self.high = high
    self.low = low
  }

  /// `a + b` exactly, for any order of magnitude (Knuth).
  static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    let bVirtual = s - a
    let aVirtual = s - bVirtual
    return DoubleDouble(s, (a - aVirtual) + (b - bVirtual))
  }

  /// `a + b` exactly when |a| >= |b| or a is 0 (Dekker's fast two-sum).
  static func fastSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let s = a + b
    return DoubleDouble(s, b - (s - a))
  }

  /// `a * b` exactly (Dekker), without a fused multiply-add.
  static func product(_ a: Double, _ b: Double) -> DoubleDouble {
    let p = a * b
    let (aHigh, aLow) = split(a)
    let (bHigh, bLow) = split(b)
    let error = ((aHigh * bHigh - p) + aHigh * bLow + aLow * bHigh) + aLow * bLow
    return DoubleDouble(p, error)
  }

  /// Veltkamp's split into two halves of 26 bits each, whose products are exact.
  private static func split(_ a: Double) -> (Double, Double) {
    let c = 134_217_729.0 * a  // 2^27 + 1
    let high = c - (c - a)
    return (high, a - high)
  }

  /// The sum rounded once to a double.
  var value: Double { high + low }

  static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let s = sum(a.high, b.high)
    let t = sum(a.low, b.low)
    let first = fastSum(s.high, s.low + t.high)
    return fastSum(first.high, first.low + t.low)
  }

  static func + (a: DoubleDouble, b: Double) -> DoubleDouble {
    let s = sum(a.high, b)
    return fastSum(s.high, s.low + a.low)
  }

  static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let p = product(a.high, b.high)
    return fastSum(p.high, p.low + (a.high * b.low + a.low * b.high))
  }

  static func * (a: DoubleDouble, b: Double) -> DoubleDouble {
    let p = product(a.high, b)
    return fastSum(p.high, p.low + a.low * b)
  }

  static prefix func - (a: DoubleDouble) -> DoubleDouble {
    DoubleDouble(-a.high, -a.low)
  }
}

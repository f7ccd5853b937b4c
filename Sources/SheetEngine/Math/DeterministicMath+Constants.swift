extension DeterministicMath {
  /// ln 2 cut to 42 significant bits, so its products with exponents up to 2^11 are exact.
  static let ln2High = 0x1.62e42fefa3800p-1
  /// ln 2 - ln2High, rounded (together they hold ln 2 to about 2^-118).
  static let ln2Low = 0x1.ef35793c76730p-45
  /// 1 / ln 2, rounded: only chooses the reduction's k, so its rounding does not matter.
  static let inverseLn2 = 0x1.71547652b82fep+0
  /// ln 2 as a double-double (high part rounded to nearest).
  static let ln2 = DoubleDouble(0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56)

  /// π/2 in three parts: two of 33 significant bits (so their products with a quadrant
  /// count up to 2^20 are exact) and a rounded rest, about 119 bits of π/2 in all.
  static let halfPiPart1 = 0x1.921fb54400000p+0
  static let halfPiPart2 = 0x1.0b4611a600000p-34
  static let halfPiPart3 = 0x1.3198a2e037073p-69
  /// 2 / π, rounded: only chooses the quadrant.
  static let twoOverPi = 0x1.45f306dc9c883p-1
}

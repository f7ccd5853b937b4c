/// How big iOS's keyboard is and how it moves (docs/MOTION.md, "Software keyboard").
public enum KeyboardMetrics {
  /// The keys' area of a portrait iPhone keyboard: 216 pt up to 413 pt wide, 226 pt on the
  /// 414-pt-and-wider phones.
  public static func keysHeight(forWidth width: Double) -> Double {
    width >= 414 ? 226 : 216
  }

  /// Below the keys on a phone with a home indicator: the row with the globe and dictation
  /// keys and the indicator's inset, 75 pt (291 − 216 on the 375- and 390-pt-wide phones).
  public static let bottomAreaHeight = 75.0

  /// The keyboard's height on a window `width` wide, with the bottom row when the window
  /// has a bottom safe area (a phone with a home indicator): 291 pt at 390 pt wide.
  public static func height(forWidth width: Double, bottomSafeArea: Double) -> Double {
    keysHeight(forWidth: width) + (bottomSafeArea > 0 ? bottomAreaHeight : 0)
  }

  /// The keyboard's curve: UIKit's animation curve 7 as reverse-engineered in Apple's
  /// developer forums, a cubic bezier (0.38, 0.7), (0.125, 1) over twice the notification's
  /// 0.25 s. (The spring quoted beside it, mass 3, stiffness 1000, damping 500, is 37 % short
  /// of the end at 0.5 s, so it cannot be all of the motion.)
  public static let curve = UnitBezier(0.38, 0.7, 0.125, 1)

  /// How long the keyboard slides in or out.
  public static let duration = 0.5
}

/// Linear interpolation of the engine's value types; `t` outside 0...1 extrapolates.
public enum Interpolation {
  public static func value(_ a: Double, _ b: Double, _ t: Double) -> Double {
    a == b ? a : a + (b - a) * t
  }

  /// Interpolation clamped to 0...1, for alphas and colour components.
  public static func unit(_ a: Double, _ b: Double, _ t: Double) -> Double {
    min(max(value(a, b, t), 0), 1)
  }

  public static func point(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: value(a.x, b.x, t), y: value(a.y, b.y, t))
  }

  public static func rect(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    Rect(
      x: value(a.minX, b.minX, t), y: value(a.minY, b.minY, t),
      width: value(a.width, b.width, t), height: value(a.height, b.height, t))
  }

  public static func color(_ a: Color, _ b: Color, _ t: Double) -> Color {
    Color(
      red: unit(a.red, b.red, t), green: unit(a.green, b.green, t),
      blue: unit(a.blue, b.blue, t), alpha: unit(a.alpha, b.alpha, t))
  }
}

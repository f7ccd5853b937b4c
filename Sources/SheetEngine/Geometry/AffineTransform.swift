/// A translate-and-scale transform, the subset of `CGAffineTransform` transitions use
/// (cover-vertical slides and the zoom from a button). It maps `p` to `p * scale + translation`.
public struct AffineTransform: Hashable, Sendable {
  public var scaleX: Double
  public var scaleY: Double
  public var translationX: Double
  public var translationY: Double

  public init(
    scaleX: Double = 1, scaleY: Double = 1, translationX: Double = 0, translationY: Double = 0
  ) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.translationX = translationX
    self.translationY = translationY
  }

  public static let identity = AffineTransform()

  public init(translationX: Double, y translationY: Double) {
    self.init(translationX: translationX, translationY: translationY)
  }

  public init(scaleX: Double, y scaleY: Double) {
    self.init(scaleX: scaleX, scaleY: scaleY)
  }

  public var isIdentity: Bool { self == .identity }

  public func apply(to point: Point) -> Point {
    Point(x: point.x * scaleX + translationX, y: point.y * scaleY + translationY)
  }

  /// The transform that applies `self` first and then `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      scaleX: scaleX * other.scaleX, scaleY: scaleY * other.scaleY,
      translationX: translationX * other.scaleX + other.translationX,
      translationY: translationY * other.scaleY + other.translationY)
  }

  /// The inverse transform; a zero scale maps everything to the translation, so it has none.
  public var inverted: AffineTransform? {
    guard scaleX != 0, scaleY != 0 else { return nil }
    return AffineTransform(
      scaleX: 1 / scaleX, scaleY: 1 / scaleY,
      translationX: -translationX / scaleX, translationY: -translationY / scaleY)
  }

  /// The rectangle's image; with positive scales it stays axis-aligned.
  public func apply(to rect: Rect) -> Rect {
    let a = apply(to: rect.origin)
    let b = apply(to: Point(x: rect.maxX, y: rect.maxY))
    return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
  }
}

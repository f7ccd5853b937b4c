/// A location in window points, y growing downward as in UIKit.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  /// The point moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }

  /// Whether both coordinates are finite; input from outside is checked with this.
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

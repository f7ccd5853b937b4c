/// Per-corner radii, so a bottom sheet can round only its top corners.
public struct CornerRadii: Hashable, Sendable {
  public var topLeft: Double
  public var topRight: Double
  public var bottomLeft: Double
  public var bottomRight: Double

  public init(
    topLeft: Double = 0, topRight: Double = 0, bottomLeft: Double = 0, bottomRight: Double = 0
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
  }

  public init(all radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
  }

  public static let zero = CornerRadii()

  /// Only the top corners rounded, as a bottom sheet is.
  public static func top(_ radius: Double) -> CornerRadii {
    CornerRadii(topLeft: radius, topRight: radius)
  }

  public var isZero: Bool { self == .zero }

  /// The radii scaled by `factor`, for views drawn under a scale transform.
  public func scaled(by factor: Double) -> CornerRadii {
    CornerRadii(
      topLeft: topLeft * factor, topRight: topRight * factor,
      bottomLeft: bottomLeft * factor, bottomRight: bottomRight * factor)
  }
}

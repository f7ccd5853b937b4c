/// A drag's release that zooms the screen into its button: the spring, already seeded with
/// the progress velocity that carries the pointer's speed
/// (``ZoomDrag/progressVelocity(from:to:grabbedLocal:layout:velocity:)``).
public struct ZoomRelease: Hashable, Sendable {
  public var spring: Spring

  public init(spring: Spring) {
    self.spring = spring
  }
}

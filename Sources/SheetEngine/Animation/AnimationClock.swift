/// Advances every running animation by the runtime's fixed step. Owned by the window, so
/// anything that can reach a view's window can animate; nothing here reads a clock.
@MainActor
public final class AnimationClock {
  private var animators: [PropertyAnimator] = []
  /// Simulated seconds elapsed.
  public private(set) var time: Double = 0

  public init() {}

  /// Whether any animation is running.
  public var isAnimating: Bool { !animators.isEmpty }

  func register(_ animator: PropertyAnimator) {
    if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
  }

  func unregister(_ animator: PropertyAnimator) {
    animators.removeAll { $0 === animator }
  }

  /// Moves time on by `delta` seconds; animators started during the tick begin next tick.
  public func tick(_ delta: Double) {
    time += delta
    for animator in animators { animator.advance(by: delta) }
  }
}

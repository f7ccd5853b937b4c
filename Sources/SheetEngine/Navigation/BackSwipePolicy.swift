/// The back-swipe's decisions as pure functions of the gesture (docs/MOTION.md,
/// "Back-swipe"): how far the
/// pop is, whether a release finishes or cancels it, how long the rest of the motion takes,
/// and where the two pages are at a given progress. Pure data, so every rule is tested with
/// exact numbers and a policy can be swapped live.
public struct BackSwipePolicy: Hashable, Sendable {
  /// When a released swipe pops.
  public enum FinishRule: Hashable, Sendable {
    /// Past `progress`, or faster than `velocity` pt/s to the right.
    case thresholds(progress: Double, velocity: Double)
    /// React Navigation's projection: progress + `velocityWeight` s of velocity (as a
    /// fraction of the width) past `threshold`; a backward flick cancels even past it.
    case projection(velocityWeight: Double, threshold: Double)
  }

  /// How the motion completes after the release.
  public enum Completion: Hashable, Sendable {
    /// Along the animator's own timing from where it is (the standard ease-out).
    case alongCurve
    /// Linearly, keeping the finger's speed: remaining time = min(T, distance / speed),
    /// T being the layout's duration (iOS).
    case keepingSpeed
  }

  /// Geometry, duration and timing of the pop the swipe drives.
  public var layout: NavigationTransitionStyle
  public var finishRule: FinishRule
  public var completion: Completion

  public init(layout: NavigationTransitionStyle, finishRule: FinishRule, completion: Completion) {
    self.layout = layout
    self.finishRule = finishRule
    self.completion = completion
  }

  /// The standard back-swipe: 0.3 s, linear while dragged, ease-out after; finish past half
  /// the width or faster than 1000 pt/s.
  public static let standard = BackSwipePolicy(
    layout: .standardBackSwipe, finishRule: .thresholds(progress: 0.5, velocity: 1000),
    completion: .alongCurve)

  /// The spring pop's layout with T = 0.5 s, React Navigation's projection (0.3 s of
  /// velocity against half the width), and iOS's speed-keeping finish.
  public static let projecting = BackSwipePolicy(
    layout: .spring, finishRule: .projection(velocityWeight: 0.3, threshold: 0.5),
    completion: .keepingSpeed)

  // MARK: - Decisions

  /// The pop's progress for a horizontal translation: max(translation, 0) / width, at most 1.
  public static func progress(translationX: Double, width: Double) -> Double {
    guard width > 0 else { return 0 }
    return min(max(translationX, 0) / width, 1)
  }

  /// Whether a release at `progress` moving at `velocityX` pt/s pops (else it cancels).
  public func shouldFinish(progress: Double, velocityX: Double, width: Double) -> Bool {
    switch finishRule {
    case .thresholds(let progressThreshold, let velocityThreshold):
      return progress > progressThreshold || velocityX > velocityThreshold
    case .projection(let weight, let threshold):
      guard width > 0 else { return progress > threshold }
      return progress + weight * velocityX / width > threshold
    }
  }

  /// Seconds the motion takes from `progress` to the end (`finishing`) or back to the start.
  public func remainingDuration(
    progress: Double, velocityX: Double, width: Double, finishing: Bool
  ) -> Double {
    let total = layout.duration
    switch completion {
    case .alongCurve:
      switch layout.timing {
      case .curve:
        // The curve runs over the share of the duration that the distance left is.
        return (finishing ? 1 - progress : progress) * total
      case .spring(let spring):
        return spring.settlingDuration(tolerance: Spring.animationTolerance)
      }
    case .keepingSpeed:
      let distance = (finishing ? 1 - progress : progress) * width
      let speed = finishing ? velocityX : -velocityX
      guard speed > 0 else { return total }
      return min(total, distance / speed)
    }
  }

  // MARK: - Layout at a progress (0: the top page covers the screen, 1: popped)

  /// The top page's horizontal offset, toward x = width.
  public func topPageOffset(progress: Double, width: Double) -> Double {
    layout.topPageOffset(reveal: progress, width: width)
  }

  /// The lower page's horizontal offset, from -parallax * width to 0.
  public func lowerPageOffset(progress: Double, width: Double) -> Double {
    layout.lowerPageOffset(reveal: progress, width: width)
  }

  /// The lower page's opacity (the standard 0.9 -> 1).
  public func lowerPageOpacity(progress: Double) -> Double {
    layout.lowerPageOpacity(reveal: progress)
  }

  /// The effective alpha of the black overlay on the lower page.
  public func lowerPageDimAlpha(progress: Double) -> Double {
    layout.lowerPageDimAlpha(reveal: progress)
  }

  /// The opacity of the top page's edge shadow (the standard 1 -> 0.1).
  public func shadowOpacity(progress: Double) -> Double {
    layout.shadowOpacity(reveal: progress)
  }
}

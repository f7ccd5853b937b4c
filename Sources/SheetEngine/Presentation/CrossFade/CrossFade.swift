/// The Reduce Motion replacement for a slide or a zoom: the arriving screen fades in where it
/// rests (the leaving one fades out where it is), as iOS does with Reduce Motion on. Only
/// transitions that run on their own cross-fade; one a finger drives (an interactive
/// dismissal, a back-swipe) still moves with it, so the finger keeps something to hold.
public struct CrossFade: Hashable, Sendable {
  /// Seconds.
  public var duration: Double
  public var timing: TimingParameters

  public init(duration: Double, timing: TimingParameters = .easeInOut) {
    self.duration = duration
    self.timing = timing
  }

  /// About a fifth of a second, ease-in-ease-out (iOS's Reduce Motion dissolve).
  public static let reduceMotion = CrossFade(duration: 0.2)

  /// The animator a cross-fade runs on: its duration and timing on `clock`, shared by the
  /// presentation's and the navigation's cross-fades.
  @MainActor
  func propertyAnimator(clock: AnimationClock) -> PropertyAnimator {
    PropertyAnimator(duration: duration, timing: timing, clock: clock)
  }
}

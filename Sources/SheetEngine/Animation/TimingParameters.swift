/// How an animation's progress moves over its duration: a timing curve or a spring.
public enum TimingParameters: Hashable, Sendable {
  case curve(UnitBezier)
  /// A spring takes its own settling time; the animator's duration does not apply.
  case spring(Spring)

  public static let linear = TimingParameters.curve(.linear)
  public static let easeOut = TimingParameters.curve(.easeOut)
  public static let easeInOut = TimingParameters.curve(.easeInEaseOut)

  /// Progress at `time` seconds into a run of `duration` seconds.
  func progress(atTime time: Double, duration: Double) -> Double {
    switch self {
    case .curve(let curve): return duration > 0 ? curve.value(at: time / duration) : 1
    case .spring(let spring): return spring.value(at: time)
    }
  }

  /// How long a run lasts; a spring's is its settling time.
  func runDuration(nominal duration: Double) -> Double {
    switch self {
    case .curve: return duration
    case .spring(let spring): return spring.settlingDuration(tolerance: Spring.animationTolerance)
    }
  }
}

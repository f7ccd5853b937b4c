/// One motion of a scroll view's vertical offset that runs without the finger, evaluated in
/// closed form from the time elapsed since it started: a deceleration that hands over to
/// the bounce spring where it crosses an edge, a spring toward a resting offset, or a timed
/// curve (wheel steps, animated `setContentOffset`) that may spring back from an overshoot.
struct ScrollMotion: Sendable {
  /// Why the scroll view is moving, which decides the delegate callback at the end.
  enum Reason: Sendable {
    /// After a drag: deceleration and bounces (`isDecelerating`).
    case deceleration
    /// Mouse-wheel steps.
    case wheel
    /// `setContentOffset(_:animated:)`.
    case animation
  }

  enum Phase: Sendable {
    /// UIKit's deceleration from `start` at `velocity` (pt/s); `edge` and `edgeTime` say
    /// where and when (seconds) it crosses an edge, if it does.
    case decelerating(
      start: Double, velocity: Double, rate: Double, edge: Double?, edgeTime: Double?)
    /// The bounce spring toward `anchor`, from `displacement` past it at `velocity` (pt/s).
    case springing(anchor: Double, displacement: Double, velocity: Double)
    /// A curve from `from` to `to` over `duration` seconds, then a spring to `settle` if
    /// `to` overshot it.
    case animating(from: Double, to: Double, duration: Double, curve: UnitBezier, settle: Double)
  }

  /// Where a motion is at some instant.
  struct Sample: Equatable, Sendable {
    var offset: Double
    /// Points per second.
    var velocity: Double
    var isFinished: Bool
  }

  /// A deceleration or spring ends once it is this close (points) to where it rests; the
  /// remaining distance is then covered in one frame, below a pixel.
  static let restingDistance = 0.1
  /// A spring must also be slower than this (pt/s) to end.
  static let restingSpeed = 5.0

  var reason: Reason
  var phase: Phase
  /// Seconds since the current phase started.
  var elapsed = 0.0
  var spring: Spring
  /// Whether crossing an edge bounces (or stops dead, as `bounces = false`).
  var bounces: Bool

  init(reason: Reason, phase: Phase, spring: Spring, bounces: Bool) {
    self.reason = reason
    self.phase = phase
    self.spring = spring
    self.bounces = bounces
  }

  /// A deceleration from `start` at `velocity` (pt/s) inside `range`; where its path leaves
  /// the range it hands over to the bounce spring at that edge.
  static func deceleration(
    from start: Double, velocity: Double, rate: Double, within range: ClosedRange<Double>,
    spring: Spring, bounces: Bool
  ) -> ScrollMotion {
    let edge = velocity < 0 ? range.lowerBound : range.upperBound
    let edgeTime = ScrollPhysics.decelerationDuration(
      toTravel: edge - start, velocity: velocity, rate: rate)
    return ScrollMotion(
      reason: .deceleration,
      phase: .decelerating(
        start: start, velocity: velocity, rate: rate, edge: edgeTime == nil ? nil : edge,
        edgeTime: edgeTime),
      spring: spring, bounces: bounces)
  }

  /// Moves time on by `delta` seconds and returns where the motion is.
  mutating func advance(by delta: Double) -> Sample {
    elapsed += delta
    while true {
      switch phase {
      case .decelerating(_, let velocity, let rate, let edge?, let edgeTime?)
      where elapsed >= edgeTime:
        guard bounces else { return Sample(offset: edge, velocity: 0, isFinished: true) }
        let edgeVelocity = ScrollPhysics.decelerationVelocity(
          after: edgeTime, velocity: velocity, rate: rate)
        phase = .springing(anchor: edge, displacement: 0, velocity: edgeVelocity)
        elapsed -= edgeTime
      case .animating(_, let to, let duration, _, let settle) where elapsed >= duration:
        guard settle != to, bounces else {
          return Sample(offset: to, velocity: 0, isFinished: true)
        }
        phase = .springing(anchor: settle, displacement: to - settle, velocity: 0)
        elapsed -= duration
      default:
        return sample
      }
    }
  }

  /// Where the motion is now.
  var sample: Sample {
    switch phase {
    case .decelerating(let start, let velocity, let rate, _, _):
      let current = ScrollPhysics.decelerationVelocity(
        after: elapsed, velocity: velocity, rate: rate)
      let remaining = ScrollPhysics.projectedDistance(velocity: current, rate: rate)
      if abs(remaining) < Self.restingDistance {
        let rest = start + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
        return Sample(offset: rest, velocity: 0, isFinished: true)
      }
      return Sample(
        offset: ScrollPhysics.decelerationOffset(
          after: elapsed, from: start, velocity: velocity, rate: rate),
        velocity: current, isFinished: false)
    case .springing(let anchor, let displacement, let velocity):
      let x = ScrollPhysics.bounceDisplacement(
        after: elapsed, from: displacement, velocity: velocity, spring: spring)
      let v = ScrollPhysics.bounceVelocity(
        after: elapsed, from: displacement, velocity: velocity, spring: spring)
      if abs(x) < Self.restingDistance, abs(v) < Self.restingSpeed {
        return Sample(offset: anchor, velocity: 0, isFinished: true)
      }
      return Sample(offset: anchor + x, velocity: v, isFinished: false)
    case .animating(let from, let to, let duration, let curve, _):
      let fraction = min(max(elapsed / duration, 0), 1)
      let slope = curve.slope(at: fraction)
      return Sample(
        offset: from + (to - from) * curve.value(at: fraction),
        velocity: slope.isFinite ? (to - from) * slope / duration : 0, isFinished: false)
    }
  }
}

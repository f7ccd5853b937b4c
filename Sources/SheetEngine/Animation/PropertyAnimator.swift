/// An interruptible animation of view properties, in the spirit of
/// `UIViewPropertyAnimator`: start, pause, scrub `fractionComplete`, reverse, continue with
/// new timing (a spring seeded with a gesture's velocity), stop and finish at a position.
///
/// Animations are captured from an ordinary block of property changes (``addAnimations(_:)``)
/// and interpolated from the values on screen when they were added, so an animator that
/// takes over from another starts where the view is. Time advances only through the
/// ``AnimationClock``; progress is exact, not integrated.
///
/// Continuing after a pause with no new timing runs the original curve from the current
/// progress to the end, over the remaining share of the duration (no jump in position).
@MainActor
public final class PropertyAnimator {
  /// UIKit's `UIViewAnimatingState`.
  public enum State: Sendable {
    case inactive, active, stopped
  }

  /// UIKit's `UIViewAnimatingPosition`: where an animation ended.
  public enum Position: Sendable {
    case end, start, current
  }

  public let duration: Double
  public let timingParameters: TimingParameters
  public private(set) var state = State.inactive
  public private(set) var isRunning = false
  /// Stay active at the end instead of completing, so the animator can still be reversed.
  public var pausesOnCompletion = false
  /// Complete as soon as a running segment first reaches its target, instead of letting a
  /// spring settle around it: a sheet thrown off screen is gone once it is entirely off
  /// screen, with the progress it reached in that frame (past the target, on a spring).
  public var completesOnReachingTarget = false

  private let clock: AnimationClock
  private var viewTracks: [ViewTrack] = []
  private var customTracks: [(Double) -> Void] = []
  private var completions: [(Position) -> Void] = []
  private var segment: AnimationSegment?
  private var progress = 0.0
  private var reversed = false

  public init(duration: Double, timing: TimingParameters, clock: AnimationClock) {
    self.duration = duration
    self.timingParameters = timing
    self.clock = clock
  }

  /// Captures the property changes `changes` makes; views move from their current values.
  public func addAnimations(_ changes: () -> Void) {
    let tracks = AnimationCapture.capture(changes)
    viewTracks.append(contentsOf: tracks)
    for track in tracks { track.apply(progress) }
  }

  /// Adds an animation that is told the progress each frame (a dim alpha, a sheet height).
  public func addAnimations(progress apply: @escaping (Double) -> Void) {
    customTracks.append(apply)
    apply(progress)
  }

  public func addCompletion(_ completion: @escaping (Position) -> Void) {
    completions.append(completion)
  }

  /// Visual progress, 0 at the start values and 1 at the end values. Settable while paused;
  /// scrubbing is linear (as `scrubsLinearly`).
  public var fractionComplete: Double {
    get { progress }
    set {
      guard !isRunning, state != .stopped else { return }
      if state == .inactive { state = .active }
      setProgress(min(max(newValue, 0), 1))
    }
  }

  /// Whether the animation runs toward its start values.
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      reversed = newValue
      guard isRunning, var running = segment else { return }
      if case .spring(let spring) = running.timing {
        let velocity = running.velocity
        let target = reversed ? 0.0 : 1.0
        segment = springSegment(spring, toward: target, velocity: velocity)
      } else {
        running.direction = -running.direction
        segment = running
      }
    }
  }

  /// The rate of change of progress, per second (0 when paused).
  public var progressVelocity: Double {
    guard isRunning, let segment else { return 0 }
    return segment.velocity
  }

  public func startAnimation() {
    guard state != .stopped, !isRunning else { return }
    if state == .inactive {
      state = .active
      let runDuration = timingParameters.runDuration(nominal: duration)
      segment = AnimationSegment(
        start: 0, end: 1, timing: timingParameters, duration: runDuration,
        time: reversed ? runDuration : 0, direction: reversed ? -1 : 1)
      isRunning = true
      clock.register(self)
    } else {
      continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
  }

  public func pauseAnimation() {
    guard state != .stopped else { return }
    state = .active
    isRunning = false
    segment = nil
    clock.unregister(self)
  }

  /// Resumes toward the end (or the start when reversed). With `nil`, along the original
  /// timing; otherwise with `timing` from the current progress. A curve then lasts
  /// `durationFactor` times the animator's duration; a spring lasts its settling time.
  public func continueAnimation(
    withTimingParameters timing: TimingParameters?, durationFactor: Double
  ) {
    guard state == .active else { return }
    let target = reversed ? 0.0 : 1.0
    let runDuration = max(duration * durationFactor, 1e-9)
    switch timing ?? timingParameters {
    case .curve(let curve) where timing == nil:
      // The rest of the way along the original curve, taking the share of the duration
      // that the remaining distance is of the whole (as UIKit re-times a scrubbed animator).
      // Resuming at the curve's own time offset instead would snap a sheet released near
      // its start back in a single frame, the curve being steepest there.
      segment = AnimationSegment(
        start: progress, end: target, timing: .curve(curve),
        duration: max(runDuration * abs(target - progress), 1e-9), time: 0, direction: 1)
    case .curve(let curve):
      segment = AnimationSegment(
        start: progress, end: target, timing: .curve(curve), duration: runDuration, time: 0,
        direction: 1)
    case .spring(let spring):
      segment = springSegment(spring, toward: target, velocity: nil)
    }
    isRunning = true
    clock.register(self)
  }

  /// Stops where it is. With `withoutFinishing` true the animator becomes inactive at once
  /// and no completion runs; otherwise call ``finishAnimation(at:)``.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    isRunning = false
    segment = nil
    clock.unregister(self)
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Ends a stopped animator at `position` and runs the completions.
  public func finishAnimation(at position: Position) {
    guard state == .stopped else { return }
    switch position {
    case .end: setProgress(1)
    case .start: setProgress(0)
    case .current: break
    }
    complete(at: position)
  }

  func advance(by delta: Double) {
    guard isRunning, var running = segment else { return }
    running.advance(by: delta)
    segment = running
    if completesOnReachingTarget, running.hasReachedTarget, !running.isFinished {
      setProgress(running.progress)
      isRunning = false
      segment = nil
      clock.unregister(self)
      complete(at: running.restingProgress == 1 ? .end : .start)
      return
    }
    if running.isFinished {
      setProgress(running.restingProgress)
      if pausesOnCompletion {
        pauseAnimation()
        return
      }
      isRunning = false
      segment = nil
      clock.unregister(self)
      complete(at: progress == 1 ? .end : progress == 0 ? .start : .current)
    } else {
      setProgress(running.progress)
    }
  }

  private func springSegment(
    _ spring: Spring, toward target: Double, velocity: Double?
  ) -> AnimationSegment {
    let distance = target - progress
    var seeded = spring
    if let velocity, distance != 0 { seeded.initialVelocity = velocity / distance }
    return AnimationSegment(
      start: progress, end: target, timing: .spring(seeded),
      duration: seeded.settlingDuration(tolerance: Spring.animationTolerance), time: 0,
      direction: 1)
  }

  private func setProgress(_ value: Double) {
    progress = value
    for track in viewTracks { track.apply(progress) }
    for track in customTracks { track(progress) }
  }

  private func complete(at position: Position) {
    state = .inactive
    let handlers = completions
    completions = []
    for handler in handlers { handler(position) }
  }
}

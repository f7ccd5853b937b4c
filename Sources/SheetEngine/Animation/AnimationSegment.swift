/// One run of an animator: progress moves from `start` to `end` along `timing` over
/// `duration` seconds; `direction` -1 runs it backwards in time (a reversed animation).
struct AnimationSegment {
  var start: Double
  var end: Double
  var timing: TimingParameters
  var duration: Double
  var time: Double
  var direction: Double

  var progress: Double {
    Interpolation.value(start, end, timing.progress(atTime: time, duration: duration))
  }

  /// Finished within a nanosecond, so sums of 1/60 s steps end on the frame they should.
  var isFinished: Bool { direction > 0 ? time >= duration - 1e-9 : time <= 1e-9 }

  /// Whether progress has reached the end it runs toward (or passed it, on a spring).
  var hasReachedTarget: Bool {
    let target = restingProgress
    let origin = direction > 0 ? start : end
    return (target - origin) * (progress - target) >= 0
  }

  /// The progress the segment rests at when it finishes.
  var restingProgress: Double { direction > 0 ? end : start }

  /// d(progress)/dt in the running direction, per second.
  var velocity: Double {
    let h = 1e-4
    let later = AnimationSegment(
      start: start, end: end, timing: timing, duration: duration,
      time: min(time + h, max(duration, h)), direction: direction)
    return (later.progress - progress) / h * direction
  }

  mutating func advance(by delta: Double) {
    time = min(max(time + delta * direction, 0), duration)
  }
}

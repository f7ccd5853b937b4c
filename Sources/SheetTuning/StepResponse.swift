import SheetEngine

/// One point of a step response graph: progress (0 at the start, 1 at the target) at a time.
public struct StepResponseSample: Hashable, Sendable {
  /// Seconds since the step, or the fraction of a curve's duration.
  public var time: Double
  public var progress: Double

  public init(time: Double, progress: Double) {
    self.time = time
    self.progress = progress
  }
}

/// `count` evenly spaced samples of `value` from time 0 to `span` inclusive (at least two,
/// so a graph always has a line).
private func samples(
  count: Int, span: Double, _ value: (Double) -> Double
) -> [StepResponseSample] {
  let count = max(count, 2)
  return (0..<count).map { index in
    let time = span * Double(index) / Double(count - 1)
    return StepResponseSample(time: time, progress: value(time))
  }
}

extension SpringParameters {
  /// The spring's progress from rest toward 1, as the engine's ``Spring`` moves an
  /// animation, over `span` seconds (by default the time an animation with it runs: until
  /// it stays within ``Spring/animationTolerance`` of the target).
  public func stepResponse(count: Int, span: Double? = nil) -> [StepResponseSample] {
    let spring = spring
    let span = span ?? spring.settlingDuration(tolerance: Spring.animationTolerance)
    return samples(count: count, span: span) { spring.value(at: $0) }
  }
}

extension UnitBezier {
  /// The curve's progress over its run, time as a fraction of the duration from 0 to 1, as
  /// the engine's timing evaluates it (the same solver, so the graph is the motion).
  public func stepResponse(count: Int) -> [StepResponseSample] {
    samples(count: count, span: 1) { value(at: $0) }
  }
}

/// The wall-clock time between a live session's frames, for the HUD. Host-side only: it
/// reads a real clock, which the engine must never do.
public struct FrameTimer: Sendable {
  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant?

  public init() {}

  /// Milliseconds since the previous call; the 60 fps budget on the first call.
  public mutating func lap() -> Double {
    let now = clock.now
    defer { last = now }
    guard let last else { return 1000.0 / 60 }
    return (now - last) / .milliseconds(1)
  }
}

/// The wall-clock durations of the last 120 frames, for the HUD's frame rate and graph.
///
/// Wall-clock numbers live only here, in the host: they differ on every run and must never
/// reach the engine's deterministic state.
public struct FrameTimeHistory: Hashable, Sendable {
  /// Frames kept: two seconds at 60 fps.
  public static let capacity = 120
  /// The frame budget at 60 fps, in milliseconds.
  public static let budget = 1000.0 / 60
  /// Frames averaged for the frame rate: the last second, steady yet quick to react.
  public static let rateWindow = 60

  /// Frame durations in milliseconds, oldest first.
  public private(set) var milliseconds: [Double] = []
  /// Frames recorded since the start, kept or not: the HUD paces its clock by it.
  public private(set) var recordedCount = 0

  public init() {}

  public mutating func append(_ duration: Double) {
    guard duration.isFinite, duration >= 0 else { return }
    recordedCount += 1
    milliseconds.append(duration)
    if milliseconds.count > Self.capacity {
      milliseconds.removeFirst(milliseconds.count - Self.capacity)
    }
  }

  /// Frames per second over the last ``rateWindow`` frames; 0 before any frame.
  public var framesPerSecond: Double {
    let recent = milliseconds.suffix(Self.rateWindow)
    let total = recent.reduce(0, +)
    return total > 0 ? Double(recent.count) * 1000 / total : 0
  }

  /// The longest of the kept frames, 0 before any frame.
  public var maximum: Double { milliseconds.max() ?? 0 }

  /// How many kept frames went over the budget (with 0.5 ms of slack for timer jitter).
  public var overBudgetCount: Int {
    milliseconds.filter { $0 > Self.budget + 0.5 }.count
  }
}

/// How often what only the wall clock changes is redrawn: the HUD's frame rate and graph,
/// and a playing replay's timeline strip.
///
/// Ten times a second still reads as live. Redrawn every frame, either one alone kept a
/// resting window drawing and presenting sixty frames a second, and under Xvfb's software
/// GL the full-window present dominates: the HUD took 46 % of a core (12 % now), a playing
/// replay's strip 27 % (about 6 % now).
package enum ClockRefresh {
  /// Frames between refreshes.
  package static let interval = 6
  /// Frames between the HUD's refreshes while the app's frame rests: once a second. Nothing
  /// moves, so the rate and the graph change little, and at ten refreshes a second the HUD
  /// alone kept an idle window with the inspector open above 1 % of a core.
  static let restingInterval = 60
}

import SheetEngine

/// A compare session's artificial input latency: every input event reaches one side
/// `milliseconds` later than the others, so a designer can feel a latency budget beside the
/// same motion without it. Not part of any tuning: both sides keep their own.
///
/// The delay is simulation time, not wall time: at rate r it is `round(ms × r / 1000)`
/// whole frames (``frames(at:)``), and a delayed event keeps its place in its frame's order
/// with its timestamp moved on by those frames' time, so velocities read the same and a
/// replay applies it in exactly the frame the live session did.
public struct InputDelay: Hashable, Sendable {
  /// The largest delay a session may set (`--input-delay`, the studio's control).
  public static let maximumMilliseconds = 100
  /// No delay: every side gets its input in the frame it arrived.
  public static let none = InputDelay(milliseconds: 0, variant: 1)

  /// 0 to ``maximumMilliseconds``.
  public var milliseconds: Int
  /// The side that lags (0-based, in window order); B by default.
  public var variant: Int

  public init(milliseconds: Int, variant: Int = 1) {
    self.milliseconds = milliseconds
    self.variant = variant
  }

  /// Whether any side lags.
  public var isActive: Bool { milliseconds > 0 }

  /// Whole frames the lagging side's input waits at `rate`.
  public func frames(at rate: SimulationRate) -> Int {
    rate.frames(forMilliseconds: Double(milliseconds))
  }
}

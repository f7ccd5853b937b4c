/// How many fixed steps the simulation takes per second: 60 (the default and every older
/// recording), 90 or 120 (ProMotion). Every motion is a function of simulated time, so a
/// curve, a spring or a deceleration lands on the same position at an instant both rates
/// reach, whatever the rate; a higher rate only samples it more often (docs/MOTION.md,
/// "Simulation rate").
public struct SimulationRate: Hashable, Sendable, CustomStringConvertible {
  /// The rates a session may run at (`--hz`); a recording's header says which.
  public static let supported = [60, 90, 120]
  /// The rate of sessions that name none (every recording made before `--hz`).
  public static let standard = SimulationRate(checked: 60)

  /// Steps per second.
  public let framesPerSecond: Int

  /// A supported rate, or nil for any other number.
  public init?(framesPerSecond: Int) {
    guard Self.supported.contains(framesPerSecond) else { return nil }
    self.framesPerSecond = framesPerSecond
  }

  private init(checked framesPerSecond: Int) {
    self.framesPerSecond = framesPerSecond
  }

  /// Seconds one step simulates: 1/60, 1/90 or 1/120.
  public var frameDuration: Double { 1 / Double(framesPerSecond) }

  /// Simulated seconds at the start of frame `frame` (`frame / rate`, divided once rather
  /// than summed, so instants both rates reach are the same number).
  public func seconds(atFrame frame: Int) -> Double {
    Double(frame) / Double(framesPerSecond)
  }

  /// Milliseconds at the start of frame `frame`: the timestamp a frame-clock host gives input
  /// applied in it.
  public func milliseconds(atFrame frame: Int) -> Double {
    Double(frame) * 1000 / Double(framesPerSecond)
  }

  /// The whole number of frames nearest `milliseconds` (a delay or an age in time, turned
  /// into steps at this rate).
  public func frames(forMilliseconds milliseconds: Double) -> Int {
    Int((milliseconds * Double(framesPerSecond) / 1000).rounded())
  }

  /// "120 Hz".
  public var description: String { "\(framesPerSecond) Hz" }
}

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

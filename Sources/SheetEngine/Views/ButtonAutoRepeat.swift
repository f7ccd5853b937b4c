/// How a held button fires again and again, as `UIStepper.autorepeat` does: first after
/// ``delay`` seconds held inside it, then every ``interval``. Timed by the animation clock's
/// simulated seconds, never a wall clock, so a replay repeats on exactly the same frames (and
/// slow motion slows the repeat with everything else).
public struct ButtonAutoRepeat: Hashable, Sendable {
  public var delay: Double
  public var interval: Double

  public init(delay: Double = 0.5, interval: Double = 0.08) {
    self.delay = delay
    self.interval = interval
  }

  /// How many repeats are due once `held` seconds have passed.
  public func repeats(after held: Double) -> Int {
    guard held >= delay, interval > 0 else { return 0 }
    return Int(((held - delay) / interval).rounded(.down)) + 1
  }
}

/// Counts a held button's simulated time on the window's animation clock and fires the
/// repeats that come due; it exists only while the button is held.
@MainActor
final class ButtonRepeater: FrameTicking {
  private weak var button: Button?
  private let autoRepeat: ButtonAutoRepeat
  private var held = 0.0

  init(button: Button, autoRepeat: ButtonAutoRepeat) {
    self.button = button
    self.autoRepeat = autoRepeat
  }

  func tick(_ delta: Double) {
    held += delta
    guard let button else { return }
    while button.repeatCount < autoRepeat.repeats(after: held) {
      button.fireRepeat()
    }
  }
}

/// When a window's start-up tries the display again (issue 39, item 10).
///
/// A working X server refuses a connection now and then while another client hammers it
/// (`xdotool search --pid` in a loop: its listen queue is full, and `XOpenDisplay` fails
/// with EAGAIN or ECONNRESET, about one connection in eight under Xvfb). SDL then passes
/// over its x11 driver without a word and settles on "offscreen", and the window said "no
/// display" while `DISPLAY` named a server that answers a moment later. So a named display
/// that did not answer is tried again after a short wait, doubling, about 1.3 s in all; a
/// session without one, or one that asked SDL for a driver by name, fails at once as before.
public enum DisplayStartRetry {
  /// What one attempt at starting SDL's video found.
  public enum Outcome: Equatable, Sendable {
    /// A driver that shows windows.
    case ready
    /// SDL started, but only with a driver nobody sees ("offscreen", "dummy"): every real
    /// one failed to connect.
    case fellBack(driver: String)
    /// SDL's video did not start; SDL's reason.
    case failed(reason: String)
  }

  /// What to do after an attempt.
  public enum Decision: Equatable, Sendable {
    case proceed
    case retry(afterMilliseconds: Int)
    case giveUp
  }

  /// The waits before the second attempt and each one after it, milliseconds: seven
  /// attempts over 1.26 s. At one refusal in eight, all seven fail about once in five
  /// million starts.
  public static let waits = [20, 40, 80, 160, 320, 640]

  /// After attempt `attempt` (1 for the first) ended in `outcome`: go on, wait and try
  /// again, or give up. `displayNamed`: `DISPLAY` or `WAYLAND_DISPLAY` names a display;
  /// `driverChosen`: `SDL_VIDEODRIVER` names the driver, so SDL picked what it was told.
  public static func decide(
    after attempt: Int, _ outcome: Outcome, displayNamed: Bool, driverChosen: Bool
  ) -> Decision {
    if outcome == .ready { return .proceed }
    guard displayNamed, !driverChosen, attempt >= 1, attempt <= waits.count else {
      return .giveUp
    }
    return .retry(afterMilliseconds: waits[attempt - 1])
  }

  /// The reason a window could not start, for the "no display" line: what the last attempt
  /// found and, when the display was tried again, how often and for how long. Without a
  /// display named, or with a driver asked for by name (`driverChosen`), SDL's offscreen
  /// driver is no surprise, and the line needs no reason.
  public static func reason(
    _ outcome: Outcome, attempts: Int, display: String?, driverChosen: Bool = false
  ) -> String? {
    let found: String? =
      switch outcome {
      case .ready: nil
      case .fellBack(let driver):
        driverChosen || display == nil
          ? nil : "no video driver connected, SDL fell back to \"\(driver)\""
      case .failed(let reason): reason.isEmpty ? nil : "SDL: \(reason)"
      }
    guard attempts > 1, let display else { return found }
    let waited = waits.prefix(attempts - 1).reduce(0, +)
    let tried = "\(display) did not accept a connection in \(attempts) attempts over \(waited) ms"
    return found.map { "\(tried); \($0)" } ?? tried
  }
}

/// Advances every running animation by the runtime's fixed step. Owned by the window, so
/// anything that can reach a view's window can animate; nothing here reads a clock.
///
/// Two kinds of clients: ``PropertyAnimator``s, and ``FrameTicking`` objects for motion that
/// is not a tween between two view states (scroll deceleration, bounce springs, wheel
/// scrolling), which compute their own closed-form position from the time they are given.
@MainActor
public final class AnimationClock {
  private var animators: [PropertyAnimator] = []
  private var tickers: [TickerEntry] = []
  /// Simulated seconds elapsed.
  public private(set) var time: Double = 0
  /// Whether a tick is in progress: what ends now ends on screen in this frame.
  public private(set) var isTicking = false

  public init() {}

  /// Whether any animation is running.
  public var isAnimating: Bool { !animators.isEmpty || tickers.contains { $0.ticker != nil } }

  func register(_ animator: PropertyAnimator) {
    if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
  }

  func unregister(_ animator: PropertyAnimator) {
    animators.removeAll { $0 === animator }
  }

  /// Starts calling `ticker` once per tick, after the animators, until it is removed. Held
  /// weakly, so a view that leaves the window mid-motion is not kept alive by its motion.
  /// A ticker added during a tick is first called on the next tick.
  public func addTicker(_ ticker: FrameTicking) {
    tickers.removeAll { $0.ticker == nil }
    guard !tickers.contains(where: { $0.ticker === ticker }) else { return }
    tickers.append(TickerEntry(ticker: ticker))
  }

  /// Stops calling `ticker`; removing it during a tick takes effect at once.
  public func removeTicker(_ ticker: FrameTicking) {
    for entry in tickers where entry.ticker === ticker { entry.ticker = nil }
    tickers.removeAll { $0.ticker == nil }
  }

  /// Moves time on by `delta` seconds; animators started during the tick begin next tick.
  public func tick(_ delta: Double) {
    isTicking = true
    defer { isTicking = false }
    time += delta
    for animator in animators { animator.advance(by: delta) }
    for entry in tickers { entry.ticker?.tick(delta) }
    tickers.removeAll { $0.ticker == nil }
  }
}

/// Something the ``AnimationClock`` advances once per frame, for motion computed in closed
/// form from elapsed time rather than interpolated by a ``PropertyAnimator``.
@MainActor
public protocol FrameTicking: AnyObject {
  /// `delta` simulated seconds have passed since the last call.
  func tick(_ delta: Double)
}

/// A weak slot, cleared on removal so a tick in progress skips a ticker removed mid-tick.
@MainActor
private final class TickerEntry {
  weak var ticker: FrameTicking?

  init(ticker: FrameTicking) {
    self.ticker = ticker
  }
}

import SheetEngine
import SheetSession

/// Holds back the lagging side's input for an ``InputDelay``: an input event that arrives in
/// frame f is applied in frame `f + delay.frames(at: rate)`, in arrival order, with its
/// timestamp moved on by the same whole frames (so a velocity tracker on the lagging side
/// sees the same intervals). Tuning changes are not input and pass at once. Pure
/// bookkeeping over frames: a replay holds the same events back for the same frames.
struct InputDelayLine {
  private(set) var delay: InputDelay
  private let rate: SimulationRate
  /// Held events, oldest first, with the frame each arrived in.
  private var pending: [(arrived: Int, event: InputEvent)] = []

  init(delay: InputDelay, rate: SimulationRate) {
    self.delay = delay
    self.rate = rate
  }

  /// What the lagging side applies in `frame`, given its share of the frame's events: the
  /// held input now due, then the frame's tuning changes, then its input if there is no
  /// delay (a zero delay changes nothing).
  mutating func pass(_ events: [SessionEvent], inFrame frame: Int) -> [SessionEvent] {
    let lag = delay.frames(at: rate)
    guard lag > 0 || !pending.isEmpty else { return events }
    for case .input(let input) in events { pending.append((frame, input)) }
    let due = pending.prefix { $0.arrived + lag <= frame }
    pending.removeFirst(due.count)
    let shift = rate.milliseconds(atFrame: lag)
    let released = due.map { held in
      var event = held.event
      event.timestamp += shift
      return SessionEvent.input(event)
    }
    return released + events.filter { $0.input == nil }
  }
}

import SheetEngine
import SheetSession

/// Holds back one side's input for its share of an ``InputDelay``. The rule, in frames: an
/// input event that arrives in frame f while the side's lag is L frames is due in frame
/// `max(f + L, d)`, where d is the due frame of the input held before it (input is never
/// reordered, so a press still comes before its release), and it is applied in that frame in
/// arrival order with its timestamp moved on by the frames it waited (a velocity tracker on
/// the lagging side sees the same intervals). A new lag (``setLag(_:)``, the studio's
/// control) applies to input arriving from the frame of the change; input already held keeps
/// its due frame. Tuning changes are not input and pass at once. Pure bookkeeping over
/// frames: a replay holds the same events back for the same frames.
struct InputDelayLine {
  private let rate: SimulationRate
  /// Whole frames input arriving now waits.
  private(set) var lag: Int
  /// Held events, oldest first, with the frame each arrived in and the frame it is due.
  private var pending: [(arrived: Int, due: Int, event: InputEvent)] = []

  init(lag: Int, rate: SimulationRate) {
    self.lag = lag
    self.rate = rate
  }

  /// Whether input is held for a later frame: the side still has input to apply.
  var isHolding: Bool { !pending.isEmpty }

  /// Input arriving from now on waits `frames` (0: none).
  mutating func setLag(_ frames: Int) {
    lag = max(0, frames)
  }

  /// What the side applies in `frame`, given its share of the frame's events: the held
  /// input now due, then the frame's other events, then its input if nothing waits (a zero
  /// lag with nothing held changes nothing).
  mutating func pass(_ events: [SessionEvent], inFrame frame: Int) -> [SessionEvent] {
    guard lag > 0 || !pending.isEmpty else { return events }
    for case .input(let input) in events {
      let due = max(frame + lag, pending.last?.due ?? 0)
      pending.append((frame, due, input))
    }
    let released = pending.prefix { $0.due <= frame }
    pending.removeFirst(released.count)
    return released.map { held in
      var event = held.event
      event.timestamp += rate.milliseconds(atFrame: held.due - held.arrived)
      return SessionEvent.input(event)
    } + events.filter { $0.input == nil }
  }
}

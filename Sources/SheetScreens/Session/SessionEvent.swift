import SheetEngine
import SheetTuning

/// One thing that happens to a playground session in a frame: input for the engine, or a
/// change of the tuning (from the tuning file or the panel). Both are recorded, in the order
/// they happened, so a replay applies the same changes between the same events.
public enum SessionEvent: Hashable, Sendable {
  case input(InputEvent)
  case tuning(TuningChange, timestamp: Double)

  /// Milliseconds since the session started, as the host observed it.
  public var timestamp: Double {
    get {
      switch self {
      case .input(let event): event.timestamp
      case .tuning(_, let timestamp): timestamp
      }
    }
    set {
      switch self {
      case .input(var event):
        event.timestamp = newValue
        self = .input(event)
      case .tuning(let change, _):
        self = .tuning(change, timestamp: newValue)
      }
    }
  }

  /// The input event, or `nil` for a tuning change.
  public var input: InputEvent? {
    if case .input(let event) = self { return event }
    return nil
  }

  /// An input event of `kind` at `timestamp`.
  public static func input(_ kind: InputEvent.Kind, at timestamp: Double) -> SessionEvent {
    .input(InputEvent(timestamp: timestamp, kind: kind))
  }
}

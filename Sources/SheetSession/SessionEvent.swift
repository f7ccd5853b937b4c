import SheetEngine
import SheetTuning

/// One thing that happens to a playground session in a frame: input for the engine, a
/// change of the tuning (from the tuning file or the panel), a compare session's new
/// input delay (the studio's control), or the scene file reloaded. All are recorded, in the
/// order they happened, so a replay applies the same changes between the same events.
public enum SessionEvent: Hashable, Sendable {
  case input(InputEvent)
  /// `variant` picks the side of a compare session the change is for (0-based, in the
  /// order of the comparison's variants); nil changes every side, and a single
  /// playground applies every change.
  case tuning(TuningChange, timestamp: Double, variant: Int? = nil)
  /// A compare session's input delay from this frame on (``InputDelay``, which names the
  /// lagging side); tuning-free, so no side's tuning changes. A single playground has no
  /// delay and ignores it.
  case inputDelay(InputDelay, timestamp: Double)
  /// The scene file was edited: the playground rebuilds its root from the new text, with
  /// whatever was on screen dismissed. `variant` picks the side of a compare session whose
  /// own scene it is (`--scene-b`); nil reloads every side.
  case scene(SceneReload, timestamp: Double, variant: Int? = nil)

  /// Milliseconds since the session started, as the host observed it.
  public var timestamp: Double {
    get {
      switch self {
      case .input(let event): event.timestamp
      case .tuning(_, let timestamp, _): timestamp
      case .inputDelay(_, let timestamp): timestamp
      case .scene(_, let timestamp, _): timestamp
      }
    }
    set {
      switch self {
      case .input(var event):
        event.timestamp = newValue
        self = .input(event)
      case .tuning(let change, _, let variant):
        self = .tuning(change, timestamp: newValue, variant: variant)
      case .inputDelay(let delay, _):
        self = .inputDelay(delay, timestamp: newValue)
      case .scene(let reload, _, let variant):
        self = .scene(reload, timestamp: newValue, variant: variant)
      }
    }
  }

  /// Whether the side `index` of a compare session takes this event: input goes to every
  /// side, a tuning change or a scene reload to the one it names (or to all when it names
  /// none).
  public func applies(toVariant index: Int) -> Bool {
    switch self {
    case .tuning(_, _, let variant?), .scene(_, _, let variant?): variant == index
    case .tuning, .scene, .input, .inputDelay: true
    }
  }

  /// The input event, or `nil` for a tuning change, a delay or a scene reload.
  public var input: InputEvent? {
    if case .input(let event) = self { return event }
    return nil
  }

  /// An input event of `kind` at `timestamp`.
  public static func input(_ kind: InputEvent.Kind, at timestamp: Double) -> SessionEvent {
    .input(InputEvent(timestamp: timestamp, kind: kind))
  }
}

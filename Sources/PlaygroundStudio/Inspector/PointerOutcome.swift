import SheetEngine
import SheetTuning

/// What the overlays did with one pointer event.
public struct PointerOutcome: Hashable, Sendable {
  /// True when the event belonged to the overlays: the host must neither record it nor
  /// give it to the runtime.
  public var consumed: Bool
  /// Tuning changes the panel asked for, valid for `Tuning.setValue`; the host records
  /// them and feeds them to the next `Runtime.step` as `.tuning` events.
  public var changes: [TuningChange]

  public init(consumed: Bool, changes: [TuningChange] = []) {
    self.consumed = consumed
    self.changes = changes
  }

  public static let ignored = PointerOutcome(consumed: false)
}

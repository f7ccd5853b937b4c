import SheetEngine
import SheetSession

/// One event of a recording (input, or a tuning change), with the simulation frame it was applied in.
public struct RecordedEvent: Hashable, Sendable {
  /// 0-based simulation frame; the replay applies the event in the same frame.
  public var frame: Int
  public var event: SessionEvent

  public init(frame: Int, event: SessionEvent) {
    self.frame = frame
    self.event = event
  }

  /// An input event recorded in `frame`.
  public init(frame: Int, input: InputEvent) {
    self.init(frame: frame, event: .input(input))
  }
}

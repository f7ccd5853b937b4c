import SheetEngine

/// One input event of a recording, with the simulation frame it was applied in.
public struct RecordedEvent: Hashable, Sendable {
  /// 0-based simulation frame; the replay applies the event in the same frame.
  public var frame: Int
  public var event: InputEvent

  public init(frame: Int, event: InputEvent) {
    self.frame = frame
    self.event = event
  }
}

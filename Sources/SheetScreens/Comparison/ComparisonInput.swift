import SheetEngine

/// The window's input in a compare session, sorted: a click on a side's label selects that
/// side (and reaches no device); resizes are dropped (the devices keep the size the session
/// started with, so every side and the recording agree); every other event goes to all
/// devices, pointer events in device points (``ComparisonPointerMapping``).
public struct ComparisonInput: Hashable, Sendable {
  public private(set) var mapping: ComparisonPointerMapping
  /// True from a press on the label strip to its release: that press is the strip's.
  private var stripPressHeld = false

  public init(layout: ComparisonLayout) {
    mapping = ComparisonPointerMapping(layout: layout)
  }

  /// The events for the devices, and the side a label click selected (the last one).
  public mutating func route(_ events: [InputEvent]) -> (forDevices: [InputEvent], selected: Int?) {
    var forwarded: [InputEvent] = []
    var selected: Int?
    for event in events {
      switch event.kind {
      case .pointerDown(_, let location)
      where mapping.pressedDevice == nil && !stripPressHeld
        && mapping.layout.isInLabelStrip(location):
        stripPressHeld = true
        selected = mapping.layout.device(at: location)
      case .pointerMove where stripPressHeld:
        break
      case .pointerUp where stripPressHeld:
        stripPressHeld = false
      case .resize:
        break
      default:
        forwarded.append(mapping.map(event))
      }
    }
    return (forwarded, selected)
  }
}

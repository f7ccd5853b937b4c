import SheetEngine

/// Turns the window's pointer events in a compare session into device-relative ones, which
/// every device then receives: a point over either device lands at the same place on both.
///
/// While a button is held the mapping stays relative to the device the press began on, so a
/// drag that crosses into the other device (or the gap) keeps going as one drag instead of
/// jumping by a device's width. Keys, focus and the like pass through unchanged.
public struct ComparisonPointerMapping: Hashable, Sendable {
  public let layout: ComparisonLayout
  /// The device the held buttons were pressed on; nil while no button is held.
  public private(set) var pressedDevice: Int?
  private var heldButtons: Set<PointerButton> = []

  public init(layout: ComparisonLayout) {
    self.layout = layout
  }

  /// `event` in device points (events without a location are returned as they are).
  public mutating func map(_ event: InputEvent) -> InputEvent {
    var mapped = event
    switch event.kind {
    case .pointerDown(let button, let location):
      if heldButtons.isEmpty { pressedDevice = layout.device(at: location) }
      heldButtons.insert(button)
      mapped.kind = .pointerDown(button: button, location: deviceRelative(location))
    case .pointerMove(let location):
      mapped.kind = .pointerMove(location: deviceRelative(location))
    case .pointerUp(let button, let location):
      mapped.kind = .pointerUp(button: button, location: deviceRelative(location))
      heldButtons.remove(button)
      if heldButtons.isEmpty { pressedDevice = nil }
    case .wheel(let dx, let dy, let location):
      mapped.kind = .wheel(dx: dx, dy: dy, location: deviceRelative(location))
    case .focusLost:
      // The engine cancels presses on focus loss; so does the mapping.
      heldButtons.removeAll()
      pressedDevice = nil
    case .keyDown, .keyUp, .textInput, .resize:
      break
    }
    return mapped
  }

  private func deviceRelative(_ location: Point) -> Point {
    let origin = layout.origin(ofDevice: pressedDevice ?? layout.device(at: location))
    return Point(x: location.x - origin.x, y: location.y - origin.y)
  }
}

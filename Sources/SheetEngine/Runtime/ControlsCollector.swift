/// Finds the buttons a person could tap right now, for the state snapshot: visible, enabled,
/// and actually reached by a hit test at their centre (so a button under a dim or a sheet
/// is not listed). Topmost screen first, then in reading order within a screen.
@MainActor
enum ControlsCollector {
  static func controls(in window: Window) -> [StateSnapshot.Control] {
    var layers: [[StateSnapshot.Control]] = []
    for layer in window.subviews {
      var found: [StateSnapshot.Control] = []
      collect(layer, in: window, into: &found)
      layers.append(found)
    }
    return layers.reversed().flatMap { $0 }
  }

  private static func collect(
    _ view: View, in window: Window, into found: inout [StateSnapshot.Control]
  ) {
    guard !view.isHidden, view.alpha > 0 else { return }
    if let button = view as? Button, button.isEnabled {
      let frame = button.frameInWindow
      if let hit = window.hitTest(frame.center), hit.isDescendant(of: button) {
        found.append(.init(title: button.title, frame: frame, highlighted: button.isHighlighted))
      }
    }
    for subview in view.subviews { collect(subview, in: window, into: &found) }
  }
}

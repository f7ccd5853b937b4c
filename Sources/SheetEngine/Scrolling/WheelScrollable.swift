/// A view that scrolls with the mouse wheel: the runtime offers a wheel event to the view
/// under the pointer and its ancestors, nearest first, until one takes it. `ScrollView` is
/// one; a host's own scrolling view (an inspector's panel) can be another.
@MainActor
public protocol WheelScrollable: View {
  /// Scrolls by `dy` points of wheel (positive: content moves down, as SDL's "away from the
  /// user"); returns whether it scrolled, so an ancestor may take what it cannot.
  func scroll(byWheel dy: Double, at timestamp: Double) -> Bool
}

/// What the playground's overlays (HUD, pointer trail, motion plot) and `--trace` read
/// from the runtime each frame. Pure data, separate from the state snapshot because it
/// holds things tests should not pin (gesture internals, the pointer's path).
public struct RuntimeInspection: Hashable, Sendable {
  /// Simulated seconds since the session started (slow motion included).
  public var time: Double
  public var frame: Int
  /// The last pointer location and its velocity (pt/s) from the least-squares tracker.
  public var pointerLocation: Point?
  public var pointerVelocity: Point
  public var isPointerDown: Bool
  /// The recognizer that owns the pointer, if any: its type name and state.
  public var activeGesture: String?
  public var activeGestureState: String?
  public var transition: StateSnapshot.TransitionState?
  /// The element that moves: what it is, and its position along its axis (points).
  public var element: String
  public var position: Double
  public var dimAlpha: Double
}

extension Runtime {
  /// The element that moves: the topmost presented screen's top edge, else the
  /// navigation stack's top page's left edge.
  func movingElement() -> (name: String, position: Double) {
    if let top = presentedViewControllers.last {
      let frame = top.presentationController?.presentedView.frameInWindow ?? .zero
      return ("\(top.screenID).y", frame.minY)
    }
    let page = navigationController.topViewController
    return ("\(page?.screenID ?? "root").x", page?.view.frameInWindow.minX ?? 0)
  }
}

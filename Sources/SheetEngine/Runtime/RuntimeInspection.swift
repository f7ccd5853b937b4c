/// What a host's overlays (a HUD, a pointer trail, a motion plot) and traces read
/// from the runtime each frame. Pure data, separate from the state snapshot because it
/// holds things tests should not pin (gesture internals, the pointer's path).
public struct RuntimeInspection: Hashable, Sendable {
  /// Simulated seconds since the session started (slow motion included), counted from the
  /// frames rather than summed step by step: `frame / 60` exactly (at 60 Hz) while the speed
  /// is 1.
  public var time: Double
  /// Simulated seconds this frame advanced: one step (1/60 s at 60 Hz) × the speed, 0 while
  /// paused.
  public var timeStep: Double
  public var frame: Int
  /// The last pointer location and its velocity (pt/s) from the least-squares tracker.
  public var pointerLocation: Point?
  public var pointerVelocity: Point
  public var isPointerDown: Bool
  /// The recognizer that owns the pointer, if any: its type name and state.
  public var activeGesture: String?
  public var activeGestureState: String?
  public var transition: StateSnapshot.TransitionState?
  /// What moves, the followed element first: the topmost presented screen's top edge,
  /// else the top page's left edge; during a push or pop both pages, the arriving one first
  /// (inside a presented sheet too, after the sheet's edge).
  public var elements: [MovingElement]
  public var dimAlpha: Double
  /// The simulation's steps per second: a host that ages things in its own frames (which
  /// run in real time, whatever the slow motion) divides ``frame`` by it.
  public var framesPerSecond = SimulationRate.standard.framesPerSecond

  /// The followed element's name: its screen id and the axis it moves along.
  public var element: String { elements.first?.name ?? "" }
  /// The followed element's position along its axis, window points.
  public var position: Double { elements.first?.position ?? 0 }
}

/// One element that moves, as a trace row sees it.
public struct MovingElement: Hashable, Sendable {
  /// What it is and along which axis: a screen id with ".y" (a sheet's top edge) or ".x" (a page).
  public var name: String
  /// Where it is at the end of the frame, window points.
  public var position: Double
  /// Where it was when the frame began moving it: at the end of the previous frame, or, if
  /// it was not there yet (a sheet just presented, a page just pushed), after this frame's
  /// input and before its animations advanced. `nil` if it appeared during the advance.
  public var startPosition: Double?

  public init(name: String, position: Double, startPosition: Double? = nil) {
    self.name = name
    self.position = position
    self.startPosition = startPosition
  }
}

extension Runtime {
  /// The elements that move (see ``RuntimeInspection/elements``), without start positions.
  func movingElements() -> [MovingElement] {
    if let top = presentedViewControllers.last {
      let frame = top.presentationController?.presentedView.visibleFrameInWindow ?? .zero
      let sheet = MovingElement(name: "\(top.screenID).y", position: frame.minY)
      return [sheet] + Self.movingPages(of: top as? NavigationController)
    }
    let pages = Self.movingPages(of: navigationController)
    if !pages.isEmpty { return pages }
    guard let page = navigationController.topViewController else { return [] }
    return [MovingElement(name: "\(page.screenID).x", position: page.view.frameInWindow.minX)]
  }

  /// Both pages of a running push or pop, the arriving one first (the top page, which the
  /// plot follows) and then the leaving one: a page dragged or slid away is as visible in a
  /// trace as the one it uncovers.
  private static func movingPages(of navigation: NavigationController?) -> [MovingElement] {
    guard let context = navigation?.transitionCoordinator?.context else { return [] }
    return [context.toViewController, context.fromViewController].map { page in
      MovingElement(name: "\(page.screenID).x", position: page.view.frameInWindow.minX)
    }
  }
}

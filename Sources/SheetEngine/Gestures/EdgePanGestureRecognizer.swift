/// A pan that only starts from a press near one side of the window, as
/// `UIScreenEdgePanGestureRecognizer`: a press farther than ``edgeWidth`` from the edge
/// fails it at once, so recognizers behind it get the drag.
@MainActor
open class EdgePanGestureRecognizer: PanGestureRecognizer {
  /// The side of the window a drag must start from.
  public enum Edge: String, Sendable {
    case left, right
  }

  public var edge: Edge
  /// How close to the edge (points, inclusive) the press must be.
  public var edgeWidth: Double = 20

  public init(edge: Edge = .left) {
    self.edge = edge
    super.init()
  }

  /// Presses are in window coordinates; the right edge needs the window's width, so a
  /// recognizer outside any window never begins from the right.
  open override func canBegin(withPressAt location: Point) -> Bool {
    switch edge {
    case .left:
      return location.x <= edgeWidth
    case .right:
      guard let window = view?.window ?? hitView?.window else { return false }
      return location.x >= window.bounds.width - edgeWidth
    }
  }
}

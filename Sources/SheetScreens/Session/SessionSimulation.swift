import SheetEngine
import SheetSession

/// What a host steps: one ``Playground``, or a ``PlaygroundComparison`` of several. The
/// window, a headless replay and `playground test` drive either through this, so a compare
/// session is recorded, replayed and judged by the same code as a single one.
@MainActor
public protocol SessionSimulation: AnyObject {
  /// Frames simulated so far.
  var frameIndex: Int { get }
  /// The size in points of what ``step(_:)`` draws (one device, or the devices side by side
  /// with their label strip).
  var displaySize: Size { get }
  /// Whether a pointer button is held on any device (the host captures the mouse).
  var isPointerDown: Bool { get }
  /// Applies `events`, advances one frame and returns what the window draws.
  func step(_ events: [SessionEvent]) -> DisplayList
  /// ``step(_:)`` without drawing.
  func simulate(_ events: [SessionEvent])
  /// What the current frame draws, without advancing (a paused replay in the window).
  func drawCurrentFrame() -> DisplayList
  /// The playground the overlays show and the tuning panel edits: the only one, or the
  /// selected side of a comparison.
  var inspectedPlayground: Playground { get }
  /// The state at the end of the last frame.
  func sessionState() -> SessionState
}

extension Playground: SessionSimulation {
  public func sessionState() -> SessionState { .single(snapshot()) }
  public var inspectedPlayground: Playground { self }
  public var displaySize: Size { window.frame.size }
}

extension PlaygroundComparison: SessionSimulation {
  public func sessionState() -> SessionState { snapshot() }
  public var displaySize: Size { layout.size }
  public var inspectedPlayground: Playground { selected }
}

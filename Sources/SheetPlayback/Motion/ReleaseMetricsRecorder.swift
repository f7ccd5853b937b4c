import SheetEngine

/// Measures every release of a drag as the frames go by (``ReleaseMetrics``): fed the
/// inspection and the engine's state after each frame, by the live recorder and by every
/// replay alike, so both measure the same numbers.
///
/// A release is the first frame with the pointer up after a press during which a gesture
/// held the pointer (a tap is not one). It is measured until its element rests: it has not
/// moved for ``restFrames`` frames and no transition runs, or it left the screen (a
/// dismissed sheet, a popped page) and no transition runs; a new press or the recording's
/// end closes it early. A release in the last frame is none: no frame after it shows its
/// motion, so the file could not hold it and a replay could not check it. docs/MOTION.md,
/// "Release metrics", defines every number.
public struct ReleaseMetricsRecorder: Sendable {
  /// Frames without movement after which an element is at rest (a spring's turning point
  /// never stays for more than one).
  public static let restFrames = 10

  /// The releases measured so far, in frame order.
  public private(set) var releases: [ReleaseMetrics] = []

  /// The last frame the pointer was down, as the release will need it.
  private struct Held {
    var element: String
    var position: Double
    var velocity: Double
    var pointerVelocity: Double
    var time: Double
  }

  /// A release being measured until its element rests.
  private struct Open {
    var frame: Int
    var held: Held
    var before: StateSnapshot
    var previousVelocity: Double
    var positions: [Double] = []
    var position: Double
    var lastMovingTime: Double
    var jump = 0.0
    var resting = 0
  }

  private var wasDown = false
  /// The frame of the last ``take(_:state:)``: a release opened there has no frame after it.
  private var lastFrame: Int?
  private var dragged = false
  private var before: StateSnapshot?
  private var lastState: StateSnapshot?
  private var held: Held?
  private var open: Open?

  public init() {}

  /// Whether the frame just simulated needs ``take(_:state:)`` with its inspection: the
  /// pointer is down, was down in the frame before, or a release is being measured. Other
  /// frames go to ``takeIdle(state:)``, so an idle hour of replay costs no inspection.
  public func needsInspection(pointerDown: Bool) -> Bool {
    pointerDown || wasDown || open != nil
  }

  /// Takes a frame that needs no inspection (see ``needsInspection(pointerDown:)``): only
  /// its state, the state a press in the next frame starts from.
  public mutating func takeIdle(state: StateSnapshot) {
    lastState = state
  }

  /// Takes the frame just simulated: its inspection and the engine's state after it.
  public mutating func take(_ inspection: RuntimeInspection, state: StateSnapshot) {
    let down = inspection.isPointerDown
    let pressed = down && !wasDown
    if pressed {
      close(state: lastState ?? state)
      before = lastState ?? state
      dragged = false
      held = nil
    }
    if down {
      if inspection.activeGesture != nil { dragged = true }
      if let element = inspection.elements.first {
        held = Held(
          element: element.name, position: element.position,
          velocity: Self.velocity(of: element, inspection),
          pointerVelocity: element.name.hasSuffix(".x")
            ? inspection.pointerVelocity.x : inspection.pointerVelocity.y,
          time: inspection.time)
      }
    } else if wasDown, dragged, let held, let before {
      open = Open(
        frame: inspection.frame, held: held, before: before, previousVelocity: held.velocity,
        position: held.position, lastMovingTime: held.time)
    }
    if !pressed { follow(inspection, state: state) }
    wasDown = down
    lastState = state
    lastFrame = inspection.frame
  }

  /// Closes a release still being measured (the recording ends) and returns every release.
  public mutating func finish(state: StateSnapshot?) -> [ReleaseMetrics] {
    if let open, open.frame == lastFrame { self.open = nil }
    if let state = state ?? lastState { close(state: state) }
    return releases
  }

  private mutating func follow(_ inspection: RuntimeInspection, state: StateSnapshot) {
    guard var measured = open else { return }
    guard let element = inspection.elements.first(where: { $0.name == measured.held.element })
    else {
      // Gone from the screen: at rest once its transition is over.
      if inspection.transition == nil { close(state: state) }
      return
    }
    let velocity = Self.velocity(of: element, inspection)
    measured.jump = max(measured.jump, abs(velocity - measured.previousVelocity))
    measured.previousVelocity = velocity
    measured.positions.append(element.position)
    measured.position = element.position
    if velocity != 0 {
      measured.lastMovingTime = inspection.time
      measured.resting = 0
    } else {
      measured.resting += 1
    }
    open = measured
    if measured.resting >= Self.restFrames, inspection.transition == nil { close(state: state) }
  }

  private mutating func close(state: StateSnapshot) {
    guard let measured = open else { return }
    open = nil
    let start = measured.held.position
    let rest = measured.position
    let direction: Double = rest > start ? 1 : rest < start ? -1 : 0
    let beyond = measured.positions.map { ($0 - rest) * direction }.max() ?? 0
    releases.append(
      ReleaseMetrics(
        frame: measured.frame, element: measured.held.element,
        velocity: measured.held.pointerVelocity,
        decision: Self.decision(
          before: measured.before, after: state, element: measured.held.element),
        travel: abs(rest - start), overshoot: beyond > 0 ? beyond : 0,
        settleSeconds: measured.lastMovingTime - measured.held.time,
        velocityJump: measured.jump))
  }

  /// What the release decided, from the state at the press and at the rest.
  static func decision(before: StateSnapshot, after: StateSnapshot, element: String) -> String {
    if after.presented.count < before.presented.count { return "dismissed" }
    let pages = { (state: StateSnapshot) in
      state.presented.last?.navigationStack.count ?? state.navigationStack.count
    }
    if after.presented.count == before.presented.count, pages(after) < pages(before) {
      return "popped"
    }
    if element.hasSuffix(".x") { return "cancelled" }
    if let detent = after.presented.last?.detent, detent != "fitsContent" {
      return "detent \(detent)"
    }
    return "stayed"
  }

  /// The element's on-screen velocity this frame, as ``MotionSample`` measures it.
  private static func velocity(of element: MovingElement, _ inspection: RuntimeInspection)
    -> Double
  {
    guard let start = element.startPosition, inspection.timeStep > 0 else { return 0 }
    return (element.position - start) / inspection.timeStep
  }
}

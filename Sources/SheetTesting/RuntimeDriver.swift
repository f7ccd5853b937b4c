import SheetEngine
import Testing

/// Drives a runtime the way a recording does, in the spirit of swift-nio's embedded event
/// loop: events go into a frame, and virtual time passes one step at a time (60 Hz unless
/// the runtime runs at another rate), with timestamps on the frame clock. Nothing reads a
/// clock, so a test of your own screen gives the same numbers on every machine: press, drag,
/// fling and tap by points and milliseconds, then read the state and the display list of
/// every frame. The project's engine tests give it a fixture root; the playground's tests use
/// a subclass that steps the whole playground, so tuning changes go through it too.
///
/// A helper that cannot do what it was asked (a control that is not on screen) records a
/// failed expectation naming what was there, and the test goes on.
@MainActor
open class RuntimeDriver {
  /// The runtime driven: its window, navigation stack and modal stack.
  public let runtime: Runtime

  /// A runtime with `root` at the bottom of its navigation stack.
  public convenience init(root: ViewController, width: Double = 390, height: Double = 844) {
    self.init(
      runtime: Runtime(
        size: Size(width: width, height: height), safeAreaInsets: Self.safeArea,
        textMeasurer: FixedMetricsTextMeasurer(), rootViewController: root))
  }

  /// Drives `runtime`, one frame in.
  public init(runtime: Runtime) {
    self.runtime = runtime
    step()
  }

  /// A phone's status bar and home indicator.
  public static let safeArea = EdgeInsets(top: 47, bottom: 34)

  /// The frame clock's time of the next frame's events, in milliseconds.
  public var timestamp: Double { runtime.rate.milliseconds(atFrame: runtime.frameIndex) }

  /// Simulates `count` frames with no input.
  public func step(_ count: Int = 1) {
    for _ in 0..<count { stepFrame([]) }
  }

  /// Press and release at `point` within one frame.
  public func tap(_ point: Point) {
    stepFrame([
      InputEvent(timestamp: timestamp, kind: .pointerDown(button: .left, location: point)),
      InputEvent(timestamp: timestamp, kind: .pointerUp(button: .left, location: point)),
    ])
  }

  /// Taps the tappable control titled `title`; records a failure if there is none.
  public func tapControl(
    _ title: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let control = snapshot.controls.first(where: { $0.title == title }) else {
      Issue.record(
        "no control \(title) among \(snapshot.controls.map(\.title))",
        sourceLocation: sourceLocation)
      return
    }
    tap(control.frame.center)
  }

  /// One input event in its own frame.
  public func send(_ kind: InputEvent.Kind) {
    stepFrame([InputEvent(timestamp: timestamp, kind: kind)])
  }

  /// The engine's state after the last step.
  public var snapshot: StateSnapshot { runtime.snapshot() }

  /// The window's navigation controller.
  public var navigation: NavigationController { runtime.navigationController }

  /// The on-screen x of a controller's page.
  public func pageX(_ controller: ViewController) -> Double { controller.view.frameInWindow.minX }

  /// Steps until no navigation transition runs (at most `limit` frames); returns the count.
  @discardableResult
  public func settle(limit: Int = 120) -> Int {
    var frames = 0
    while navigation.transitionState != nil, frames < limit {
      step()
      frames += 1
    }
    return frames
  }

  /// What the last step drew.
  public private(set) var displayList = DisplayList()

  /// Every frame's state since ``recordsFrames`` was set, oldest first: what a test reads to
  /// check motion frame by frame (where the sheet was on each frame of a drag).
  public private(set) var frames: [StateSnapshot] = []

  /// Whether each step keeps its state in ``frames`` (off by default: long tests stay small).
  public var recordsFrames = false {
    didSet { if !recordsFrames { frames = [] } }
  }

  private func stepFrame(_ events: [InputEvent]) {
    displayList = step(events)
    if recordsFrames { frames.append(snapshot) }
  }

  // MARK: - Gestures by points and milliseconds

  /// The length of one frame at the runtime's rate, in milliseconds.
  public var frameMilliseconds: Double {
    runtime.rate.milliseconds(atFrame: 1) - runtime.rate.milliseconds(atFrame: 0)
  }

  /// Lets `milliseconds` of virtual time pass with no input (rounded up to whole frames).
  public func advance(milliseconds: Double) {
    step(Self.frameCount(for: milliseconds, frame: frameMilliseconds))
  }

  /// Presses the left button at `point` in its own frame.
  public func press(at point: Point) {
    send(.pointerDown(button: .left, location: point))
  }

  /// Moves the pressed pointer to `point` in its own frame.
  public func move(to point: Point) {
    send(.pointerMove(location: point))
  }

  /// Releases the left button at `point` in its own frame.
  public func release(at point: Point) {
    send(.pointerUp(button: .left, location: point))
  }

  /// A drag as a hand makes it: press at `start`, then one move a frame along the straight line
  /// to `end` for `milliseconds`, then release there (the release frame carries the last
  /// move's velocity, as a lifted finger does). A short time is a fling.
  public func drag(from start: Point, to end: Point, milliseconds: Double) {
    press(at: start)
    let count = max(Self.frameCount(for: milliseconds, frame: frameMilliseconds), 1)
    for index in 1...count {
      let fraction = Double(index) / Double(count)
      move(
        to: Point(
          x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
    }
    release(at: end)
  }

  /// A quick throw from `start` to `end`: ``drag(from:to:milliseconds:)`` over 50 ms.
  public func fling(from start: Point, to end: Point) {
    drag(from: start, to: end, milliseconds: 50)
  }

  private static func frameCount(for milliseconds: Double, frame: Double) -> Int {
    Int((milliseconds / frame).rounded(.up))
  }

  /// Applies `events` and advances one frame; returns what it drew. A subclass steps what
  /// wraps the runtime instead (the playground, with its tuning changes).
  open func step(_ events: [InputEvent]) -> DisplayList {
    runtime.step(events)
  }
}

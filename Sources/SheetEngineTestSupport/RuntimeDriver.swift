import SheetEngine
import Testing

/// Drives a runtime the way a recording does, in the spirit of swift-nio's embedded event
/// loop: events go into a frame, and virtual time passes one step at a time (60 Hz unless
/// the runtime runs at another rate), with timestamps on the frame clock. Engine tests give it a fixture root (``FixtureRoot``); the
/// playground's tests use its subclass that steps the whole playground, so tuning changes
/// go through it too (`PlaygroundDriver`, in the playground's test support).
///
/// A helper that cannot do what it was asked (a control that is not on screen) records a
/// failed expectation naming what was there, and the test goes on.
@MainActor
open class RuntimeDriver {
  package let runtime: Runtime

  /// A runtime with `root` at the bottom of its navigation stack.
  package convenience init(root: ViewController, width: Double = 390, height: Double = 844) {
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
  package static let safeArea = EdgeInsets(top: 47, bottom: 34)

  /// The frame clock's time of the next frame's events, in milliseconds.
  package var timestamp: Double { runtime.rate.milliseconds(atFrame: runtime.frameIndex) }

  /// Simulates `count` frames with no input.
  package func step(_ count: Int = 1) {
    for _ in 0..<count { stepFrame([]) }
  }

  /// Press and release at `point` within one frame.
  package func tap(_ point: Point) {
    stepFrame([
      InputEvent(timestamp: timestamp, kind: .pointerDown(button: .left, location: point)),
      InputEvent(timestamp: timestamp, kind: .pointerUp(button: .left, location: point)),
    ])
  }

  /// Taps the tappable control titled `title`; records a failure if there is none.
  package func tapControl(
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
  package func send(_ kind: InputEvent.Kind) {
    stepFrame([InputEvent(timestamp: timestamp, kind: kind)])
  }

  /// The engine's state after the last step.
  package var snapshot: StateSnapshot { runtime.snapshot() }

  /// The window's navigation controller.
  package var navigation: NavigationController { runtime.navigationController }

  /// The on-screen x of a controller's page.
  package func pageX(_ controller: ViewController) -> Double { controller.view.frameInWindow.minX }

  /// Steps until no navigation transition runs (at most `limit` frames); returns the count.
  @discardableResult
  package func settle(limit: Int = 120) -> Int {
    var frames = 0
    while navigation.transitionState != nil, frames < limit {
      step()
      frames += 1
    }
    return frames
  }

  /// What the last step drew.
  package private(set) var displayList = DisplayList()

  private func stepFrame(_ events: [InputEvent]) {
    displayList = step(events)
  }

  /// Applies `events` and advances one frame; returns what it drew. A subclass steps what
  /// wraps the runtime instead (the playground, with its tuning changes).
  open func step(_ events: [InputEvent]) -> DisplayList {
    runtime.step(events)
  }
}

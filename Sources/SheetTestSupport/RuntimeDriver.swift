import SheetEngine
import SheetScreens
import SheetTuning
import Testing

/// Drives a runtime the way a recording does, in the spirit of swift-nio's embedded event
/// loop: events go into a frame, and virtual time passes one 60 Hz step at a time, with
/// timestamps on the frame clock. Engine tests give it a fixture root (``FixtureRoot``);
/// screen tests give it the whole ``Playground``, so tuning changes go through it too.
///
/// A helper that cannot do what it was asked (a control that is not on screen) records a
/// failed expectation naming what was there, and the test goes on.
@MainActor
package final class RuntimeDriver {
  package let runtime: Runtime
  /// The playground around the runtime, when driving the playground's screens.
  package let playground: Playground?

  /// A runtime with `root` at the bottom of its navigation stack.
  package init(root: ViewController, width: Double = 390, height: Double = 844) {
    runtime = Runtime(
      size: Size(width: width, height: height), safeAreaInsets: Self.safeArea,
      textMeasurer: FixedMetricsTextMeasurer(), rootViewController: root)
    playground = nil
    step()
  }

  /// The playground's screens with `tuning`.
  package init(width: Double = 390, height: Double = 844, tuning: Tuning = .seed) {
    let made = Playground(
      size: Size(width: width, height: height), safeAreaInsets: Self.safeArea,
      textMeasurer: FixedMetricsTextMeasurer(), tuning: tuning)
    playground = made
    runtime = made.runtime
    step()
  }

  /// A phone's status bar and home indicator.
  package static let safeArea = EdgeInsets(top: 47, bottom: 34)

  private var timestamp: Double { Double(runtime.frameIndex) * 1000 / 60 }

  /// Simulates `count` frames with no input.
  package func step(_ count: Int = 1) {
    for _ in 0..<count { stepFrame([]) }
  }

  /// Press and release at `point` within one frame.
  package func tap(_ point: Point) {
    stepFrame([
      .input(.pointerDown(button: .left, location: point), at: timestamp),
      .input(.pointerUp(button: .left, location: point), at: timestamp),
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
    stepFrame([.input(kind, at: timestamp)])
  }

  /// A tuning change in its own frame (playground only).
  package func send(_ change: TuningChange, sourceLocation: SourceLocation = #_sourceLocation) {
    guard playground != nil else {
      Issue.record("tuning changes need the playground", sourceLocation: sourceLocation)
      return
    }
    stepFrame([.tuning(change, timestamp: timestamp)])
  }

  /// The engine's state after the last step.
  package var snapshot: StateSnapshot { runtime.snapshot() }

  /// The tuning in force (the playground's; the seed preset for a fixture).
  package var tuning: Tuning { playground?.tuning ?? .seed }

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

  private func stepFrame(_ events: [SessionEvent]) {
    if let playground {
      displayList = playground.step(events)
    } else {
      displayList = runtime.step(events.compactMap(\.input))
    }
  }
}

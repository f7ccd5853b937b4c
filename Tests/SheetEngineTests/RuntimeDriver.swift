import SheetScreens

@testable import SheetEngine

/// Drives a runtime with the playground's screens the way a recording does: events go into
/// a frame, and time passes one 60 Hz step at a time. Timestamps follow the frame clock.
@MainActor
final class RuntimeDriver {
  let runtime: Runtime

  init(width: Double = 390, height: Double = 844, tuning: Tuning = .seed) {
    runtime = Runtime(
      size: Size(width: width, height: height), safeAreaInsets: EdgeInsets(top: 47, bottom: 34),
      textMeasurer: FixedMetricsTextMeasurer(), rootViewController: PlaygroundScreens.makeRoot(),
      tuning: tuning)
    step()
  }

  private var timestamp: Double { Double(runtime.frameIndex) * 1000 / 60 }

  /// Simulates `count` frames with no input.
  func step(_ count: Int = 1) {
    for _ in 0..<count { _ = runtime.step([]) }
  }

  /// Press and release at `point` within one frame.
  func tap(_ point: Point) {
    _ = runtime.step([
      InputEvent(timestamp: timestamp, kind: .pointerDown(button: .left, location: point)),
      InputEvent(timestamp: timestamp, kind: .pointerUp(button: .left, location: point)),
    ])
  }

  func tapControl(_ title: String) {
    guard let control = snapshot.controls.first(where: { $0.title == title }) else {
      fatalError("no control \(title) in \(snapshot.controls.map(\.title))")
    }
    tap(control.frame.center)
  }

  func send(_ kind: InputEvent.Kind) {
    _ = runtime.step([InputEvent(timestamp: timestamp, kind: kind)])
  }

  var snapshot: StateSnapshot { runtime.snapshot() }
}

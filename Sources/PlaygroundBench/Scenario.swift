import SheetEngine

/// One benchmarked situation: a script of input per frame, run through the real runtime and
/// screens. Scripts, not recordings, so a scenario measures the same frames on every run.
struct Scenario {
  let name: String
  /// Frames to measure.
  let frameCount: Int
  /// Input for frame `index` (0-based within the scenario), given the runtime's state.
  let input: @MainActor (_ index: Int, _ runtime: Runtime) -> [InputEvent]

  /// The root screen with nothing happening.
  static let idleRoot = Scenario(name: "idle root", frameCount: 120) { _, _ in [] }

  /// The text sheet's present transition: tap in the first frame, then the 21 frames of
  /// motion, measured repeatedly by dismissing without animation in between.
  static let textSheetPresenting = Scenario(name: "text sheet presenting", frameCount: 22 * 6) {
    index, runtime in
    let phase = index % 22
    if phase == 0 {
      if let sheet = runtime.presentedViewControllers.last { sheet.dismiss(animated: false) }
      return tap(runtime, "Text sheet")
    }
    return []
  }

  static let all = [idleRoot, textSheetPresenting]

  @MainActor
  static func tap(_ runtime: Runtime, _ title: String) -> [InputEvent] {
    guard let control = runtime.snapshot().controls.first(where: { $0.title == title }) else {
      return []
    }
    let time = Double(runtime.frameIndex) * 1000 / 60
    return [
      InputEvent(
        timestamp: time, kind: .pointerDown(button: .left, location: control.frame.center)),
      InputEvent(timestamp: time, kind: .pointerUp(button: .left, location: control.frame.center)),
    ]
  }
}

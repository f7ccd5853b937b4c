import SheetEngine
import SheetScreens

/// One benchmarked situation: a script of input per frame, run through the real runtime and
/// screens. Scripts, not recordings, so a scenario measures the same frames on every run.
/// Scripts count 60 Hz frames through ``frames(_:_:)`` and move the pointer by ``perFrame(_:_:)``,
/// so at 120 Hz a scenario runs the same motion in time (twice the frames, half the step).
struct Scenario {
  let name: String
  /// Frames to measure.
  let frameCount: Int
  /// Frames run before measuring (opening the screen the scenario is about).
  var warmUp: @MainActor (Runtime) -> Void = { _ in }
  /// Input for frame `index` (0-based within the scenario), given the runtime's state.
  let input: @MainActor (_ index: Int, _ runtime: Runtime) -> [InputEvent]

  static let all: [Scenario] = [
    idleRoot, textSheetPresenting, interactiveDismissal, listScrolling(rows: 100_000),
    backSwipe, zoom, glassSheetAtRest, glassSheetDragged,
  ]

  /// The list sheet at medium in the default preset (ios26): a floating Liquid Glass sheet
  /// over the root, nothing moving, so the blurred backdrop is drawn from its cache.
  static let glassSheetAtRest = Scenario(
    name: "glass sheet at rest", frameCount: 120,
    warmUp: { runtime in
      _ = runtime.step(tap(runtime, "List sheet"))
      for _ in 0..<frames(40, runtime) { _ = runtime.step([]) }
    },
    input: { _, _ in [] })

  /// The same glass sheet dragged from medium up past the point where it attaches and back,
  /// 12 pt a frame: what is behind it changes every frame, so the backdrop is blurred again
  /// each frame, and the glass turns opaque and back (docs/MOTION.md, "Liquid Glass").
  static let glassSheetDragged = Scenario(
    name: "glass sheet dragged", frameCount: 240,
    warmUp: { runtime in
      _ = runtime.step(tap(runtime, "List sheet"))
      for _ in 0..<frames(40, runtime) { _ = runtime.step([]) }
      _ = runtime.step([
        event(runtime, .pointerDown(button: .left, location: Point(x: 200, y: 450)))
      ])
    },
    input: { index, runtime in
      let y = 450 - swing(index, runtime) * perFrame(12, runtime)
      return [event(runtime, .pointerMove(location: Point(x: 200, y: y)))]
    })

  /// The root screen with nothing happening.
  static let idleRoot = Scenario(name: "idle root", frameCount: 120) { _, _ in [] }

  /// The text sheet's present transition, measured repeatedly (dismissed without animation
  /// between runs).
  static let textSheetPresenting = Scenario(name: "text sheet presenting", frameCount: 22 * 6) {
    index, runtime in
    guard index % frames(22, runtime) == 0 else { return [] }
    if let sheet = runtime.presentedViewControllers.last { sheet.dismiss(animated: false) }
    return tap(runtime, "Text sheet")
  }

  /// The text sheet dragged down and up under the pointer, one move a frame.
  static let interactiveDismissal = Scenario(
    name: "interactive dismissal", frameCount: 240,
    warmUp: { runtime in
      _ = runtime.step(tap(runtime, "Text sheet"))
      for _ in 0..<frames(40, runtime) { _ = runtime.step([]) }
      _ = runtime.step([
        event(runtime, .pointerDown(button: .left, location: Point(x: 200, y: 500)))
      ])
    },
    input: { index, runtime in
      let y = 500 + swing(index, runtime) * perFrame(8, runtime)
      return [event(runtime, .pointerMove(location: Point(x: 200, y: y)))]
    })

  /// A list of `rows` rows in the list sheet, dragged up and down under the pointer.
  static func listScrolling(rows: Int) -> Scenario {
    Scenario(
      name: "list of \(rows) rows scrolling", frameCount: 240,
      warmUp: { runtime in
        _ = runtime.step(tap(runtime, "List sheet"))
        for _ in 0..<frames(40, runtime) { _ = runtime.step([]) }
        if let sheet = runtime.presentedViewControllers.last as? ListSheetViewController {
          sheet.listView.numberOfRows = rows
          sheet.listView.reloadData()
          sheet.listView.contentOffset.y = Double(rows) * sheet.listView.rowHeight / 2
        }
        _ = runtime.step([
          event(runtime, .pointerDown(button: .left, location: Point(x: 200, y: 700)))
        ])
      },
      input: { index, runtime in
        let y = 700 - swing(index, runtime) * perFrame(15, runtime)
        return [event(runtime, .pointerMove(location: Point(x: 200, y: y)))]
      })
  }

  /// Page 1 dragged right and back, over and over: an interactive back-swipe.
  static let backSwipe = Scenario(
    name: "back-swipe", frameCount: 240,
    warmUp: { runtime in
      _ = runtime.step(tap(runtime, "Navigation"))
      for _ in 0..<frames(40, runtime) { _ = runtime.step([]) }
      _ = runtime.step([event(runtime, .pointerDown(button: .left, location: Point(x: 40, y: 600)))]
      )
    },
    input: { index, runtime in
      let x = 40 + swing(index, runtime) * perFrame(10, runtime)
      return [event(runtime, .pointerMove(location: Point(x: x, y: 600)))]
    })

  /// The zoom presented and dismissed (Escape) over and over.
  static let zoom = Scenario(
    name: "zoom", frameCount: 240,
    warmUp: { runtime in
      _ = runtime.step(tap(runtime, "Navigation"))
      for _ in 0..<frames(40, runtime) { _ = runtime.step([]) }
    },
    input: { index, runtime in
      switch index % frames(60, runtime) {
      case 0: return tap(runtime, "Zoom")
      case frames(30, runtime): return [event(runtime, .keyDown(Key("escape")))]
      default: return []
      }
    })

  /// `count` 60 Hz frames at the runtime's rate.
  @MainActor
  static func frames(_ count: Int, _ runtime: Runtime) -> Int {
    count * runtime.framesPerSecond / 60
  }

  /// A distance moved per 60 Hz frame, per frame at the runtime's rate.
  @MainActor
  static func perFrame(_ distance: Double, _ runtime: Runtime) -> Double {
    distance * 60 / Double(runtime.framesPerSecond)
  }

  /// The back-and-forth phase of frame `index`: 0 up to half a second of frames and back.
  @MainActor
  static func swing(_ index: Int, _ runtime: Runtime) -> Double {
    let period = frames(60, runtime)
    let phase = index % period
    return Double(phase < period / 2 ? phase : period - phase)
  }

  @MainActor
  static func event(_ runtime: Runtime, _ kind: InputEvent.Kind) -> InputEvent {
    InputEvent(timestamp: runtime.rate.milliseconds(atFrame: runtime.frameIndex), kind: kind)
  }

  @MainActor
  static func tap(_ runtime: Runtime, _ title: String) -> [InputEvent] {
    guard let control = runtime.snapshot().controls.first(where: { $0.title == title }) else {
      return []
    }
    return [
      event(runtime, .pointerDown(button: .left, location: control.frame.center)),
      event(runtime, .pointerUp(button: .left, location: control.frame.center)),
    ]
  }
}

import PlaygroundTestSupport
import SheetEngine
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

/// What one frame of a scripted scenario looked like: the state snapshot (frames of the
/// presented screens, scroll offsets, dim, transition progress), the moving elements' exact
/// positions, and the display list drawn (so shape-only knobs such as a corner radius or a
/// shadow show too).
struct TraceFrame: Hashable {
  var state: StateSnapshot
  var elements: [MovingElement]
  var drawn: DisplayList
}

/// The playground driven by a script, recording a ``TraceFrame`` after every frame.
///
/// Scripts may read the state to aim (where a control or the sheet is): two runs get the
/// same input for as long as their states agree, so a difference in the trace still comes
/// from the tuning alone.
///
/// Given a `baseline`, the session stops simulating at the first frame that differs from
/// it (the rest of the script does nothing): all a "does it change" question needs.
@MainActor
final class TracedSession {
  let playground: Playground
  private(set) var trace: [TraceFrame] = []
  private let baseline: [TraceFrame]?
  /// Whether a frame differed from the baseline.
  private(set) var diverged = false

  init(tuning: Tuning, baseline: [TraceFrame]? = nil) {
    self.baseline = baseline
    playground = Playground(
      size: Size(width: 390, height: 844), safeAreaInsets: PlaygroundDriver.safeArea,
      textMeasurer: FixedMetricsTextMeasurer(), tuning: tuning)
  }

  /// Milliseconds at the start of the next frame, on the 60 Hz frame clock.
  private var now: Double { Double(playground.frameIndex) * 1000 / 60 }

  var state: StateSnapshot { playground.runtime.snapshot() }

  /// One frame with `events`, each `(milliseconds after the frame's start, kind)`.
  func frame(_ events: [(Double, InputEvent.Kind)] = []) {
    guard !diverged else { return }
    let start = now
    let drawn = playground.step(events.map { .input($0.1, at: start + $0.0) })
    let traced = TraceFrame(state: state, elements: playground.inspect().elements, drawn: drawn)
    if let baseline, baseline.count <= trace.count || baseline[trace.count] != traced {
      diverged = true
    }
    trace.append(traced)
  }

  func idle(_ count: Int) {
    for _ in 0..<count { frame() }
  }

  /// Whether a control titled `title` is on screen now.
  func has(_ title: String) -> Bool {
    state.controls.contains { $0.title == title }
  }

  /// Taps the control titled `title` if it is on screen now (a run whose state already
  /// differs may not have it; the trace says so anyway).
  func tap(_ title: String) {
    guard let control = state.controls.first(where: { $0.title == title }) else {
      frame()
      return
    }
    let point = control.frame.center
    frame([
      (0, .pointerDown(button: .left, location: point)),
      (1, .pointerUp(button: .left, location: point)),
    ])
  }

  /// Presses at `start`, moves in `frames` equal steps to `start + offset` (one move a
  /// frame), holds still `hold` frames (a hold over 40 ms releases at rest), releases.
  func drag(from start: Point, by offset: Point, frames: Int, hold: Int = 0) {
    frame([(0, .pointerDown(button: .left, location: start))])
    for index in 1...frames {
      let fraction = Double(index) / Double(frames)
      let point = Point(x: start.x + offset.x * fraction, y: start.y + offset.y * fraction)
      frame([(0, .pointerMove(location: point))])
    }
    idle(hold)
    let end = Point(x: start.x + offset.x, y: start.y + offset.y)
    frame([(0, .pointerUp(button: .left, location: end))])
  }

  /// A throw inside one frame: press, `moves` moves of `step` points 4 ms apart (so `step`
  /// / 4 ms is the speed), release.
  func flick(from start: Point, step: Point, moves: Int) {
    var events: [(Double, InputEvent.Kind)] = [(0, .pointerDown(button: .left, location: start))]
    var point = start
    for index in 1...moves {
      point = Point(x: point.x + step.x, y: point.y + step.y)
      events.append((Double(index) * 4, .pointerMove(location: point)))
    }
    events.append((Double(moves) * 4 + 1, .pointerUp(button: .left, location: point)))
    frame(events)
  }

  /// The topmost presented screen's frame, or the window's lower half if none.
  var topFrame: Rect {
    state.presented.last?.frame ?? Rect(x: 0, y: 422, width: 390, height: 422)
  }

  /// A point inside the topmost presented screen, `down` points below its top.
  func pointInSheet(down: Double) -> Point {
    Point(x: 195, y: topFrame.minY + down)
  }
}

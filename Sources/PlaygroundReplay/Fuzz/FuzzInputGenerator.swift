import SheetEngine

/// Random input at random moments, drawn from a ``SeededGenerator``: taps on the controls in
/// the state (reaching every screen) and anywhere, grabs of the topmost sheet that drag it
/// slowly or throw it, keys, typing, and pauses long enough for everything to settle (a tap
/// on a control then is one ``FuzzInvariant/tapReachesTarget`` checks). Presses land in the
/// middle of transitions as often as anywhere, since nothing waits for one to end.
struct FuzzInputGenerator {
  private var random: SeededGenerator
  /// The frames of input already decided: an action spreads over several frames.
  private var planned: [Int: [InputEvent.Kind]] = [:]
  private var busyUntil = 0
  private let window: Size

  package init(seed: UInt64, window: Size) {
    random = SeededGenerator(seed: seed)
    self.window = window
  }

  /// What a tap on a settled screen checks: the control's title.
  struct Tap {
    package var title: String
  }

  /// The input of `frame`, given the state before it; a tap on a control of a settled
  /// screen is returned so it can be checked.
  package mutating func events(
    frame: Int, state: StateSnapshot, topSheet: Rect?, settled: Bool, editing: Bool
  ) -> (events: [InputEvent], tap: Tap?) {
    var tap: Tap?
    if frame >= busyUntil, Double.random(in: 0..<1, using: &random) < 0.1 {
      tap = plan(from: frame, state: state, topSheet: topSheet, settled: settled, editing: editing)
    }
    let timestamp = Double(frame) * 1000 / 60
    let events = (planned.removeValue(forKey: frame) ?? []).map {
      InputEvent(timestamp: timestamp, kind: $0)
    }
    return (events, tap)
  }

  private mutating func plan(
    from frame: Int, state: StateSnapshot, topSheet: Rect?, settled: Bool, editing: Bool
  ) -> Tap? {
    let roll = Double.random(in: 0..<1, using: &random)
    switch roll {
    case ..<0.3:
      return planTap(from: frame, state: state, settled: settled)
    case ..<0.75:
      planDrag(from: frame, on: topSheet)
    case ..<0.85:
      let keys = ["escape", "tab", "return", "space", "up", "down", "backspace"]
      let key = Key(keys.randomElement(using: &random) ?? "tab")
      planned[frame, default: []] += [.keyDown(key), .keyUp(key)]
      busyUntil = frame + 1
    case ..<0.9 where editing:
      planned[frame, default: []].append(
        .textInput(["a", "Bc", "\n", "é"].randomElement(using: &random) ?? "a"))
      busyUntil = frame + 1
    default:
      busyUntil = frame + Int.random(in: 20...90, using: &random)
    }
    return nil
  }

  /// A press and release one frame apart: on a control's centre (checked when settled) or,
  /// a time in five, anywhere.
  private mutating func planTap(from frame: Int, state: StateSnapshot, settled: Bool) -> Tap? {
    let control = state.controls.randomElement(using: &random)
    let anywhere = Double.random(in: 0..<1, using: &random) < 0.2
    let point =
      (anywhere ? nil : control?.frame.center)
      ?? Point(
        x: Double.random(in: 0..<window.width, using: &random),
        y: Double.random(in: 0..<window.height, using: &random))
    planned[frame, default: []].append(.pointerDown(button: .left, location: point))
    planned[frame + 1, default: []].append(.pointerUp(button: .left, location: point))
    busyUntil = frame + 2
    guard settled, !anywhere, let control else { return nil }
    return Tap(title: control.title)
  }

  /// A press (on the topmost sheet's upper part, mostly), moves every frame for 3 to 40
  /// frames, and a release; a time in three thrown: two fast moves and the release with the
  /// last.
  private mutating func planDrag(from frame: Int, on sheet: Rect?) {
    var point: Point
    if let sheet, Double.random(in: 0..<1, using: &random) < 0.7 {
      point = Point(
        x: Double.random(in: sheet.minX..<sheet.maxX, using: &random),
        y: sheet.minY + Double.random(in: 0..<min(sheet.height, 200), using: &random))
    } else {
      point = Point(
        x: Double.random(in: 0..<window.width, using: &random),
        y: Double.random(in: 0..<window.height, using: &random))
    }
    planned[frame, default: []].append(.pointerDown(button: .left, location: point))
    let length = Int.random(in: 3...40, using: &random)
    let flick = Double.random(in: 0..<1, using: &random) < 0.33
    for step in 1...length {
      let fast = flick && step > length - 2
      point.x = min(
        max(point.x + Double.random(in: -8...8, using: &random), -40), window.width + 40)
      point.y +=
        fast
        ? Double.random(in: 40...140, using: &random) : Double.random(in: -30...45, using: &random)
      point.y = min(max(point.y, -40), window.height + 40)
      planned[frame + step, default: []].append(.pointerMove(location: point))
    }
    planned[frame + length + (flick ? 0 : 1), default: []].append(
      .pointerUp(button: .left, location: point))
    busyUntil = frame + length + 2
  }
}

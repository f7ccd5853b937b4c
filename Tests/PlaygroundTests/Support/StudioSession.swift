import SheetEngine
import SheetSession
import SheetTuning

@testable import PlaygroundStudio

/// A session as the frame loop runs one, for tests of the panel's changes over several
/// frames: each frame's input goes through the key router and the overlays, the tuning
/// events that come out are applied as `Playground.step` applies them, and the overlays see
/// the frame's tuning, as the draw stage shows it.
@MainActor
final class StudioSession {
  let overlays: OverlayController
  private(set) var tuning: Tuning
  private(set) var frame = 0
  /// Every tuning event the session recorded, in order.
  private(set) var recorded: [TuningChange] = []
  /// The frame's time in session milliseconds.
  var now: Double { Double(frame) * 1000 / 60 }

  init(tuning: Tuning = .seed, overlays: OverlayController = OverlayTestSupport.controller()) {
    self.tuning = tuning
    self.overlays = overlays
    overlays.isPanelVisible = true
    step([])
  }

  /// One frame with `input`; the app's events that were left.
  @discardableResult
  func step(_ input: [InputEvent]) -> [SessionEvent] {
    frame += 1
    let events = overlays.routeAsHost(input, tuning: tuning)
    var left: [SessionEvent] = []
    for event in events {
      guard case .tuning(let change, _, _) = event else {
        left.append(event)
        continue
      }
      recorded.append(change)
      switch change {
      case .set(let key, let value): try! tuning.setValue(value, forKey: key)
      case .preset(let name): tuning = Tuning.preset(named: name)!
      }
    }
    overlays.update(
      inspection: OverlayTestSupport.inspection(frame: frame), frameMilliseconds: 16,
      tuning: tuning)
    return left
  }

  /// A change from outside the panel (a hot reload of the tuning file) in force this frame.
  func reload(_ reloaded: Tuning) {
    tuning = reloaded
    step([])
  }

  /// A press at `from`, moved to each point in turn, released at the last: a frame each.
  func drag(from start: Point, through points: [Point]) {
    step([OverlayTestSupport.down(start, at: now)])
    for point in points { step([OverlayTestSupport.move(point, at: now)]) }
    step([OverlayTestSupport.up(points.last ?? start, at: now)])
  }

  /// A tap on `view`'s centre: press and release in one frame.
  func tap(_ view: View) {
    let point = view.frameInWindow.center
    step([OverlayTestSupport.down(point, at: now), OverlayTestSupport.up(point, at: now)])
  }

  /// Keys pressed and released in one frame.
  func press(_ keys: [Key]) {
    step(
      keys.flatMap { key in
        [
          InputEvent(timestamp: now, kind: .keyDown(key)),
          InputEvent(timestamp: now, kind: .keyUp(key)),
        ]
      })
  }

  func undo() { press([Key("z", modifiers: .control)]) }
  func redo() { press([Key("z", modifiers: [.control, .shift])]) }
}

import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning

@testable import SheetEngine

/// Something a drag can grab, set up in a fresh runtime: where to press, which way to drag,
/// and where the grabbed content is. The grab-point sweep drags every scene at every speed.
@MainActor
struct GrabScene {
  /// Where the pointer goes down.
  let press: Point
  /// The drag's direction: a unit vector along x or y.
  let direction: Point
  /// Where a fixed point of the grabbed content is along the drag's axis, window points.
  let position: () -> Double
  /// Whether a drag holds the content now.
  let isHeld: () -> Bool
  /// How far the pointer may go before the content runs out of room, points.
  let travel: Double
  /// The furthest the content can go along the drag, if it can run out of room sooner (a
  /// dragged sheet stops once it is entirely below the window): the drag ends before a move
  /// would take it past.
  var end: Double? = nil
}

/// What one synthesized drag measured, frame by frame after the press.
struct GrabMeasurement {
  /// The move (1-based) in which the content first followed the pointer; nil if it never did.
  var firstMovement: Int?
  /// How far the pointer had gone from the press in that move, points.
  var crossing = 0.0
  /// How many frames were measured from the first movement on (that one included).
  var followedFrames = 0
  /// Whether the drag stopped early because the content reached its ``GrabScene/end``.
  var ranOutOfRoom = false
  /// The largest distance between the grab point and the pointer from then on, points.
  var maximumDrift = 0.0
  /// The largest amount by which a frame moved the content further than the pointer had
  /// moved (since the press in the first movement's frame, since the last frame after it);
  /// at most 0 when no frame jumps.
  var maximumJumpExcess = -Double.infinity
}

@MainActor
enum GrabPointSweep {
  /// The tuning `preset` with `gesture.dragStartsAtSlop` set to `startsAtSlop`.
  static func tuning(_ preset: Tuning, startsAtSlop: Bool = false) -> Tuning {
    var tuning = preset
    try? tuning.setValue(startsAtSlop ? 1 : 0, forKey: "gesture.dragStartsAtSlop")
    return tuning
  }

  /// Presses `scene` and drags it at `speed` points per frame, one move per frame, until
  /// a few frames past the slop (at least three moves after it, at most eight, within the
  /// scene's room), and measures the grab point in every frame.
  static func measure(
    _ makeScene: (PlaygroundDriver) -> GrabScene, speed: Double, tuning: Tuning
  ) -> GrabMeasurement {
    let driver = PlaygroundDriver(tuning: tuning)
    let scene = makeScene(driver)
    driver.send(.pointerDown(button: .left, location: scene.press))
    let pressed = scene.position()
    let axisSign = scene.direction.x + scene.direction.y
    let slopMoves = Int((10 / speed).rounded(.down)) + 1
    let moves = max(slopMoves + 3, min(slopMoves + 8, Int(scene.travel / speed)))
    var result = GrabMeasurement()
    var anchor: (position: Double, travel: Double)?
    var previous = pressed
    for index in 1...moves {
      if let end = scene.end, anchor != nil, previous + speed > end {
        result.ranOutOfRoom = true
        break
      }
      let travel = speed * Double(index)
      driver.send(
        .pointerMove(
          location: Point(
            x: scene.press.x + scene.direction.x * travel,
            y: scene.press.y + scene.direction.y * travel)))
      let position = scene.position()
      var allowed = speed
      if anchor == nil {
        // Moving or not before, the content is still after the press (a press catches it):
        // the grab point is the one pressed, wherever the first movement comes.
        guard abs(position - pressed) > 1e-9 else {
          previous = position
          continue
        }
        anchor = (pressed, 0)
        result.firstMovement = index
        result.crossing = travel
        allowed = travel
      }
      guard let anchor else { continue }
      let drift = abs((position - anchor.position) - axisSign * (travel - anchor.travel))
      result.followedFrames += 1
      result.maximumDrift = max(result.maximumDrift, drift)
      result.maximumJumpExcess = max(result.maximumJumpExcess, abs(position - previous) - allowed)
      previous = position
    }
    return result
  }
}

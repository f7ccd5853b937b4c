import Foundation
import SheetEngine

@testable import PlaygroundReplay

/// Writes random human-like input: taps on the buttons on screen (so the stream reaches deep
/// states), taps anywhere, slow drags, flicks in every direction, wheel spins, Escape and
/// Backspace, window resizes and focus loss in the middle of a drag. Events are produced a
/// frame at a time from the live state, with timestamps on the 60 Hz grid plus jitter.
@MainActor
struct MonkeyScript {
  private var generator: SeededGenerator
  private var pending: [[InputEvent.Kind]] = []
  private var size = Size(width: 390, height: 844)

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  /// The events for the next frame.
  mutating func nextFrame(state: StateSnapshot) -> [InputEvent.Kind] {
    if pending.isEmpty { plan(state: state) }
    return pending.isEmpty ? [] : pending.removeFirst()
  }

  private mutating func random(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &generator)
  }

  private mutating func plan(state: StateSnapshot) {
    let roll = Int.random(in: 0..<100, using: &generator)
    let idle = Int.random(in: 0...20, using: &generator)
    switch roll {
    case 0..<35:
      if let control = state.controls.randomElement(using: &generator) {
        tap(Point(x: control.frame.midX, y: control.frame.midY))
      }
    case 35..<45:
      tap(Point(x: random(0...size.width), y: random(0...size.height)))
    case 45..<75:
      drag(speed: random(2...40), frames: Int.random(in: 2...30, using: &generator))
    case 75..<82:
      let dy = random(-400...400)
      pending.append([.wheel(dx: 0, dy: dy, location: randomPoint())])
    case 82..<90:
      pending.append([.keyDown(Key(Bool.random(using: &generator) ? "escape" : "backspace"))])
    case 90..<94:
      size = Size(width: random(320...800).rounded(), height: random(480...1000).rounded())
      pending.append([.resize(size)])
    case 94..<97:
      drag(speed: random(5...30), frames: 8, loseFocus: true)
    default:
      drag(speed: random(40...90), frames: Int.random(in: 2...5, using: &generator))
    }
    pending.append(contentsOf: Array(repeating: [], count: idle))
  }

  private mutating func randomPoint() -> Point {
    Point(x: random(0...size.width), y: random(0...size.height))
  }

  private mutating func tap(_ point: Point) {
    pending.append([.pointerDown(button: .left, location: point)])
    pending.append([.pointerUp(button: .left, location: point)])
  }

  private mutating func drag(speed: Double, frames: Int, loseFocus: Bool = false) {
    var point = randomPoint()
    let angle = random(0...(2 * Double.pi))
    let dx = speed * cos(angle)
    let dy = speed * sin(angle)
    pending.append([.pointerDown(button: .left, location: point)])
    for _ in 0..<frames {
      point = point.offsetBy(dx: dx, dy: dy)
      pending.append([.pointerMove(location: point)])
    }
    pending.append([loseFocus ? .focusLost : .pointerUp(button: .left, location: point)])
  }
}

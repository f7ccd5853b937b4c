import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// A fluid release runs the closed-form spring from the release position and velocity with
/// no clamp: a flicked sheet leaves along it and is gone the frame it is entirely below the
/// window; a sheet flicked back overshoots into a stretch (bottom pinned) and settles.
@MainActor
@Suite struct FreeSpringReleaseTests {
  /// The fluid text sheet at rest, and its resting frame.
  private func fluidSheet() -> (PlaygroundDriver, Rect) {
    let driver = PlaygroundDriver(tuning: .fluid)
    driver.tapControl("Text sheet")
    driver.step(60)
    return (driver, driver.snapshot.presented[0].frame)
  }

  /// Drags from `from` by `step` points a frame for `count` frames and releases at once.
  private func flick(_ driver: PlaygroundDriver, from: Point, step: Double, count: Int) -> Double {
    driver.send(.pointerDown(button: .left, location: from))
    var y = from.y
    for _ in 0..<count {
      y += step
      driver.send(.pointerMove(location: Point(x: from.x, y: y)))
    }
    driver.send(.pointerUp(button: .left, location: Point(x: from.x, y: y)))
    return y
  }

  @Test func aFlickedSheetLeavesAlongTheSpringAndIsGoneOnceBelowTheWindow() throws {
    let (driver, rest) = fluidSheet()
    _ = flick(driver, from: Point(x: 200, y: rest.minY + 40), step: 30, count: 4)
    var tops: [Double] = []
    while let sheet = driver.snapshot.presented.first, tops.count < 120 {
      tops.append(sheet.frame.minY)
      driver.step()
    }
    // It never stops or turns back on its way down, and it was still on screen in every
    // frame but the one it left in.
    #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 < $1 }, "\(tops)")
    #expect(tops.allSatisfy { $0 < 844 }, "\(tops)")
    #expect(tops.count < 30, "the dismissal ends as the sheet leaves, not a second later")
    #expect(driver.snapshot.transition == nil && driver.snapshot.dimAlpha == 0)
    // The next input reaches the root button under where the sheet was.
    let before = driver.snapshot.activationCount
    driver.tapControl("List sheet")
    #expect(driver.snapshot.activationCount == before + 1)
  }

  @Test func aSheetFlickedBackOvershootsIntoAStretchAndSettles() throws {
    let (driver, rest) = fluidSheet()
    // Pull it down 150 pt slowly, hold, then throw it back up fast.
    let start = Point(x: 200, y: rest.minY + 40)
    driver.send(.pointerDown(button: .left, location: start))
    for index in 1...15 {
      driver.send(.pointerMove(location: Point(x: 200, y: start.y + Double(index) * 10)))
    }
    driver.step(4)
    var y = start.y + 150
    for _ in 0..<3 {
      y -= 40
      driver.send(.pointerMove(location: Point(x: 200, y: y)))
    }
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: y)))
    var frames: [Rect] = []
    while driver.snapshot.transition != nil, frames.count < 200 {
      frames.append(driver.snapshot.presented[0].frame)
      driver.step()
    }
    let tops = frames.map(\.minY)
    #expect(tops.contains { $0 < rest.minY - 1 }, "it overshoots above its rest: \(tops)")
    let above = frames.filter { $0.minY < rest.minY }
    #expect(above.allSatisfy { abs($0.maxY - 844) < 1e-9 }, "the bottom stays pinned")
    // No dead stop at the rest position: the per-frame motion changes smoothly.
    let steps = zip(tops, tops.dropFirst()).map { $1 - $0 }
    let jerks = zip(steps, steps.dropFirst()).map { abs($1 - $0) }
    #expect(jerks.allSatisfy { $0 < 12 }, "\(steps)")
    #expect(driver.snapshot.presented.first?.frame == rest)
  }
}

import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// Swipe-to-dismiss on the text sheet through the real runtime (fixed-metrics text): one
/// pointer event per frame, timestamps on the 60 Hz grid.
@MainActor
@Suite struct SwipeToDismissTests {
  private func presentedDriver(_ tuning: Tuning = .seed) -> (PlaygroundDriver, Rect) {
    let driver = PlaygroundDriver(tuning: tuning)
    driver.tapControl("Text sheet")
    driver.step(40)
    let rest = driver.snapshot.presented[0].frame
    return (driver, rest)
  }

  private func sheetY(_ driver: PlaygroundDriver) -> Double {
    driver.snapshot.presented.first?.frame.minY ?? .nan
  }

  @Test func theSheetTracksThePointerOneToOneFromThePressOnceTheSlopIsCrossed() {
    let (driver, rest) = presentedDriver()
    let start = Point(x: 200, y: rest.minY + 60)
    driver.send(.pointerDown(button: .left, location: start))
    var y = start.y
    var began: Double?
    for _ in 0..<12 {
      y += 8
      driver.send(.pointerMove(location: Point(x: 200, y: y)))
      if began == nil, driver.snapshot.transition != nil { began = y }
      if began != nil {
        #expect(abs(sheetY(driver) - (rest.minY + y - start.y)) < 0.5)
        #expect(driver.snapshot.transition?.interactive == true)
        #expect(driver.snapshot.transition?.kind == "dismiss")
      }
    }
    #expect(began == start.y + 16)  // the slop is 10 pt: it begins on the second move
  }

  /// A live tuning change (as the panel or the tuning file makes one) switches the drag start
  /// for the next drag: from the slop, the sheet trails the pointer by the 16 pt crossing.
  @Test func aTuningChangeMakesDragsStartAtTheSlop() {
    let (driver, rest) = presentedDriver()
    driver.send(TuningChange.set(key: "gesture.dragStartsAtSlop", value: 1))
    #expect(driver.tuning.gesture.dragStartsAtSlop)
    let start = Point(x: 200, y: rest.minY + 60)
    driver.send(.pointerDown(button: .left, location: start))
    for index in 1...6 {
      driver.send(.pointerMove(location: Point(x: 200, y: start.y + 8 * Double(index))))
    }
    #expect(abs(sheetY(driver) - (rest.minY + 48 - 16)) < 1e-9)
    driver.step(4)  // held still: released without velocity, it snaps back
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: start.y + 48)))
    driver.step(40)
    #expect(sheetY(driver) == rest.minY)
    driver.send(TuningChange.set(key: "gesture.dragStartsAtSlop", value: 0))
    driver.send(.pointerDown(button: .left, location: start))
    for index in 1...6 {
      driver.send(.pointerMove(location: Point(x: 200, y: start.y + 8 * Double(index))))
    }
    #expect(abs(sheetY(driver) - (rest.minY + 48)) < 1e-9)
  }

  @Test func aSlowShortDragSnapsBack() {
    let (driver, rest) = presentedDriver()
    let start = Point(x: 200, y: rest.minY + 60)
    driver.send(.pointerDown(button: .left, location: start))
    for index in 1...10 {
      driver.send(.pointerMove(location: Point(x: 200, y: start.y + Double(index) * 6)))
    }
    driver.step(4)  // 66 ms without motion: zero release velocity
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: start.y + 60)))
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.screen) == ["text"])
    #expect(sheetY(driver) == rest.minY)
    #expect(driver.snapshot.dimAlpha == 0.75)
  }

  @Test func dragPastHalfDismisses() {
    let (driver, rest) = presentedDriver()
    let start = Point(x: 200, y: rest.minY + 20)
    driver.send(.pointerDown(button: .left, location: start))
    let distance = rest.height * 0.5 + 30
    for index in 1...20 {
      driver.send(.pointerMove(location: Point(x: 200, y: start.y + distance * Double(index) / 20)))
    }
    driver.step(4)
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: start.y + distance)))
    driver.step(40)
    #expect(driver.snapshot.presented.isEmpty)
  }

  @Test func aFastFlickDismissesFromAShortDistance() {
    let (driver, rest) = presentedDriver()
    let start = Point(x: 200, y: rest.minY + 20)
    driver.send(.pointerDown(button: .left, location: start))
    // 25 pt per frame: 1500 pt/s, projected 750 pt.
    for index in 1...4 {
      driver.send(.pointerMove(location: Point(x: 200, y: start.y + 25 * Double(index))))
    }
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: start.y + 100)))
    driver.step(40)
    #expect(driver.snapshot.presented.isEmpty)
  }

  @Test func anUpwardOrSidewaysDragDoesNotMoveTheSheetUnderTheSeed() {
    let (driver, rest) = presentedDriver()
    driver.send(.pointerDown(button: .left, location: Point(x: 200, y: rest.minY + 80)))
    for index in 1...6 {
      driver.send(.pointerMove(location: Point(x: 200, y: rest.minY + 80 - Double(index) * 8)))
    }
    #expect(sheetY(driver) == rest.minY)
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: rest.minY + 32)))
    driver.send(.pointerDown(button: .left, location: Point(x: 100, y: rest.minY + 80)))
    for index in 1...6 {
      driver.send(.pointerMove(location: Point(x: 100 + Double(index) * 12, y: rest.minY + 84)))
    }
    #expect(sheetY(driver) == rest.minY)
    #expect(driver.snapshot.transition == nil)
  }

  @Test func grabbedMidDismissAndPulledBackUpItStays() {
    let (driver, rest) = presentedDriver()
    driver.tap(Point(x: 200, y: 100))  // dim tap: non-interactive dismissal starts
    driver.step(3)
    let grabbedAt = sheetY(driver)
    #expect(grabbedAt > rest.minY)
    let start = Point(x: 200, y: grabbedAt + 40)
    // The press stops it in the press's frame, where it is (touch-down catch).
    driver.send(.pointerDown(button: .left, location: start))
    #expect(sheetY(driver) == grabbedAt)
    // Drag down past the slop: the sheet catches up with the pointer from the press.
    driver.send(.pointerMove(location: Point(x: 200, y: start.y + 12)))
    let heldAt = sheetY(driver)
    #expect(abs(heldAt - (grabbedAt + 12)) < 1e-9)
    driver.send(.pointerMove(location: Point(x: 200, y: start.y + 20)))
    #expect(abs(sheetY(driver) - (heldAt + 8)) < 0.5)
    // Then far back up, slowly: it stops at its resting place.
    for index in 1...40 {
      driver.send(.pointerMove(location: Point(x: 200, y: start.y + 20 - Double(index) * 12)))
    }
    #expect(sheetY(driver) == rest.minY)
    driver.step(4)
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: start.y - 460)))
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.screen) == ["text"])
    #expect(sheetY(driver) == rest.minY)
    #expect(heldAt > rest.minY)
  }

  @Test func fluidRubberBandsUpwardWithoutAGap() {
    let (driver, rest) = presentedDriver(.fluid)
    let start = Point(x: 200, y: rest.minY + 80)
    driver.send(.pointerDown(button: .left, location: start))
    for index in 1...10 {
      driver.send(.pointerMove(location: Point(x: 200, y: start.y - Double(index) * 10)))
    }
    let frame = driver.snapshot.presented[0].frame
    #expect(frame.minY < rest.minY)
    #expect(frame.maxY == 844, "the bottom stays pinned")
    #expect(rest.minY - frame.minY < 90 * 0.55, "less than the pointer moved: a rubber band")
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: start.y - 100)))
    driver.step(60)
    #expect(driver.snapshot.presented[0].frame == rest)
  }

  @Test func fluidFlickOnAShortSheetDismissesByVelocityRatio() {
    // Projection alone would not dismiss: 0.1 s of velocity against 0.99 of the height.
    var tuning = Tuning.fluid
    try? tuning.setValue(0.99, forKey: "dismiss.threshold")
    try? tuning.setValue(0.99, forKey: "dismiss.projectionDeceleration")
    let (driver, rest) = presentedDriver(tuning)
    let start = Point(x: 200, y: rest.minY + 20)
    driver.send(.pointerDown(button: .left, location: start))
    // 40 pt per frame: 2400 pt/s over about 370 pt left, a ratio above 5.5 per second.
    for index in 1...3 {
      driver.send(.pointerMove(location: Point(x: 200, y: start.y + 40 * Double(index))))
    }
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: start.y + 120)))
    driver.step(60)
    #expect(driver.snapshot.presented.isEmpty)
  }

  @Test func fluidReleaseKeepsThePointersVelocity() {
    let (driver, rest) = presentedDriver(.fluid)
    let start = Point(x: 200, y: rest.minY + 20)
    driver.send(.pointerDown(button: .left, location: start))
    // 4 pt per frame: 240 pt/s downward, released short of half: the sheet stays.
    for index in 1...10 {
      driver.send(.pointerMove(location: Point(x: 200, y: start.y + 4 * Double(index))))
    }
    let before = sheetY(driver)
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: start.y + 40)))
    let after = sheetY(driver)
    // The spring starts at the pointer's speed, so the sheet first goes on down a little
    // (under 4 pt in the frame) before it turns back; along the curve it would turn at once.
    #expect(after > before && after - before < 4)
    driver.step(60)
    #expect(sheetY(driver) == rest.minY)
  }

  @Test func tapOnTheDimAndCloseAreNeverInteractive() {
    let (driver, _) = presentedDriver()
    driver.tapControl("Close")
    #expect(driver.snapshot.transition?.interactive == false)
  }
}

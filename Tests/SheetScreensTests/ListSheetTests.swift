import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// The list sheet and the list/sheet hand-off through the real runtime (fixed metrics).
@MainActor
@Suite struct ListSheetTests {
  private func openListSheet(rows: Int = 20, tuning base: Tuning = .seed) -> PlaygroundDriver {
    var tuning = base
    try? tuning.setValue(Double(rows), forKey: "list.rowCount")
    let driver = PlaygroundDriver(tuning: tuning)
    driver.tapControl("List sheet")
    driver.step(40)
    return driver
  }

  private func sheet(_ driver: PlaygroundDriver) -> ListSheetViewController {
    driver.runtime.presentedViewControllers[0] as! ListSheetViewController
  }

  private func sheetFrame(_ driver: PlaygroundDriver) -> Rect {
    driver.snapshot.presented.first?.frame ?? .zero
  }

  private func offset(_ driver: PlaygroundDriver) -> Double {
    driver.snapshot.presented.first?.contentOffset ?? .nan
  }

  /// One pointer move per frame from `start` by `steps` × (dx, dy), pressing first.
  private func drag(
    _ driver: PlaygroundDriver, from start: Point, dx: Double = 0, dy: Double, steps: Int,
    release: Bool = true, holdFrames: Int = 0
  ) {
    driver.send(.pointerDown(button: .left, location: start))
    var point = start
    for _ in 0..<steps {
      point = point.offsetBy(dx: dx, dy: dy)
      driver.send(.pointerMove(location: point))
    }
    driver.step(holdFrames)
    if release { driver.send(.pointerUp(button: .left, location: point)) }
  }

  @Test func aShortListFitsItsRows() {
    let driver = openListSheet(rows: 3)
    let frame = sheetFrame(driver)
    #expect(frame.height == ListSheetViewController.headerHeight + 3 * 44 + 34)
    #expect(frame.maxY == 844)
    #expect(offset(driver) == 0)
  }

  @Test func aLongListIsCappedAndScrolls() {
    let driver = openListSheet(rows: 20)
    #expect(sheetFrame(driver) == Rect(x: 0, y: 47, width: 390, height: 797))
    drag(driver, from: Point(x: 200, y: 700), dy: -20, steps: 10, holdFrames: 4)
    #expect(offset(driver) == 200)  // all 200 pt dragged: the slop's 20 are caught up
    #expect(sheetFrame(driver).minY == 47)
  }

  @Test func aHundredThousandRowsMakeAsManyCellsAsAHundred() {
    let small = openListSheet(rows: 100)
    let large = openListSheet(rows: 10_000)
    #expect(sheet(small).listView.visibleCells.count == sheet(large).listView.visibleCells.count)
    sheet(large).listView.numberOfRows = 100_000
    sheet(large).listView.reloadData()
    driverStep(large)
    #expect(sheet(small).listView.visibleCells.count == sheet(large).listView.visibleCells.count)
  }

  private func driverStep(_ driver: PlaygroundDriver) { driver.step() }

  @Test func changingTheRowCountAnimatesTheHeightWithTheBottomPinned() {
    let driver = openListSheet(rows: 3)
    let before = sheetFrame(driver)
    driver.tapControl("+1")
    var heights: [Double] = []
    for _ in 0..<25 {
      let frame = sheetFrame(driver)
      #expect(abs(frame.maxY - 844) < 1e-9, "no gap below the sheet")
      heights.append(frame.height)
      driver.step()
    }
    #expect(heights.first! > before.height && heights.first! < before.height + 44)
    #expect(sheetFrame(driver).height == before.height + 44)
    driver.tapControl("\u{2212}1")
    driver.step()
    #expect(sheetFrame(driver).height < before.height + 44)
    #expect(abs(sheetFrame(driver).maxY - 844) < 1e-9)
    driver.step(25)
    #expect(sheetFrame(driver).height == before.height)
  }

  @Test func scrollingUpToTheTopAndOnDownMovesTheSheetInOneDrag() {
    let driver = openListSheet(rows: 20)
    drag(driver, from: Point(x: 200, y: 700), dy: -20, steps: 10, holdFrames: 4)
    #expect(offset(driver) == 200)
    // One drag: 200 pt back to the top of the list, then 100 pt more that move the sheet.
    drag(driver, from: Point(x: 200, y: 300), dy: 20, steps: 15, release: false)
    #expect(offset(driver) == 0)
    #expect(abs(sheetFrame(driver).minY - (47 + 100)) < 0.5)
    #expect(driver.snapshot.transition?.interactive == true)
    // Back up past the resting place: the list takes over again.
    for index in 1...10 {
      driver.send(.pointerMove(location: Point(x: 200, y: 600 - Double(index) * 15)))
    }
    #expect(sheetFrame(driver).minY == 47)
    #expect(offset(driver) == 50)
    driver.step(4)
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: 450)))
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.screen) == ["list"])
    #expect(sheetFrame(driver).minY == 47)
  }

  @Test func aLongDragFromTheTopDismisses() {
    let driver = openListSheet(rows: 20)
    drag(driver, from: Point(x: 200, y: 300), dy: 25, steps: 20, holdFrames: 4)
    driver.step(40)
    #expect(driver.snapshot.presented.isEmpty)
  }

  @Test func aFlingThatReachesTheTopBouncesTheSheet() {
    let driver = openListSheet(rows: 200)
    drag(driver, from: Point(x: 200, y: 700), dy: -30, steps: 10, holdFrames: 4)
    let scrolled = offset(driver)
    #expect(scrolled > 200)
    // A downward fling at 900 pt/s: it decelerates into the top with speed left.
    drag(driver, from: Point(x: 200, y: 300), dy: 15, steps: 6)
    var lowest = 47.0
    for _ in 0..<120 {
      driver.step()
      lowest = max(lowest, sheetFrame(driver).minY)
    }
    #expect(offset(driver) == 0)
    #expect(lowest > 47, "the sheet dipped")
    #expect(lowest < 47 + 60, "gently")
    #expect(sheetFrame(driver).minY == 47)
    #expect(driver.snapshot.presented.map(\.screen) == ["list"])
  }

  @Test func horizontalDragsMoveNeitherListNorSheet() {
    let driver = openListSheet(rows: 20)
    drag(driver, from: Point(x: 100, y: 500), dx: 20, dy: 2, steps: 10, holdFrames: 2)
    #expect(offset(driver) == 0)
    #expect(sheetFrame(driver).minY == 47)
    #expect(driver.snapshot.transition == nil)
  }

  @Test func theWheelScrollsTheList() {
    let driver = openListSheet(rows: 200)
    driver.send(.wheel(dx: 0, dy: -120, location: Point(x: 200, y: 500)))
    driver.step(30)
    #expect(offset(driver) == 120)
    driver.send(.wheel(dx: 0, dy: 500, location: Point(x: 200, y: 500)))
    driver.step(60)
    #expect(offset(driver) == 0)
    #expect(sheetFrame(driver).minY == 47, "the wheel never moves the sheet")
  }
}

@MainActor
@Suite struct ListMomentumTests {
  @Test func aVeryStrongFlingIntoTheTopDismisses() {
    var tuning = Tuning.seed
    try? tuning.setValue(200, forKey: "list.rowCount")
    let driver = PlaygroundDriver(tuning: tuning)
    driver.tapControl("List sheet")
    driver.step(40)
    let sheet = driver.runtime.presentedViewControllers[0] as! ListSheetViewController
    sheet.listView.contentOffset.y = 300
    sheet.listView.flashScrollIndicators()
    // 80 pt per frame: 4800 pt/s down, into the top 300 pt away.
    driver.send(.pointerDown(button: .left, location: Point(x: 200, y: 300)))
    for index in 1...5 {
      driver.send(.pointerMove(location: Point(x: 200, y: 300 + 80 * Double(index))))
    }
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: 700)))
    driver.step(60)
    #expect(driver.snapshot.presented.isEmpty)
  }
}

/// Opening and closing each screen leaves no view behind (retain cycles between a
/// transition's context, its coordinator and the gesture that drove it used to keep whole
/// sheets and pages alive).
@MainActor
@Suite struct NoLeakTests {
  private func leaked(_ body: (PlaygroundDriver) -> Void) -> Int {
    let driver = PlaygroundDriver()
    driver.step(2)
    let before = ViewCensus.count
    body(driver)
    driver.step(60)
    return ViewCensus.count - before
  }

  @Test func textSheetClosedAndSwipedAway() {
    #expect(
      leaked {
        $0.tapControl("Text sheet")
        $0.step(40)
        $0.tapControl("Close")
      } == 0)
    #expect(
      leaked { driver in
        driver.tapControl("Text sheet")
        driver.step(40)
        driver.send(.pointerDown(button: .left, location: Point(x: 200, y: 500)))
        for index in 1...20 {
          driver.send(.pointerMove(location: Point(x: 200, y: 500 + Double(index) * 20)))
        }
        driver.send(.pointerUp(button: .left, location: Point(x: 200, y: 900)))
      } == 0)
  }

  @Test func listSheetPagesCardAndZoom() {
    #expect(
      leaked {
        $0.tapControl("List sheet")
        $0.step(40)
        $0.send(.keyDown(Key("escape")))
      } == 0)
    #expect(
      leaked {
        $0.tapControl("Navigation")
        $0.step(40)
        $0.send(.keyDown(Key("escape")))
      } == 0)
    for button in ["Present card", "Zoom"] {
      #expect(
        leaked { driver in
          driver.tapControl("Navigation")
          driver.step(40)
          driver.tapControl(button)
          driver.step(40)
          driver.send(.keyDown(Key("escape")))
          driver.step(40)
          driver.send(.keyDown(Key("escape")))
        } == 0)
    }
  }

  @Test func aWindowClosedWithScreensOpenLeavesNothing() {
    for button in ["List sheet", "Text sheet", "Navigation"] {
      let before = ViewCensus.count
      do {
        let driver = PlaygroundDriver()
        driver.tapControl(button)
        driver.step(40)
        if button == "Navigation" {
          driver.tapControl("Present card")
          driver.step(40)
        }
      }
      #expect(ViewCensus.count == before, "\(button)")
    }
  }

  /// Row text and separators start at the header's 24 pt margin; the separator is a
  /// half-point line along each row's bottom, running on to the trailing edge.
  @Test func rowsAreInsetLikeTheHeader() throws {
    let driver = PlaygroundDriver()
    driver.tapControl("List sheet")
    driver.step(40)
    let list = try #require(
      (driver.runtime.presentedViewControllers.first as? ListSheetViewController)?.listView)
    let cell = try #require(list.cellForRow(at: 0))
    #expect(cell.textLabel.frame.minX == 24 && cell.textLabel.frame.width == 342)
    let separator = try #require(cell.subviews.first { $0 !== cell.textLabel })
    #expect(separator.frame == Rect(x: 24, y: 43.5, width: 366, height: 0.5), "rows are 44 pt")
  }
}

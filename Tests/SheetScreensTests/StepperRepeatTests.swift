import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// The list sheet's stepper repeats while held (issue 24, item 10), timed in simulated
/// frames so a replay repeats on the same ones; its count groups thousands.
@MainActor
@Suite struct StepperRepeatTests {
  private func openListSheet(rows: Int) -> (PlaygroundDriver, ListSheetViewController) {
    var tuning = Tuning.seed
    try? tuning.setValue(Double(rows), forKey: "list.rowCount")
    let driver = PlaygroundDriver(tuning: tuning)
    driver.tapControl("List sheet")
    driver.step(40)
    return (driver, driver.runtime.presentedViewControllers[0] as! ListSheetViewController)
  }

  private func center(of title: String, in driver: PlaygroundDriver) -> Point {
    driver.snapshot.controls.first { $0.title == title }!.frame.center
  }

  @Test func aTapStepsOnceAndAHoldRepeatsThenSpeedsUp() {
    let (driver, sheet) = openListSheet(rows: 20)
    let plus = center(of: "+1", in: driver)
    driver.tap(plus)
    #expect(sheet.rowCount == 21)
    // Held: nothing before half a second, then one step every 0.08 s; none on release.
    driver.send(.pointerDown(button: .left, location: plus))
    driver.step(28)
    #expect(sheet.rowCount == 21)
    driver.step(2)
    #expect(sheet.rowCount == 22)
    driver.step(60)
    // 1.5 s held: ButtonAutoRepeat's count of repeats.
    let expected = 21 + ButtonAutoRepeat().repeats(after: 91.0 / 60)
    #expect(sheet.rowCount == expected)
    driver.send(.pointerUp(button: .left, location: plus))
    #expect(sheet.rowCount == expected)
    driver.step(60)
    #expect(sheet.rowCount == expected)
  }

  @Test func tenThousandRowsAreALongPressAway() {
    let (driver, sheet) = openListSheet(rows: 20)
    let plus = center(of: "+10", in: driver)
    driver.send(.pointerDown(button: .left, location: plus))
    driver.step(60 * 12)
    #expect(sheet.rowCount == ListSheetViewController.rowRange.upperBound)
    #expect(driver.snapshot.controls.contains { $0.title == "+10" })
    driver.send(.pointerUp(button: .left, location: plus))
    // After a long hold of −10, Space or Enter on it steps by ten (the hold's count is
    // over), not a hundred.
    let minus = center(of: "\u{2212}10", in: driver)
    driver.send(.pointerDown(button: .left, location: minus))
    driver.step(60 * 3)
    driver.send(.pointerUp(button: .left, location: minus))
    let held = sheet.rowCount
    let button = sheet.view.subviews.compactMap { $0 as? Button }.first { $0.title == "\u{2212}10" }
    button?.performPrimaryAction()
    #expect(sheet.rowCount == held - 10)
  }

  /// Dragged off the button, the repeat holds back; back on, it goes on.
  @Test func theRepeatFiresOnlyWhileThePointerIsInside() {
    let (driver, sheet) = openListSheet(rows: 20)
    let plus = center(of: "+1", in: driver)
    driver.send(.pointerDown(button: .left, location: plus))
    driver.send(.pointerMove(location: Point(x: plus.x, y: plus.y + 200)))
    driver.step(60)
    #expect(sheet.rowCount == 20)
    driver.send(.pointerUp(button: .left, location: Point(x: plus.x, y: plus.y + 200)))
    #expect(sheet.rowCount == 20)
  }

  @Test func theCountGroupsThousands() {
    #expect(ListSheetViewController.grouped(10_000) == "10,000")
    #expect(ListSheetViewController.grouped(999) == "999")
    #expect(ListSheetViewController.grouped(1_234_567) == "1,234,567")
    #expect(ListSheetViewController.grouped(0) == "0")
  }
}

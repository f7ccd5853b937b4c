import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// The fluid list sheet's detents through the playground's screens (fixed metrics): medium
/// 422 pt (top at 422), large 797 pt (top at 47).
@MainActor
@Suite struct ListSheetDetentTests {
  private func openListSheet(_ overrides: [String: Double] = [:]) throws -> PlaygroundDriver {
    var tuning = Tuning.fluid
    for (key, value) in overrides { tuning = try tuning.setting(value, forKey: key) }
    let driver = PlaygroundDriver(tuning: tuning)
    driver.tapControl("List sheet")
    driver.step(40)
    return driver
  }

  private func top(_ driver: PlaygroundDriver) -> Double {
    driver.snapshot.presented.first?.frame.minY ?? .nan
  }

  private func offset(_ driver: PlaygroundDriver) -> Double {
    driver.snapshot.presented.first?.contentOffset ?? .nan
  }

  /// One pointer move per frame, then held still for `hold` frames.
  private func drag(
    _ driver: PlaygroundDriver, from y: Double, by dy: Double, steps: Int, release: Bool = true
  ) {
    driver.send(.pointerDown(button: .left, location: Point(x: 200, y: y)))
    for index in 1...steps {
      driver.send(.pointerMove(location: Point(x: 200, y: y + dy * Double(index))))
    }
    driver.step(10)
    guard release else { return }
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: y + dy * Double(steps))))
  }

  @Test func anUpwardDragOnTheListExpandsTheSheetFirst() throws {
    let driver = try openListSheet()
    #expect(top(driver) == 422)
    drag(driver, from: 700, by: -20, steps: 10, release: false)
    #expect(top(driver) == 222 && offset(driver) == 0)
    // Released still at 622 pt: large (175 away) is nearer than medium (200).
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: 500)))
    driver.step(60)
    #expect(top(driver) == 47 && offset(driver) == 0)
    #expect(driver.snapshot.presented.map(\.detent) == ["large"])
  }

  @Test func withTheSwitchOffTheListScrollsAndTheSheetStays() throws {
    let driver = try openListSheet(["detents.scrollingExpands": 0])
    drag(driver, from: 700, by: -20, steps: 10, release: false)
    #expect(top(driver) == 422 && offset(driver) == 200)
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: 500)))
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.detent) == ["medium"])
  }

  /// At large, a list scrolled 15 pt and dragged down 220 pt: 15 to its top, 205 to the
  /// sheet, which is then 592 pt tall, nearer medium (170) than large (205).
  @Test func theDownwardHandOffWorksAtLarge() throws {
    let driver = try openListSheet()
    let sheet = driver.runtime.presentedViewControllers[0] as! ListSheetViewController
    let presentation = try #require(
      sheet.presentationController as? BottomSheetPresentationController)
    presentation.cycleDetent()
    driver.step(40)
    #expect(top(driver) == 47)
    sheet.listView.contentOffset = Point(x: 0, y: 15)
    driver.step()
    drag(driver, from: 300, by: 22, steps: 10)
    driver.step(60)
    #expect(top(driver) == 422 && offset(driver) == 0)
    #expect(driver.snapshot.presented.map(\.detent) == ["medium"])
  }

  @Test func aRowCountBelowMediumMakesTheSheetFitItsRows() throws {
    let driver = try openListSheet(["list.rowCount": 2])
    // 124 pt of header, 2 rows of 44 and the 34 pt bottom inset.
    #expect(driver.snapshot.presented.map(\.frame) == [Rect(x: 0, y: 598, width: 390, height: 246)])
    #expect(driver.snapshot.presented.map(\.detent) == ["medium"])
  }
}

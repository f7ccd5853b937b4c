import PlaygroundTestSupport
import SheetEngine
import SheetScreens
import SheetTesting
import Testing

/// The second click of a double-click on "Text sheet" lands on the sheet's dim; it is
/// ignored so the double-click opens one sheet. The guard is measured on the input's own
/// timestamps, so slow motion does not stretch it.
@MainActor
@Suite struct DoubleClickGuardTests {
  /// A playground at 0.1x slow motion with the text sheet just tapped open; the tap's point.
  private func slowSheetJustOpened() throws -> (PlaygroundDriver, Point) {
    let driver = PlaygroundDriver()
    for _ in 0..<3 { driver.send(.keyDown(Key("s"))) }
    #expect(driver.snapshot.simulationRate == 0.1)
    let button = try #require(driver.snapshot.controls.first { $0.title == "Text sheet" })
    driver.tap(button.frame.center)
    #expect(driver.snapshot.presented.map(\.screen) == ["text"])
    return (driver, button.frame.center)
  }

  @Test func aSecondClickWithinHalfASecondOfInputTimeIsIgnored() throws {
    let (driver, point) = try slowSheetJustOpened()
    driver.step(5)  // 83 ms of input time
    driver.tap(point)
    driver.step(300)
    #expect(driver.snapshot.presented.map(\.screen) == ["text"])
  }

  @Test func aTapOneSecondLaterInSlowMotionIsADeliberateTap() throws {
    let (driver, point) = try slowSheetJustOpened()
    driver.step(60)  // 1 s of input time, 0.1 s of simulated time
    driver.tap(point)
    driver.step(300)
    #expect(driver.snapshot.presented.isEmpty, "the dim tap reverses the presentation")
  }
}

import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// The text sheet in a window too short for its text (fixed metrics): 390 x 400 with the
/// phone's insets, so the sheet is capped at 353 pt (top at 47) while its first page wants
/// 442 (408 of text and 34 of bottom inset); the text scrolls 89 pt, and shares its drags
/// with the sheet as the list does.
@MainActor
@Suite struct LongTextSheetTests {
  private func openTextSheet(height: Double) -> PlaygroundDriver {
    let driver = PlaygroundDriver(height: height)
    driver.tapControl("Text sheet")
    driver.step(40)
    return driver
  }

  private func top(_ driver: PlaygroundDriver) -> Double {
    driver.snapshot.presented.first?.frame.minY ?? .nan
  }

  private func offset(_ driver: PlaygroundDriver) -> Double? {
    driver.snapshot.presented.first?.contentOffset
  }

  /// One pointer move per frame from (200, `y`) by `dy` each, held for 10 frames.
  private func drag(_ driver: PlaygroundDriver, from y: Double, by dy: Double, steps: Int) {
    driver.send(.pointerDown(button: .left, location: Point(x: 200, y: y)))
    for index in 1...steps {
      driver.send(.pointerMove(location: Point(x: 200, y: y + dy * Double(index))))
    }
    driver.step(10)
  }

  @Test func textThatFitsHasNoScrollView() {
    let driver = openTextSheet(height: 844)
    #expect(top(driver) == 402 && offset(driver) == nil)
  }

  @Test func textTallerThanTheCapScrolls() {
    let driver = openTextSheet(height: 400)
    #expect(driver.snapshot.presented.map(\.frame) == [Rect(x: 0, y: 47, width: 390, height: 353)])
    #expect(offset(driver) == 0)
    drag(driver, from: 300, by: -20, steps: 10)
    #expect(top(driver) == 47)
    let stretched = offset(driver) ?? .nan
    #expect(stretched > 89 && stretched < 200, "past the end it rubber-bands")
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: 100)))
    driver.step(120)
    #expect(offset(driver) == 89 && top(driver) == 47)
  }

  /// In one drag: the text back to its top, then on down the sheet follows the pointer.
  @Test func aDragDownPastTheTopMovesTheSheet() {
    let driver = openTextSheet(height: 400)
    drag(driver, from: 150, by: -10, steps: 5)
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: 100)))
    driver.step(120)
    #expect(offset(driver) == 50)
    drag(driver, from: 150, by: 10, steps: 15)
    #expect(offset(driver) == 0)
    #expect(top(driver) == 47 + 100, "150 pt down: 50 scrolled the text back, 100 moved the sheet")
    // Released still, 100 pt down of 353: short of half, the sheet goes back up.
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: 300)))
    driver.step(60)
    #expect(top(driver) == 47 && offset(driver) == 0)
    // The same again, carried on past half: the sheet is dismissed.
    drag(driver, from: 150, by: 20, steps: 12)
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: 390)))
    driver.step(60)
    #expect(driver.snapshot.presented.isEmpty)
  }

  /// Close is below the fold; Tab to it scrolls the text up just until it shows: 73 pt, its
  /// bottom edge at the top of the bottom inset (the text's last 16 pt of padding stay
  /// below). Shift+Tab back to Next scrolls down just until Next's top shows.
  @Test func tabToAButtonBelowTheFoldScrollsItIntoView() {
    let driver = openTextSheet(height: 400)
    #expect(!driver.snapshot.controls.contains { $0.title == "Close" })
    driver.send(.keyDown(Key("tab")))
    #expect(driver.snapshot.focused == "Next" && offset(driver) == 0)
    driver.send(.keyDown(Key("tab")))
    driver.step(30)
    #expect(driver.snapshot.focused == "Close" && offset(driver) == 73)
    #expect(driver.snapshot.controls.contains { $0.title == "Close" })
    driver.send(.keyDown(Key("tab", modifiers: .shift)))
    driver.step(30)
    // Next's top is 28 pt down the page: 12 pt into the scroll view, which starts under the
    // 16 pt corner band.
    #expect(driver.snapshot.focused == "Next" && offset(driver) == 12)
  }
}

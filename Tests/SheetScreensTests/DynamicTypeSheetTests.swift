import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import Testing

@testable import SheetEngine

/// The text size through the playground's screens (fixed-metrics text): a change while the
/// text sheet rests re-fits it along the sheet's curve with its bottom pinned, to exactly the
/// height a sheet opened at that size has.
@MainActor
@Suite struct DynamicTypeSheetTests {
  private func openTextSheet(_ driver: PlaygroundDriver) -> Rect? {
    driver.tapControl("Text sheet")
    driver.step(40)
    return driver.snapshot.presented.first?.frame
  }

  @Test func aChangeRefitsTheSheetWithItsBottomPinned() throws {
    let driver = PlaygroundDriver()
    let resting = try #require(openTextSheet(driver))
    driver.send(.keyDown(Key("equals", modifiers: .control)))
    var heights: [Double] = []
    for _ in 0..<30 {
      driver.step()
      let frame = try #require(driver.snapshot.presented.first?.frame)
      #expect(frame.maxY == 844, "bottom pinned")
      heights.append(frame.height)
    }
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 }, "grows, never back")
    #expect(heights[0] > resting.height && heights[0] < heights[29])
    // A sheet opened at xLarge is exactly as tall.
    let fresh = PlaygroundDriver()
    fresh.runtime.setContentSizeCategory(.extraLarge, animated: false)
    let opened = try #require(openTextSheet(fresh))
    #expect(driver.snapshot.presented.first?.frame == opened)
    #expect(driver.snapshot.textSize == "xLarge")
  }

  /// At AX5 the text sheet is capped by the window, its text scrolling; the root behind it,
  /// taller than the window now, scrolls too, and its buttons have grown with their titles.
  @Test func atAX5TheSheetIsCappedAndScrolls() throws {
    let driver = PlaygroundDriver()
    _ = try #require(openTextSheet(driver))
    driver.runtime.setContentSizeCategory(.accessibilityExtraExtraExtraLarge, animated: true)
    driver.step(30)
    let frame = try #require(driver.snapshot.presented.first?.frame)
    #expect(frame == Rect(x: 0, y: 47, width: 390, height: 797))
    #expect(driver.snapshot.presented.first?.contentOffset == 0, "its page scrolls")
    let root = try #require(driver.runtime.navigationController.viewControllers.first)
    let buttons = root.view.subviews.first { $0 is ScrollView }
    #expect(buttons != nil, "the root scrolls")
    let button = try #require((root as? RootViewController)?.textSheetButton)
    // 19 pt × 53 / 17 = 59.2 pt: a line of 1.25 × that and 8 pt above and below.
    #expect(button.frame.height == 19 * 53 / 17 * 1.25 + 16)
  }
}

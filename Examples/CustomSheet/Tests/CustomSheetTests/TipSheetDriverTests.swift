import CustomSheetScreens
import PlaygroundHost
import SheetTesting
import Testing

/// The example's sheet tested in Swift with the engine's deterministic driver (`SheetTesting`):
/// no window, no clock, the same numbers on every machine.
@MainActor
@Suite struct TipSheetDriverTests {
  /// Opens the tip sheet and lets it finish presenting (0.35 s of virtual time and some).
  private func openSheet() -> RuntimeDriver {
    let driver = RuntimeDriver(root: OrderRootViewController())
    driver.tapControl("Choose a tip")
    driver.advance(milliseconds: 600)
    return driver
  }

  @Test func theSheetFollowsTheFingerFrameByFrame() throws {
    let driver = openSheet()
    let sheet = try #require(driver.snapshot.presented.first)
    #expect(sheet.screen == "tip")
    let top = sheet.frame.minY
    driver.recordsFrames = true
    // A slow drag down by 60 pt over 500 ms: the sheet's top stays the same distance from the
    // pointer on every frame once the drag has begun (the slop is taken up first).
    driver.press(at: Point(x: 195, y: top + 10))
    for step in 1...30 {
      driver.move(to: Point(x: 195, y: top + 10 + Double(step) * 2))
    }
    let tops = driver.frames.compactMap { $0.presented.first?.frame.minY }
    #expect(tops.count == 31)
    let grabbed = tops.suffix(10).enumerated().map { index, y in
      (top + 10 + Double(21 + index) * 2) - y
    }
    #expect(Set(grabbed).count == 1, "pointer-to-top distance per frame: \(grabbed)")
    #expect(try #require(tops.last) > top)
  }

  @Test func aFlingDownDismissesTheSheet() throws {
    let driver = openSheet()
    let top = try #require(driver.snapshot.presented.first).frame.minY
    driver.fling(from: Point(x: 195, y: top + 10), to: Point(x: 195, y: top + 120))
    driver.advance(milliseconds: 1000)
    #expect(driver.snapshot.presented.isEmpty)
    #expect(driver.snapshot.transition == nil)
  }
}

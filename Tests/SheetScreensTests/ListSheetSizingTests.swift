import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// A short list sheet's detents through the playground's screens (fixed metrics, 390 x 844,
/// top inset 47): sized as iOS sizes them in ios18 and ios26, capped by its rows in classic
/// sizing and under the old name `fluid` (docs/MOTION.md, "Detents").
@MainActor
@Suite struct ListSheetSizingTests {
  private func openListSheet(_ tuning: Tuning, rows: Int) throws -> PlaygroundDriver {
    let driver = PlaygroundDriver(tuning: try tuning.setting(Double(rows), forKey: "list.rowCount"))
    driver.tapControl("List sheet")
    driver.step(40)
    return driver
  }

  private func top(_ driver: PlaygroundDriver) -> Double {
    driver.snapshot.presented.first?.frame.minY ?? .nan
  }

  /// A grabber tap goes to the next detent.
  private func tapGrabber(_ driver: PlaygroundDriver) {
    let top = top(driver)
    driver.send(.pointerDown(button: .left, location: Point(x: 195, y: top + 8)))
    driver.send(.pointerUp(button: .left, location: Point(x: 195, y: top + 8)))
    driver.step(60)
  }

  @Test func ios26AndIOS18RestAtHalfTheScreenAndFullHeightWithTwoRows() throws {
    for tuning in [Tuning.ios26, .ios18] {
      let driver = try openListSheet(tuning, rows: 2)
      #expect(top(driver) == 422)
      #expect(driver.snapshot.presented.map(\.detent) == ["medium"])
      tapGrabber(driver)
      #expect(top(driver) == 47)
      #expect(driver.snapshot.presented.map(\.detent) == ["large"])
    }
  }

  @Test func theOldNameFluidKeepsTheCapByTheRows() throws {
    let driver = try openListSheet(.fluid, rows: 2)
    let medium = top(driver)
    #expect(medium > 422)
    tapGrabber(driver)
    // Large is capped by the same rows: one height for both.
    #expect(top(driver) == medium)
  }

  @Test func theFittedDetentIsAsTallAsTheRows() throws {
    let fitted = try Tuning.ios18.setting(1, forKey: "detents.listFitsContent")
    let driver = try openListSheet(fitted, rows: 2)
    let capped = try openListSheet(.fluid, rows: 2)
    #expect(driver.snapshot.presented.map(\.detent) == ["fitsContent"])
    #expect(top(driver) == top(capped))
    tapGrabber(driver)
    #expect(top(driver) == 422)
    tapGrabber(driver)
    #expect(top(driver) == 47)
  }
}

import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine
@testable import SheetScreens

/// The list sheet's scroll edge (issue 23, item 6): the header's hairline only while rows
/// are under it, and the scroll indicator inside the bottom safe area (34 pt).
@MainActor
@Suite struct ListScrollEdgeTests {
  @Test func theHairlineShowsOnlyWhileRowsAreUnderTheHeader() throws {
    let driver = PlaygroundDriver()
    driver.tapControl("List sheet")
    driver.step(40)
    let sheet = try #require(
      driver.runtime.presentedViewControllers.first as? ListSheetViewController)
    let list = try #require(sheet.trackedScrollView)
    let hairline = try #require(
      sheet.view.subviews.first { $0.accessibilityIdentifier == "scroll-edge-hairline" }
        as? ScrollEdgeHairline)
    #expect(!hairline.isShowing && list.contentOffset.y == 0)
    list.setVerticalOffset(30)
    #expect(hairline.isShowing)
    list.setVerticalOffset(-10)
    #expect(!hairline.isShowing, "pulled down past the top: nothing is under the header")
    list.setVerticalOffset(0)
    #expect(!hairline.isShowing)
  }

  @Test func theIndicatorStaysAboveTheBottomSafeArea() throws {
    let driver = PlaygroundDriver()
    driver.tapControl("List sheet")
    driver.step(40)
    let sheet = try #require(
      driver.runtime.presentedViewControllers.first as? ListSheetViewController)
    let list = try #require(sheet.trackedScrollView)
    let bottom = list.verticalRange.upperBound
    for offset in [0, bottom / 2, bottom] {
      list.setVerticalOffset(offset)
      list.layoutScrollIndicator()
      let indicator = list.verticalScrollIndicator.frameInWindow
      #expect(indicator.maxY <= 844 - 34 + 1e-9, "offset \(offset): \(indicator)")
    }
  }
}

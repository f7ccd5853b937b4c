import SheetTesting
import Testing

@testable import SheetEngine

/// A sheet with medium and large detents (422 and 797 pt in the 390 x 844 window) whose
/// content is modal in presentation: as UIKit's `isModalInPresentation`, it blocks the
/// dismissal only. Detent changes by drag remain; below medium the sheet gives by the rubber
/// band and never leaves.
@MainActor
@Suite struct ModalDetentTests {
  private func presentModal() throws -> (
    RuntimeDriver, BottomSheetPresentationController, FixtureContent
  ) {
    let root = FixtureRoot()
    root.sheetDetents = SheetDetentConfiguration(detents: [.medium, .large])
    root.dismissBehavior = .spring
    let driver = RuntimeDriver(root: root)
    driver.tapControl("Tall sheet")
    for _ in 0..<60 where driver.snapshot.transition != nil { driver.step() }
    let content = try #require(driver.runtime.presentedViewControllers.last as? FixtureContent)
    let sheet = try #require(content.presentationController as? BottomSheetPresentationController)
    content.isModalInPresentation = true
    return (driver, sheet, content)
  }

  /// From large, a flick down goes to medium (the nearest detent to the projection), not
  /// away, and no attempt is reported: the drag never went below medium.
  @Test func aFlickDownFromLargeStillGoesToMedium() throws {
    let (driver, sheet, content) = try presentModal()
    sheet.settle(toDetent: 1, velocity: 0, spring: nil)
    driver.step(60)
    #expect(driver.snapshot.presented.map(\.detent) == ["large"])
    let swipe = try #require(sheet.dismissDriver)
    #expect(swipe.beginDrag())
    swipe.drag(toOffset: 300)
    driver.step()
    #expect(sheet.currentHeight == 497)
    swipe.endDrag(velocity: 5000)
    driver.step(90)
    #expect(driver.snapshot.presented.map(\.detent) == ["medium"])
    #expect(driver.snapshot.presented.first?.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    #expect(content.dismissalAttempts == 0)
  }

  /// From medium, 240 pt below it: the sheet keeps medium's height and shows the band,
  /// (1 − 1 / (240 × 0.55 / 422 + 1)) × 422 = 100.5... pt; thrown at 3000 pt/s it comes back
  /// to medium, the attempt is reported once, and no dismissal ever starts.
  @Test func belowMediumItResistsAndReportsTheAttempt() throws {
    let (driver, sheet, content) = try presentModal()
    let swipe = try #require(sheet.dismissDriver)
    #expect(swipe.beginDrag())
    #expect(swipe.dragOffset == 375)
    swipe.drag(toOffset: 375 + 240)
    driver.step()
    let band = (1 - 1 / (240 * 0.55 / 422 + 1)) * 422
    let frame = try #require(driver.snapshot.presented.first?.frame)
    #expect(driver.snapshot.transition == nil)
    #expect(frame.height == 422 && abs(frame.minY - (422 + band)) < 1e-9)
    swipe.endDrag(velocity: 3000)
    for _ in 0..<90 {
      driver.step()
      #expect(driver.snapshot.transition == nil)
    }
    #expect(content.dismissalAttempts == 1)
    #expect(driver.snapshot.presented.map(\.detent) == ["medium"])
    #expect(driver.snapshot.presented.first?.frame == Rect(x: 0, y: 422, width: 390, height: 422))
  }

  /// The same drag on a sheet that is not modal starts the dismissal below medium.
  @Test func withoutTheFlagTheSameDragDismisses() throws {
    let (driver, sheet, content) = try presentModal()
    content.isModalInPresentation = false
    let swipe = try #require(sheet.dismissDriver)
    #expect(swipe.beginDrag())
    swipe.drag(toOffset: 375 + 240)
    driver.step()
    #expect(driver.snapshot.transition?.kind == "dismiss")
    swipe.endDrag(velocity: 3000)
    driver.step(90)
    #expect(driver.snapshot.presented.isEmpty)
  }
}

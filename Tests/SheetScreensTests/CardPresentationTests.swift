import PlaygroundTestSupport
import SheetTesting
import Testing

@testable import SheetEngine
@testable import SheetScreens

/// The 2/3-height card presented from a page, through the real runtime.
@MainActor
@Suite struct CardPresentationTests {
  private let curve = UnitBezier(0.2, 1, 0.42, 1)

  private func pageOne() -> PlaygroundDriver {
    let driver = PlaygroundDriver.navigation()
    driver.tapControl("Navigation")
    driver.settle()
    return driver
  }

  @Test func cardCoversTheLowerTwoThirdsAndTheDimFollowsProgress() throws {
    let driver = pageOne()
    driver.tapControl("Present card")
    let card = try #require(driver.runtime.presentedViewControllers.first)
    let controller = try #require(card.presentationController)
    let resting = Rect(x: 0, y: 844.0 / 3, width: 390, height: 844.0 * 2 / 3)
    #expect(controller.frameOfPresentedViewInContainerView == resting)
    #expect(card.view.cornerRadii == .top(16))
    for frame in 1...21 {
      if frame > 1 { driver.step() }
      let progress = curve.value(at: min(Double(frame) / 60 / 0.35, 1))
      let snapshot = driver.snapshot
      #expect(snapshot.presented.map(\.screen) == ["card"])
      let y = snapshot.presented[0].frame.minY
      #expect(abs(y - (resting.minY + resting.height * (1 - progress))) < 1e-9)
      #expect(abs(snapshot.dimAlpha - 0.5 * progress) < 1e-9)
      #expect((snapshot.transition == nil) == (frame == 21))
    }
    let frame = driver.snapshot.presented[0].frame
    #expect(abs(frame.minY - resting.minY) < 1e-9 && abs(frame.height - resting.height) < 1e-9)
    #expect(frame.minX == 0 && frame.width == 390)
    #expect(driver.snapshot.dimAlpha == 0.5)
    #expect(driver.snapshot.controls.map(\.title) == ["Close"])
  }

  @Test func tapOnTheDimDismisses() {
    let driver = pageOne()
    driver.tapControl("Present card")
    driver.step(25)
    driver.tap(Point(x: 200, y: 150))
    #expect(driver.snapshot.transition?.kind == "dismiss")
    driver.step(21)
    #expect(driver.snapshot.presented.isEmpty && driver.snapshot.dimAlpha == 0)
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
  }

  @Test func closeAndEscapeDismissButBackspaceDoesNotPopUnderTheCard() {
    let driver = pageOne()
    driver.tapControl("Present card")
    driver.step(25)
    driver.send(.keyDown(Key("backspace")))
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
    #expect(driver.snapshot.transition == nil)
    driver.tapControl("Close")
    driver.step(21)
    #expect(driver.snapshot.presented.isEmpty)
    driver.tapControl("Present card")
    driver.step(25)
    driver.send(.keyDown(Key("escape")))
    driver.step(21)
    #expect(driver.snapshot.presented.isEmpty)
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
  }

  @Test func cardFrameFollowsAResize() {
    let driver = pageOne()
    driver.tapControl("Present card")
    driver.step(25)
    driver.send(.resize(Size(width: 600, height: 900)))
    let frame = driver.snapshot.presented[0].frame
    #expect(frame == Rect(x: 0, y: 300, width: 600, height: 600))
  }
}

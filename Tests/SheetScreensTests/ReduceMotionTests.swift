import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// Reduce Motion through the real screens (fixed-metrics text): what runs on its own
/// cross-fades in place, 0.2 s ease-in-ease-out; what a finger drives still moves with it.
@MainActor
@Suite struct ReduceMotionTests {
  private let fade = UnitBezier.easeInEaseOut

  private func reduced() throws -> PlaygroundDriver {
    PlaygroundDriver(tuning: try Tuning.seed.setting(1, forKey: "motion.reduce"))
  }

  /// The topmost presented view's alpha.
  private func sheetAlpha(_ driver: PlaygroundDriver) -> Double {
    driver.runtime.presentedViewControllers.last?.view.alpha ?? -1
  }

  @Test func theTextSheetFadesInAndOutAtItsRestingFrame() throws {
    let driver = try reduced()
    driver.tapControl("Text sheet")
    let sheet = driver.runtime.presentedViewControllers[0]
    let resting = try #require(sheet.presentationController?.frameOfPresentedViewInContainerView)
    for frame in 1...12 {
      if frame > 1 { driver.step() }
      let progress = fade.value(at: min(Double(frame) / 60 / 0.2, 1))
      #expect(driver.snapshot.presented[0].frame == resting)
      #expect(abs(sheetAlpha(driver) - progress) < 1e-9)
      #expect(abs(driver.snapshot.dimAlpha - 0.75 * progress) < 1e-9)
      #expect((driver.snapshot.transition == nil) == (frame == 12))
    }
    driver.tapControl("Close")
    #expect(driver.snapshot.presented[0].frame == resting)
    #expect(abs(sheetAlpha(driver) - (1 - fade.value(at: 1.0 / 12))) < 1e-9)
    driver.step(11)
    #expect(driver.snapshot.presented.isEmpty)
    #expect(driver.snapshot.controls.map(\.title) == ["Text sheet", "List sheet", "Navigation"])
  }

  @Test func aDragStillMovesTheSheetAndDismissesByTheSameRule() throws {
    let driver = try reduced()
    driver.tapControl("Text sheet")
    driver.step(15)
    let top = driver.snapshot.presented[0].frame.minY
    driver.send(.pointerDown(button: .left, location: Point(x: 200, y: top + 100)))
    for dy in stride(from: 20.0, through: 300, by: 20) {
      driver.send(.pointerMove(location: Point(x: 200, y: top + 100 + dy)))
      #expect(abs(driver.snapshot.presented[0].frame.minY - (top + dy)) < 1e-9)
      #expect(sheetAlpha(driver) == 1)
      #expect(driver.snapshot.transition?.interactive == true)
    }
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: top + 400)))
    driver.step(30)
    #expect(driver.snapshot.presented.isEmpty)
  }

  @Test func pushesAndButtonPopsCrossFadeWhileABackSwipeSlides() throws {
    let driver = try reduced()
    driver.tapControl("Navigation")
    let page = try #require(driver.navigation.topViewController)
    #expect(driver.snapshot.transition?.kind == "push")
    #expect(driver.pageX(page) == 0)
    #expect(abs(page.view.alpha - fade.value(at: 1.0 / 12)) < 1e-9)
    driver.step(11)
    #expect(driver.navigation.transitionState == nil && page.view.alpha == 1)
    driver.send(.keyDown(Key("escape")))
    #expect(driver.navigation.transitionState?.kind == "pop")
    #expect(driver.pageX(page) == 0)
    #expect(abs(page.view.alpha - (1 - fade.value(at: 1.0 / 12))) < 1e-9)
    driver.step(11)
    #expect(driver.snapshot.navigationStack == ["root"])
    driver.tapControl("Navigation")
    driver.step(12)
    let again = try #require(driver.navigation.topViewController)
    driver.send(.pointerDown(button: .left, location: Point(x: 100, y: 600)))
    for x in stride(from: 120.0, through: 200, by: 20) {
      driver.send(.pointerMove(location: Point(x: x, y: 600)))
      #expect(abs(driver.pageX(again) - (x - 100)) < 1e-9)
      #expect(again.view.alpha == 1)
    }
  }

  @Test func theZoomAndTheCardCrossFade() throws {
    let driver = try reduced()
    driver.tapControl("Navigation")
    driver.step(12)
    driver.tapControl("Zoom")
    let zoom = driver.runtime.presentedViewControllers[0]
    let final = zoom.view.frame
    #expect(zoom.view.transform == .identity)
    #expect(abs(zoom.view.alpha - fade.value(at: 1.0 / 12)) < 1e-9)
    driver.step(11)
    #expect(zoom.view.alpha == 1 && driver.snapshot.transition == nil)
    driver.send(.keyDown(Key("escape")))
    #expect(zoom.view.transform == .identity && zoom.view.frame == final)
    driver.step(11)
    #expect(driver.snapshot.presented.isEmpty)
    driver.tapControl("Present card")
    let card = driver.runtime.presentedViewControllers[0]
    #expect(abs(card.view.alpha - fade.value(at: 1.0 / 12)) < 1e-9)
    let resting = try #require(card.presentationController?.frameOfPresentedViewInContainerView)
    let frame = driver.snapshot.presented[0].frame
    #expect(abs(frame.minY - resting.minY) < 1e-9 && abs(frame.height - resting.height) < 1e-9)
    #expect(abs(driver.snapshot.dimAlpha - 0.5 * fade.value(at: 1.0 / 12)) < 1e-9)
  }

  @Test func pagesInsideTheSheetCrossFadeWhileItsHeightFollows() throws {
    let driver = try reduced()
    driver.tapControl("Text sheet")
    driver.step(15)
    let before = driver.snapshot.presented[0].frame
    driver.tapControl("Next")
    let stack = try #require(driver.runtime.presentedViewControllers[0] as? NavigationController)
    let page = try #require(stack.topViewController)
    var heights: [Double] = []
    for frame in 1...11 {
      if frame > 1 { driver.step() }
      #expect(stack.transitionState?.kind == "push")
      #expect(page.view.frameInWindow.minX == 0 && page.view.transform == .identity)
      #expect(abs(page.view.alpha - fade.value(at: Double(frame) / 12)) < 1e-9)
      heights.append(driver.snapshot.presented[0].frame.height)
      #expect(driver.snapshot.presented[0].frame.maxY == 844)
    }
    driver.step()
    let after = driver.snapshot.presented[0].frame
    #expect(stack.transitionState == nil && after.height != before.height)
    #expect(heights.allSatisfy { min(before.height, after.height) - 1e-9 <= $0 })
    #expect(heights.allSatisfy { $0 <= max(before.height, after.height) + 1e-9 })
  }
}

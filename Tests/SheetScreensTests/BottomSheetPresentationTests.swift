import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import Testing

@testable import SheetEngine

/// The seeds' bottom sheet through the real runtime and screens (fixed-metrics text).
@MainActor
@Suite struct BottomSheetPresentationTests {
  private let curve = UnitBezier(0.2, 1, 0.42, 1)

  /// The resting frame of the text sheet, from the presentation controller itself.
  private func restingFrame(_ driver: PlaygroundDriver) -> Rect {
    let sheet = driver.runtime.presentedViewControllers[0]
    return sheet.presentationController?.frameOfPresentedViewInContainerView ?? .zero
  }

  @Test func presentFollowsTheSeedCurveAndTheDimFollowsProgress() throws {
    let driver = PlaygroundDriver()
    driver.tapControl("Text sheet")
    let resting = restingFrame(driver)
    #expect(resting.maxY == 844 && resting.minX == 0 && resting.width == 390)
    #expect(resting.height < 844 - 47)
    for frame in 1...21 {
      if frame > 1 { driver.step() }
      let snapshot = driver.snapshot
      let t = min(Double(frame) / 60 / 0.35, 1)
      let progress = curve.value(at: t)
      let sheet = try #require(snapshot.presented.first)
      #expect(sheet.screen == "text")
      #expect(abs(sheet.frame.minY - (resting.minY + resting.height * (1 - progress))) < 0.5)
      #expect(abs(snapshot.dimAlpha - 0.75 * progress) < 1e-9)
      if frame < 21 {
        #expect(snapshot.transition?.kind == "present")
        #expect(snapshot.transition?.interactive == false)
      } else {
        #expect(snapshot.transition == nil)
        #expect(sheet.frame == resting)
        #expect(snapshot.dimAlpha == 0.75)
      }
    }
  }

  @Test func closeButtonDismissesAlongTheCurve() {
    let driver = PlaygroundDriver()
    driver.tapControl("Text sheet")
    driver.step(25)
    #expect(driver.snapshot.controls.map(\.title) == ["Next", "Close"])
    let resting = restingFrame(driver)
    driver.tapControl("Close")
    let progress = curve.value(at: 1.0 / 60 / 0.35)
    #expect(driver.snapshot.transition?.kind == "dismiss")
    #expect(
      abs(driver.snapshot.presented[0].frame.minY - (resting.minY + resting.height * progress))
        < 0.5)
    #expect(abs(driver.snapshot.dimAlpha - 0.75 * (1 - progress)) < 1e-9)
    driver.step(20)
    #expect(driver.snapshot.presented.isEmpty)
    #expect(driver.snapshot.dimAlpha == 0)
    #expect(driver.snapshot.controls.map(\.title) == ["Text sheet", "List sheet", "Navigation"])
  }

  @Test func tapOnTheDimDismisses() {
    let driver = PlaygroundDriver()
    driver.tapControl("Text sheet")
    driver.step(25)
    driver.tap(Point(x: 200, y: 60))
    #expect(driver.snapshot.transition?.kind == "dismiss")
    driver.step(21)
    #expect(driver.snapshot.presented.isEmpty)
  }

  @Test func escapeDismisses() {
    let driver = PlaygroundDriver()
    driver.tapControl("Text sheet")
    driver.step(25)
    driver.send(.keyDown(Key("escape")))
    #expect(driver.snapshot.transition?.kind == "dismiss")
  }

  @Test func tapOnTheDimMidPresentationReversesWithoutAJump() {
    let driver = PlaygroundDriver()
    driver.tapControl("Text sheet")
    driver.step(4)
    let resting = restingFrame(driver)
    var previous = driver.snapshot.presented[0].frame.minY
    driver.tap(Point(x: 200, y: 60))
    // The largest per-frame movement of the animation itself: its first frame.
    let maximumStep = resting.height * curve.value(at: 1.0 / 60 / 0.35)
    var frames = 0
    while !driver.snapshot.presented.isEmpty, frames < 60 {
      let y = driver.snapshot.presented[0].frame.minY
      #expect(abs(y - previous) <= maximumStep + 1e-9)
      previous = y
      driver.step()
      frames += 1
    }
    #expect(driver.snapshot.presented.isEmpty)
    #expect(driver.snapshot.dimAlpha == 0)
    // It went back the way it came: as many frames as it had run, give or take one.
    #expect(frames >= 4 && frames <= 6)
  }

  @Test func pressingTwicePresentsOneSheet() {
    let driver = PlaygroundDriver()
    let button = driver.snapshot.controls[0].frame.center
    driver.tap(button)
    driver.tap(button)
    driver.step(30)
    driver.tap(button)
    #expect(driver.snapshot.presented.count == 1)
  }

  @Test func resizeKeepsTheSheetPinnedAndCapped() {
    let driver = PlaygroundDriver()
    driver.tapControl("Text sheet")
    driver.step(3)
    driver.send(.resize(Size(width: 600, height: 300)))
    driver.step(30)
    let frame = driver.snapshot.presented[0].frame
    #expect(frame.maxY == 300 && frame.width == 600 && frame.minX == 0)
    #expect(frame.minY == 47)
    driver.send(.resize(Size(width: 390, height: 844)))
    #expect(driver.snapshot.presented[0].frame.maxY == 844)
  }

  @Test func dismissingTheLowerScreenDismissesEverythingAbove() {
    let driver = PlaygroundDriver()
    driver.tapControl("Text sheet")
    driver.step(30)
    let first = driver.runtime.presentedViewControllers[0]
    let second = ViewController(screenID: "second")
    second.transitioningDelegate = BottomSheetTransitioningDelegate()
    first.present(second, animated: true)
    driver.step(30)
    #expect(driver.snapshot.presented.map(\.screen) == ["text", "second"])
    driver.runtime.navigationController.dismiss(animated: true)
    driver.step(30)
    #expect(driver.snapshot.presented.isEmpty)
    #expect(driver.runtime.window.subviews.count == 1)
  }

  @Test func nonAnimatedPresentationIsImmediate() {
    let driver = PlaygroundDriver()
    let sheet = ViewController(screenID: "plain")
    sheet.transitioningDelegate = BottomSheetTransitioningDelegate()
    driver.runtime.navigationController.present(sheet, animated: false)
    #expect(driver.snapshot.transition == nil)
    #expect(driver.snapshot.presented.map(\.screen) == ["plain"])
    sheet.dismiss(animated: false)
    #expect(driver.snapshot.presented.isEmpty)
  }
}

@MainActor
@Suite struct DoubleClickTests {
  @Test func secondClickOfADoubleClickOnTheButtonIsIgnored() {
    let driver = PlaygroundDriver()
    let button = driver.snapshot.controls[0].frame.center
    driver.tap(button)
    driver.step(5)
    driver.tap(button)
    driver.step(30)
    #expect(driver.snapshot.presented.map(\.screen) == ["text"])
  }

  @Test func aDimTapAwayFromTheButtonStillDismisses() {
    let driver = PlaygroundDriver()
    driver.tap(driver.snapshot.controls[0].frame.center)
    driver.step(5)
    driver.tap(Point(x: 100, y: 100))
    driver.step(30)
    #expect(driver.snapshot.presented.isEmpty)
  }

  @Test func aLateTapAtTheButtonsPlaceDismisses() {
    let driver = PlaygroundDriver()
    let button = driver.snapshot.controls[0].frame.center
    driver.tap(button)
    driver.step(31)
    driver.tap(button)
    driver.step(30)
    #expect(driver.snapshot.presented.isEmpty)
  }
}

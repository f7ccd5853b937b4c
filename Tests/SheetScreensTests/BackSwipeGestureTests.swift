import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import Testing

@testable import SheetEngine

/// The pan-anywhere back-swipe through the real runtime: one pointer event per 60 Hz frame.
@MainActor
@Suite struct BackSwipeGestureTests {
  private let width = 390.0

  /// Page 1 on top of the root, with a back-swipe installed.
  private func pageOne(
    policy: BackSwipePolicy = .standard, edgeOnly: Bool = false
  ) -> (PlaygroundDriver, BackSwipeController, PageViewController) {
    let driver = PlaygroundDriver.navigation()
    let swipe = BackSwipeController.install(
      on: driver.navigation, policy: policy, edgeOnly: edgeOnly)
    let page = PageViewController(number: 1)
    driver.navigation.pushViewController(page, animated: false)
    driver.step()
    return (driver, swipe, page)
  }

  private func press(_ driver: PlaygroundDriver, _ x: Double, _ y: Double = 600) {
    driver.send(.pointerDown(button: .left, location: Point(x: x, y: y)))
  }

  private func move(_ driver: PlaygroundDriver, _ x: Double, _ y: Double = 600) {
    driver.send(.pointerMove(location: Point(x: x, y: y)))
  }

  private func release(_ driver: PlaygroundDriver, _ x: Double, _ y: Double = 600) {
    driver.send(.pointerUp(button: .left, location: Point(x: x, y: y)))
  }

  @Test func dragScrubsThePopLinearlyUnderTheFinger() throws {
    let (driver, swipe, page) = pageOne()
    let lower = driver.navigation.viewControllers[0]
    press(driver, 100)
    move(driver, 105)
    #expect(driver.navigation.transitionState == nil)
    move(driver, 115)  // past the 10 pt slop: the pan begins here, the page catches up
    #expect(swipe.isSwiping)
    #expect(driver.snapshot.navigationStack == ["root"])
    #expect(abs(driver.pageX(page) - 15) < 1e-9)
    for x in stride(from: 135.0, through: 215, by: 20) {
      move(driver, x)
      let progress = (x - 100) / width
      let state = try #require(driver.navigation.transitionState)
      #expect(state.kind == "pop" && state.interactive)
      #expect(abs(state.progress - progress) < 1e-12)
      #expect(abs(driver.pageX(page) - (x - 100)) < 1e-9)
      let seed = BackSwipePolicy.standard
      #expect(
        abs(driver.pageX(lower) - seed.lowerPageOffset(progress: progress, width: width)) < 1e-9)
      #expect(abs(lower.view.alpha - seed.lowerPageOpacity(progress: progress)) < 1e-9)
    }
    // Held still for 50 ms, released before half way: cancels along the ease-out curve.
    driver.step(3)
    release(driver, 215)
    #expect(!swipe.isSwiping)
    #expect(driver.navigation.transitionState?.interactive == false)
    let remaining = BackSwipePolicy.standard.remainingDuration(
      progress: 115 / width, velocityX: 0, width: width, finishing: false)
    let frames = driver.settle() + 1
    #expect(frames == Int((remaining * 60).rounded(.up)))
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
    #expect(driver.pageX(page) == 0 && page.view.shadow == nil && lower.view.superview == nil)
  }

  @Test func aFlickFasterThanAThousandPointsPerSecondPops() {
    let (driver, _, page) = pageOne()
    press(driver, 100)
    move(driver, 115)
    for x in stride(from: 135.0, through: 235, by: 20) { move(driver, x) }
    #expect(driver.navigation.transitionState?.progress ?? 0 < 0.5)
    release(driver, 255)  // 20 pt per frame: 1200 pt/s
    #expect(driver.navigation.transitionState?.interactive == false)
    #expect((driver.navigation.transitionState?.progress ?? 0) > 140 / width)
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root"])
    #expect(page.parent == nil)
  }

  @Test func onlyARightwardMostlyHorizontalDragBegins() {
    let (driver, swipe, _) = pageOne()
    press(driver, 100)
    for y in stride(from: 620.0, through: 700, by: 20) { move(driver, 104, y) }
    release(driver, 104, 700)
    #expect(!swipe.isSwiping && driver.navigation.transitionState == nil)
    press(driver, 300)
    for x in stride(from: 280.0, through: 200, by: -20) { move(driver, x) }
    release(driver, 200)
    #expect(driver.navigation.transitionState == nil)
    driver.navigation.popViewController(animated: false)
    press(driver, 100)
    for x in stride(from: 120.0, through: 200, by: 20) { move(driver, x) }
    release(driver, 200)
    #expect(driver.navigation.transitionState == nil)
    #expect(driver.snapshot.navigationStack == ["root"])
  }

  @Test func aDragThatStartsOnAButtonSwipesInsteadOfTapping() throws {
    let (driver, swipe, page) = pageOne()
    let button = page.pushNextButton.frameInWindow.center
    press(driver, button.x, button.y)
    #expect(page.pushNextButton.isHighlighted)
    move(driver, button.x + 20, button.y + 2)
    #expect(swipe.isSwiping && !page.pushNextButton.isHighlighted)
    move(driver, button.x + 60, button.y + 2)
    driver.step(3)  // held still before the release: no flick, so it cancels
    release(driver, button.x + 60, button.y + 2)
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
    #expect(driver.snapshot.activationCount == 0)
  }

  @Test func aPageGrabbedWhileSettlingContinuesFromWhereItIs() throws {
    let (driver, swipe, page) = pageOne()
    press(driver, 100)
    move(driver, 115)
    for x in stride(from: 135.0, through: 255, by: 20) { move(driver, x) }
    driver.step(3)
    release(driver, 255)  // still, at 0.36: cancels, sliding back
    driver.step(2)
    let settling = driver.pageX(page)
    #expect(settling < 140 && settling > 0)
    press(driver, 200)  // the press stops the page where the animation had it
    #expect(driver.pageX(page) == settling)
    move(driver, 220)  // begins: the page catches up with the pointer from the press
    #expect(swipe.isSwiping)
    let grabbed = driver.pageX(page)
    #expect(abs(grabbed - (settling + 20)) < 1e-9)
    #expect(driver.navigation.transitionState?.interactive == true)
    driver.step(2)
    #expect(driver.pageX(page) == grabbed)
    move(driver, 260)
    #expect(abs(driver.pageX(page) - (grabbed + 40)) < 1e-9)
    // A flick to finish from there.
    for x in stride(from: 300.0, through: 380, by: 40) { move(driver, x) }
    release(driver, 420)
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root"])
  }

  @Test func aBackTapPopCanBeGrabbedToo() {
    let (driver, swipe, page) = pageOne()
    driver.tapControl("Back")
    driver.step(2)
    #expect(driver.navigation.transitionState?.interactive == false)
    let settling = driver.pageX(page)
    press(driver, 100)
    move(driver, 120)
    #expect(swipe.isSwiping)
    let grabbed = driver.pageX(page)
    #expect(grabbed >= settling)
    move(driver, 100)
    #expect(abs(driver.pageX(page) - (grabbed - 20)) < 1e-9)
    driver.step(3)
    release(driver, 100)
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
  }

  @Test func fluidReleaseKeepsTheFingersSpeed() {
    let (driver, _, page) = pageOne(policy: .projecting)
    let step = 2000.0 / 60
    press(driver, 100)
    move(driver, 100 + step)
    var x = 100 + step
    for _ in 0..<6 {
      x += step
      move(driver, x)
    }
    x += step
    release(driver, x)
    let progress = (x - 100) / width
    #expect(
      BackSwipePolicy.projecting.shouldFinish(progress: progress, velocityX: 2000, width: width))
    // The first frame after the release moved the page at the finger's 2000 pt/s.
    #expect(abs(driver.pageX(page) - (progress * width + step)) < 1e-6)
    let remaining = (1 - progress) * width / 2000
    let frames = driver.settle() + 1
    #expect(frames == Int((remaining * 60 - 1e-9).rounded(.up)))
    #expect(driver.snapshot.navigationStack == ["root"])
  }

  @Test func edgeOnlyBeginsOnlyFromTheLeftEdge() {
    let (driver, swipe, _) = pageOne(edgeOnly: true)
    #expect(swipe.panGestureRecognizer is EdgePanGestureRecognizer)
    press(driver, 100)
    for x in stride(from: 120.0, through: 200, by: 20) { move(driver, x) }
    release(driver, 200)
    #expect(driver.navigation.transitionState == nil)
    press(driver, 10)
    for x in stride(from: 30.0, through: 110, by: 20) { move(driver, x) }
    #expect(swipe.isSwiping)
    release(driver, 130)
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root"])
    swipe.edgeOnly = false
    #expect(!(swipe.panGestureRecognizer is EdgePanGestureRecognizer))
    #expect(driver.navigation.view.gestureRecognizers.count == 1)
  }
}

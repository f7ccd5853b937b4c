import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// Navigation inside the text sheet through the real runtime (fixed-metrics text): Next
/// pushes "text-2" and the sheet's height follows the push's progress on every frame, Back
/// and a back-swipe pop it, and swipe-to-dismiss still closes the whole sheet.
@MainActor
@Suite struct SheetNavigationTests {
  private let curve = UnitBezier(0.2, 1, 0.42, 1)
  private let width = 390.0
  private let bottomInset = 34.0

  /// The text sheet presented and at rest, with its navigation controller.
  private func openSheet(_ tuning: Tuning = .seed) throws -> (
    PlaygroundDriver, NavigationController
  ) {
    let driver = PlaygroundDriver(tuning: tuning)
    driver.tapControl("Text sheet")
    driver.step(40)
    let navigation = try #require(
      driver.runtime.presentedViewControllers.first as? NavigationController)
    return (driver, navigation)
  }

  /// The sheet on its second page, at rest, and the two pages' content heights, each
  /// measured while on screen (a page out of the window measures its text as empty).
  private func openSecondPage() throws -> (PlaygroundDriver, NavigationController, [Double]) {
    let (driver, navigation) = try openSheet()
    let first = fittedHeight(navigation.viewControllers[0])
    driver.tapControl("Next")
    settle(driver, navigation)
    let second = fittedHeight(navigation.viewControllers[1])
    return (driver, navigation, [first, second])
  }

  @discardableResult
  private func settle(_ driver: PlaygroundDriver, _ navigation: NavigationController) -> Int {
    var frames = 0
    while navigation.transitionState != nil, frames < 120 {
      driver.step()
      frames += 1
    }
    return frames
  }

  /// A page's fitting height at the window's width, as the sheet measures it.
  private func fittedHeight(_ page: ViewController) -> Double {
    page.view.sizeThatFits(Size(width: width, height: .infinity)).height
  }

  private func sheetFrame(_ driver: PlaygroundDriver) -> Rect {
    driver.snapshot.presented.first?.frame ?? .zero
  }

  private func pageX(_ page: ViewController) -> Double { page.view.frameInWindow.minX }

  /// The sheet's height at `progress` between pages of content heights `from` and `to`.
  private func blended(_ from: Double, _ to: Double, _ progress: Double) -> Double {
    (1 - progress) * from + progress * to + bottomInset
  }

  /// The grabber sits in the overlay, which is above every page.
  private func expectGrabberOnTop(_ navigation: NavigationController) throws {
    let sheet = try #require(
      navigation.presentationController as? BottomSheetPresentationController)
    let overlay = try #require(navigation.overlayView)
    #expect(try #require(sheet.grabber).superview === overlay)
    #expect(navigation.view.subviews.last === overlay)
    #expect(overlay.frame == navigation.view.bounds || navigation.view.bounds.isEmpty)
  }

  @Test func theSheetIsTheFirstPageInANavigationStack() throws {
    let (driver, navigation) = try openSheet()
    let sheet = try #require(driver.snapshot.presented.first)
    #expect(sheet.screen == "text" && sheet.navigationStack == ["text"])
    let page = navigation.viewControllers[0]
    #expect(sheet.frame.height == fittedHeight(page) + bottomInset)
    #expect(sheet.frame.maxY == 844)
    #expect(navigation.navigationBar(for: page) == nil)
    #expect(driver.snapshot.controls.map(\.title) == ["Next", "Close"])
    try expectGrabberOnTop(navigation)
  }

  @Test func nextPushesTheSecondPageAndTheSheetHeightFollowsEveryFrame() throws {
    let (driver, navigation) = try openSheet()
    let first = navigation.viewControllers[0]
    let from = fittedHeight(first)
    driver.tapControl("Next")
    let second = try #require(navigation.topViewController as? TextSheetDetailViewController)
    let to = fittedHeight(second)
    #expect(abs(to - from) > 50, "the pages differ in height")
    for frame in 1...21 {
      if frame > 1 { driver.step() }
      let sheet = sheetFrame(driver)
      let progress = curve.value(at: min(Double(frame) / 60 / 0.35, 1))
      #expect(abs(sheet.maxY - 844) < 1e-9, "bottom pinned")
      #expect(abs(sheet.height - blended(from, to, progress)) < 1e-9)
      if frame < 21 {
        let state = try #require(navigation.transitionState)
        #expect(state.kind == "push" && !state.interactive)
        #expect(abs(state.progress - progress) < 1e-12)
        #expect(abs(pageX(second) - width * (1 - progress)) < 1e-9)
        #expect(abs(pageX(first) - -0.3 * width * progress) < 1e-9)
        #expect(second.view.superview === navigation.view && first.view.superview != nil)
        #expect(driver.snapshot.controls.isEmpty)
        try expectGrabberOnTop(navigation)
      } else {
        #expect(navigation.transitionState == nil)
      }
    }
    #expect(sheetFrame(driver).height == to + bottomInset)
    #expect(sheetFrame(driver).maxY == 844)
    #expect(pageX(second) == 0 && first.view.superview == nil)
    let snapshot = driver.snapshot
    #expect(snapshot.presented.map(\.screen) == ["text"])
    #expect(snapshot.presented[0].navigationStack == ["text", "text-2"])
    #expect(snapshot.navigationStack == ["root"])
    #expect(snapshot.controls.map(\.title) == ["Back", "Form", "Close"])
    try expectGrabberOnTop(navigation)
  }

  @Test func backPopsWithTheReverseMotion() throws {
    let (driver, navigation, heights) = try openSecondPage()
    let first = navigation.viewControllers[0]
    let second = navigation.viewControllers[1]
    let (from, to) = (heights[1], heights[0])
    driver.tapControl("Back")
    #expect(driver.snapshot.presented[0].navigationStack == ["text"])
    for frame in 1...21 {
      if frame > 1 { driver.step() }
      let sheet = sheetFrame(driver)
      let progress = curve.value(at: min(Double(frame) / 60 / 0.35, 1))
      #expect(abs(sheet.maxY - 844) < 1e-9)
      #expect(abs(sheet.height - blended(from, to, progress)) < 1e-9)
      if frame < 21 {
        #expect(navigation.transitionState?.kind == "pop")
        #expect(abs(pageX(second) - width * progress) < 1e-9)
        #expect(abs(pageX(first) - -0.3 * width * (1 - progress)) < 1e-9)
        #expect(navigation.view.subviews.dropLast().last === second.view, "leaving page on top")
        try expectGrabberOnTop(navigation)
      }
    }
    #expect(navigation.transitionState == nil)
    #expect(sheetFrame(driver).height == to + bottomInset)
    #expect(second.parent == nil && second.view.superview == nil)
    #expect(driver.snapshot.controls.map(\.title) == ["Next", "Close"])
    try expectGrabberOnTop(navigation)
  }

  @Test func aBackSwipeScrubsThePopAndTheSheetHeightFollowsIt() throws {
    let (driver, navigation, heights) = try openSecondPage()
    let first = navigation.viewControllers[0]
    let second = navigation.viewControllers[1]
    let (from, to) = (heights[1], heights[0])
    let y = sheetFrame(driver).minY + 200
    driver.send(.pointerDown(button: .left, location: Point(x: 100, y: y)))
    driver.send(.pointerMove(location: Point(x: 105, y: y)))
    #expect(navigation.transitionState == nil)
    driver.send(.pointerMove(location: Point(x: 115, y: y)))  // past the slop: begins here
    #expect(abs(pageX(second) - 15) < 1e-9, "the page catches up with the slop at once")
    for x in stride(from: 135.0, through: 255, by: 20) {
      driver.send(.pointerMove(location: Point(x: x, y: y)))
      let progress = (x - 100) / width
      let state = try #require(navigation.transitionState)
      #expect(state.kind == "pop" && state.interactive)
      #expect(abs(state.progress - progress) < 1e-12)
      let sheet = sheetFrame(driver)
      #expect(abs(sheet.height - blended(from, to, progress)) < 1e-9)
      #expect(abs(sheet.maxY - 844) < 1e-9)
      #expect(abs(pageX(second) - (x - 100)) < 1e-9)
      #expect(abs(pageX(first) - -0.3 * width * (1 - progress)) < 1e-9)
      #expect(!navigation.isTransitioning, "the sheet itself stays presented, at rest")
    }
    // Held still, released before half way: it runs back along the curve to page 2.
    driver.step(3)
    driver.send(.pointerUp(button: .left, location: Point(x: 255, y: y)))
    var previous = sheetFrame(driver).height
    while navigation.transitionState != nil {
      driver.step()
      let height = sheetFrame(driver).height
      #expect(height >= previous - 1e-9, "grows back toward page 2 without a jump")
      previous = height
    }
    #expect(driver.snapshot.presented[0].navigationStack == ["text", "text-2"])
    #expect(sheetFrame(driver).height == from + bottomInset)
    #expect(pageX(second) == 0 && first.view.superview == nil)
    try expectGrabberOnTop(navigation)
    // A flick to the right pops it.
    driver.send(.pointerDown(button: .left, location: Point(x: 100, y: y)))
    for x in stride(from: 125.0, through: 225, by: 25) {
      driver.send(.pointerMove(location: Point(x: x, y: y)))
    }
    driver.send(.pointerUp(button: .left, location: Point(x: 250, y: y)))
    settle(driver, navigation)
    #expect(driver.snapshot.presented[0].navigationStack == ["text"])
    #expect(sheetFrame(driver).height == to + bottomInset)
    #expect(second.parent == nil)
  }

  /// The navigation stack's dim and edge shadow between the sheet's pages (seed: dim 0.1,
  /// shadow radius 5 fading 1 -> 0.1), every frame of a back-swipe, gone at rest.
  @Test func aBackSwipeInTheSheetHasTheStacksDimAndShadow() throws {
    let (driver, navigation, _) = try openSecondPage()
    let second = navigation.viewControllers[1]
    let y = sheetFrame(driver).minY + 200
    driver.send(.pointerDown(button: .left, location: Point(x: 100, y: y)))
    driver.send(.pointerMove(location: Point(x: 115, y: y)))
    for x in stride(from: 135.0, through: 255, by: 40) {
      driver.send(.pointerMove(location: Point(x: x, y: y)))
      let reveal = (x - 100) / width
      let dim = try #require(
        navigation.view.subviews.first { $0.accessibilityIdentifier == "navigation-dim" })
      #expect(abs(dim.alpha - (1 - reveal)) < 1e-12)
      #expect(dim.backgroundColor == Color.black.withAlpha(0.1))
      let shadow = try #require(second.view.shadow)
      #expect(shadow.radius == 5 && abs(shadow.opacity - (1 + (0.1 - 1) * reveal)) < 1e-12)
    }
    driver.send(.pointerUp(button: .left, location: Point(x: 255, y: y)))
    settle(driver, navigation)
    #expect(!navigation.view.subviews.contains { $0.accessibilityIdentifier == "navigation-dim" })
    #expect(navigation.viewControllers.allSatisfy { $0.view.shadow == nil })
  }

  @Test func aDragDownOnTheSecondPageDismissesTheWholeSheet() throws {
    let (driver, navigation, _) = try openSecondPage()
    let rest = sheetFrame(driver)
    let start = Point(x: 200, y: rest.minY + 120)
    driver.send(.pointerDown(button: .left, location: start))
    let distance = rest.height * 0.5 + 30
    for index in 1...20 {
      let y = start.y + distance * Double(index) / 20
      driver.send(.pointerMove(location: Point(x: 200, y: y)))
      #expect(navigation.transitionState == nil, "a vertical drag never back-swipes")
    }
    #expect(driver.snapshot.transition?.kind == "dismiss")
    #expect(driver.snapshot.transition?.interactive == true)
    driver.step(4)
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: start.y + distance)))
    driver.step(40)
    #expect(driver.snapshot.presented.isEmpty)
    #expect(driver.snapshot.controls.map(\.title) == ["Text sheet", "List sheet", "Navigation"])
  }

  @Test func aSidewaysDragOnTheFirstPageMovesNothing() throws {
    let (driver, navigation) = try openSheet()
    let rest = sheetFrame(driver)
    let y = rest.minY + 120
    driver.send(.pointerDown(button: .left, location: Point(x: 100, y: y)))
    for x in stride(from: 120.0, through: 260, by: 20) {
      driver.send(.pointerMove(location: Point(x: x, y: y + 2)))
    }
    driver.send(.pointerUp(button: .left, location: Point(x: 260, y: y + 2)))
    driver.step(20)
    #expect(navigation.transitionState == nil && driver.snapshot.transition == nil)
    #expect(sheetFrame(driver) == rest)
    #expect(driver.snapshot.presented[0].navigationStack == ["text"])
  }

  @Test func withoutAnimationTheSheetFitsTheNewTopPageAtOnce() throws {
    let (driver, navigation) = try openSheet()
    let first = fittedHeight(navigation.viewControllers[0])
    navigation.pushViewController(TextSheetDetailViewController(), animated: false)
    driver.step()
    let second = fittedHeight(navigation.viewControllers[1])
    #expect(sheetFrame(driver).height == second + bottomInset)
    #expect(driver.snapshot.controls.map(\.title) == ["Back", "Form", "Close"])
    try expectGrabberOnTop(navigation)
    navigation.popViewController(animated: false)
    driver.step()
    #expect(sheetFrame(driver).height == first + bottomInset)
    #expect(sheetFrame(driver).maxY == 844)
    try expectGrabberOnTop(navigation)
  }

  @Test func closeOnTheSecondPageDismissesTheSheet() throws {
    let (driver, _, _) = try openSecondPage()
    driver.tapControl("Close")
    #expect(driver.snapshot.transition?.kind == "dismiss")
    driver.step(21)
    #expect(driver.snapshot.presented.isEmpty)
  }

  @Test func pagesLeaveTheRoundedBandToTheSheet() throws {
    let (driver, navigation) = try openSheet()
    driver.tapControl("Next")
    driver.step(5)
    let sheet = try #require(
      navigation.presentationController as? BottomSheetPresentationController)
    #expect(navigation.view.cornerRadii == .top(16) && navigation.view.backgroundColor == .white)
    for page in navigation.viewControllers {
      // Every painted rectangle of a page starts below the corner radius.
      let top = page.view.frameInWindow.minY
      let backdrop = try #require(page.view.subviews.first)
      #expect(backdrop.backgroundColor == .white && backdrop.frameInWindow.minY == top + 16)
      #expect(page.view.backgroundColor.alpha == 0)
    }
    #expect(try #require(sheet.grabber).frameInWindow.minY == sheetFrame(driver).minY + 6)
  }

  @Test func theTuningSetsThePagesDurationAndParallax() throws {
    var tuning = Tuning.seed
    try tuning.setValue(0.7, forKey: "sheetNavigation.duration")
    try tuning.setValue(0.5, forKey: "sheetNavigation.parallax")
    let (driver, navigation) = try openSheet(tuning)
    let first = navigation.viewControllers[0]
    driver.tapControl("Next")
    driver.step(9)  // frame 10 of the push
    let progress = curve.value(at: 10.0 / 60 / 0.7)
    #expect(abs((navigation.transitionState?.progress ?? -1) - progress) < 1e-12)
    #expect(abs(pageX(first) - -0.5 * width * progress) < 1e-9)
    #expect(settle(driver, navigation) == 42 - 10)
  }
}

import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import Testing

@testable import SheetEngine

/// The stack's one bar through the real screens (fixed-metrics text): its background stays
/// put while the titles and back buttons follow the transition, a back-swipe's finger too.
@MainActor
@Suite struct SharedNavigationBarTests {
  private let width = 390.0

  /// Page 2 over Page 1 over the root, at rest.
  private func pageTwo() throws -> (PlaygroundDriver, NavigationBar) {
    let driver = PlaygroundDriver()
    driver.tapControl("Navigation")
    driver.step(30)
    driver.tapControl("Push next")
    driver.step(30)
    let bar = try #require(
      driver.navigation.navigationBar(for: driver.navigation.viewControllers[2]))
    return (driver, bar)
  }

  @Test func theBackButtonNamesThePreviousPage() throws {
    let (driver, bar) = try pageTwo()
    #expect(bar.title == "Page 2" && bar.backButton.title == "Page 1")
    #expect(driver.snapshot.controls.map(\.title).last == "Page 1")
    // Over the root, whose title is wider than a third of the bar, it says Back.
    driver.send(.keyDown(Key("escape")))
    driver.step(30)
    #expect(bar.title == "Page 1" && bar.backButton.title == "Back")
  }

  @Test func aBackSwipeMovesTheTitlesWithTheFingerUnderABarThatStaysPut() throws {
    let (driver, bar) = try pageTwo()
    let top = driver.navigation.viewControllers[2]
    let barFrame = bar.frameInWindow
    driver.send(.pointerDown(button: .left, location: Point(x: 60, y: 600)))
    let travel = bar.lowerItemView.titleLabel.frame.midX - bar.topItemView.backButton.frame.midX
    var checked = 0
    for x in [80.0, 120, 160, 200, 150, 110, 240, 300] {
      driver.send(.pointerMove(location: Point(x: x, y: 600)))
      let reveal = (x - 60) / width
      #expect(abs(driver.pageX(top) - (x - 60)) < 1e-9)
      #expect(bar.superview === driver.navigation.view && bar.frameInWindow == barFrame)
      #expect(bar.topItemView.item.title == "Page 2" && bar.lowerItemView.item.title == "Page 1")
      #expect(abs(travel - bar.backTravel) < 1e-12 && travel > 100)
      let topTitle = bar.topItemView.titleLabel
      let lowerTitle = bar.lowerItemView.titleLabel
      #expect(abs(topTitle.transform.translationX - reveal * width / 2) < 1e-9)
      #expect(abs(topTitle.alpha - (1 - reveal)) < 1e-9)
      #expect(abs(bar.topItemView.backButton.transform.translationX - reveal * travel) < 1e-9)
      #expect(abs(bar.topItemView.backButton.alpha - (1 - reveal)) < 1e-9)
      #expect(abs(lowerTitle.transform.translationX - -(1 - reveal) * travel) < 1e-9)
      #expect(abs(lowerTitle.alpha - reveal) < 1e-9)
      #expect(abs(bar.lowerItemView.backButton.alpha - reveal) < 1e-9)
      #expect(bar.lowerItemView.backButton.transform.translationX == 0)
      checked += 1
    }
    #expect(checked == 8)
    driver.send(.pointerUp(button: .left, location: Point(x: 300, y: 600)))
    driver.step(40)
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
    #expect(bar.title == "Page 1" && bar.lowerItemView.isHidden)
    #expect(
      bar.topItemView.titleLabel.transform == .identity && bar.topItemView.titleLabel.alpha == 1)
  }

  @Test func aPushSlidesTheNewTitleInFromTheRightAlongTheCurve() throws {
    let driver = PlaygroundDriver()
    driver.tapControl("Navigation")
    driver.step(30)
    let bar = try #require(
      driver.navigation.navigationBar(for: driver.navigation.viewControllers[1]))
    let curve = UnitBezier(0.2, 1, 0.42, 1)
    driver.tapControl("Push next")
    for frame in 1...20 {
      if frame > 1 { driver.step() }
      let reveal = 1 - curve.value(at: Double(frame) / 60 / 0.35)
      let title = bar.topItemView.titleLabel
      #expect(bar.topItemView.item.title == "Page 2")
      #expect(abs(title.transform.translationX - reveal * width / 2) < 1e-6)
      #expect(abs(title.alpha - (1 - reveal)) < 1e-9)
      #expect(abs(bar.lowerItemView.titleLabel.alpha - reveal) < 1e-9)
    }
    driver.step()
    #expect(driver.navigation.transitionState == nil && bar.lowerItemView.isHidden)
  }

  @Test func fromTheRootTheBarRidesOnThePageThatHasIt() throws {
    let driver = PlaygroundDriver()
    driver.tapControl("Navigation")
    let page = driver.navigation.viewControllers[1]
    let bar = try #require(driver.navigation.navigationBar(for: page))
    #expect(bar.superview === page.view)
    #expect(abs(bar.frameInWindow.minX - driver.pageX(page)) < 1e-9 && driver.pageX(page) > 0)
    driver.step(30)
    #expect(bar.superview === driver.navigation.view && bar.frameInWindow.minX == 0)
  }

  @Test func withReduceMotionThePushOnlyCrossFadesTheTitles() throws {
    let driver = PlaygroundDriver(tuning: try .seed.setting(1, forKey: "motion.reduce"))
    driver.tapControl("Navigation")
    driver.step(30)
    let bar = try #require(
      driver.navigation.navigationBar(for: driver.navigation.viewControllers[1]))
    driver.tapControl("Push next")
    let progress = UnitBezier.easeInEaseOut.value(at: 1.0 / 12)
    #expect(bar.topItemView.titleLabel.transform == .identity)
    #expect(bar.lowerItemView.titleLabel.transform == .identity)
    #expect(bar.topItemView.backButton.transform == .identity)
    #expect(abs(bar.topItemView.titleLabel.alpha - progress) < 1e-9)
    #expect(abs(bar.lowerItemView.titleLabel.alpha - (1 - progress)) < 1e-9)
  }
}

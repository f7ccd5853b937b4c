import PlaygroundTestSupport
import SheetTesting
import Testing

@testable import SheetEngine
@testable import SheetScreens

extension PlaygroundDriver {
  /// The playground (its root's Navigation button pushes Page 1), with keyboard back wired
  /// to pop.
  static func navigation() -> PlaygroundDriver {
    let driver = PlaygroundDriver()
    let navigation = driver.runtime.navigationController
    driver.runtime.keyHandler = { key in
      if KeyCommand.standardBindings[key] != nil { _ = navigation.popForKeyboard() }
    }
    return driver
  }
}

/// Stack operations, delegate calls, the bar and keyboard back, without animation.
@MainActor
@Suite struct NavigationStackTests {
  private func makeNavigation() -> (NavigationController, Window) {
    let window = makeTestWindow()
    let navigation = NavigationController(rootViewController: ViewController(screenID: "root"))
    window.addFillingSubview(navigation.view)
    window.layoutIfNeeded()
    return (navigation, window)
  }

  private func ids(_ navigation: NavigationController) -> [String] {
    navigation.viewControllers.map(\.screenID)
  }

  @Test func pushPopAndPopToRootWithoutAnimation() {
    let (navigation, _) = makeNavigation()
    let pages = (1...3).map { PageViewController(number: $0) }
    for page in pages { navigation.pushViewController(page, animated: false) }
    #expect(ids(navigation) == ["root", "page-1", "page-2", "page-3"])
    // Only the top page, under the stack's one bar.
    #expect(navigation.view.subviews.count == 2 && navigation.view.subviews[0] === pages[2].view)
    #expect(navigation.view.subviews[1] === navigation.navigationBar(for: pages[2]))
    #expect(pages.allSatisfy { $0.navigationController === navigation })
    #expect(navigation.transitionState == nil)

    let popped = navigation.popViewController(animated: false)
    #expect(popped === pages[2])
    #expect(pages[2].parent == nil && pages[2].view.superview == nil)
    #expect(ids(navigation) == ["root", "page-1", "page-2"])

    let toRoot = navigation.popToRootViewController(animated: false)
    #expect(toRoot?.map(\.screenID) == ["page-1", "page-2"])
    #expect(ids(navigation) == ["root"])
    #expect(navigation.popViewController(animated: false) == nil)
    #expect(navigation.popToRootViewController(animated: false)?.isEmpty ?? true)
  }

  @Test func popToAPageAndReplaceTheStack() {
    let (navigation, _) = makeNavigation()
    let pages = (1...4).map { PageViewController(number: $0) }
    navigation.setViewControllers([navigation.viewControllers[0]] + pages)
    #expect(ids(navigation) == ["root", "page-1", "page-2", "page-3", "page-4"])
    let popped = navigation.popToViewController(pages[1], animated: false)
    #expect(popped?.map(\.screenID) == ["page-3", "page-4"])
    #expect(navigation.topViewController === pages[1])
    // Pushing a controller that is already in the stack does nothing.
    navigation.pushViewController(pages[0], animated: false)
    #expect(ids(navigation) == ["root", "page-1", "page-2"])
  }

  @Test func delegateHearsEveryOperationAndSuppliesNothingByDefault() {
    let (navigation, window) = makeNavigation()
    let delegate = RecordingNavigationDelegate()
    navigation.delegate = delegate
    let page = PageViewController(number: 1)
    navigation.pushViewController(page, animated: false)
    #expect(delegate.calls == ["willShow page-1 false", "didShow page-1 false"])
    delegate.calls = []
    navigation.popViewController(animated: true)
    #expect(
      delegate.calls == ["willShow root true", "animator pop page-1->root", "interaction"])
    #expect(navigation.transitionState?.kind == "pop")
    for _ in 0..<21 { window.animationClock.tick(1.0 / 60) }
    #expect(delegate.calls.last == "didShow root true")
    #expect(navigation.transitionState == nil)
  }

  @Test func oneBarOnEveryPageButTheRootWithBackOnlyWhenThereIsSomethingToPop() throws {
    let (navigation, window) = makeNavigation()
    let page = PageViewController(number: 1)
    #expect(navigation.navigationBar(for: navigation.viewControllers[0]) == nil)
    navigation.pushViewController(page, animated: false)
    window.layoutIfNeeded()
    let bar = try #require(navigation.navigationBar(for: page))
    #expect(bar.superview === navigation.view && navigation.view.subviews.last === bar)
    #expect(bar.frame == Rect(x: 0, y: 0, width: 390, height: 91))
    #expect(bar.title == "Page 1" && bar.showsBackButton)
    #expect(navigation.contentTop(for: page) == 91)
    #expect(navigation.contentTop(for: navigation.viewControllers[0]) == 47)
    let second = PageViewController(number: 2)
    navigation.pushViewController(second, animated: false)
    window.layoutIfNeeded()
    #expect(navigation.navigationBar(for: second) === bar, "the same bar")
    #expect(bar.title == "Page 2" && bar.topItemView.item.backTitle == "Page 1")
    #expect(bar.backButton.title == "Page 1")
    navigation.popViewController(animated: false)

    navigation.showsNavigationBarAtRoot = true
    let rootBar = try #require(navigation.navigationBar(for: navigation.viewControllers[0]))
    #expect(rootBar === bar)
    navigation.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(navigation.navigationBar(for: page) == nil && !bar.showsBackButton)
    #expect(bar.title == navigation.viewControllers[0].title && bar.superview === navigation.view)
  }

  @Test func keyboardBackPopsOnlyWhenThereIsSomethingToPop() {
    let (navigation, window) = makeNavigation()
    #expect(!navigation.popForKeyboard())
    navigation.pushViewController(PageViewController(number: 1), animated: false)
    #expect(navigation.popForKeyboard())
    #expect(navigation.transitionState?.kind == "pop")
    for _ in 0..<21 { window.animationClock.tick(1.0 / 60) }
    #expect(ids(navigation) == ["root"])
    navigation.pushViewController(PageViewController(number: 1), animated: false)
    #expect(navigation.popForKeyboard())
  }

  @Test func onlyTheBoundKeysGoBack() {
    let driver = PlaygroundDriver.navigation()
    driver.navigation.pushViewController(PageViewController(number: 1), animated: false)
    driver.runtime.keyHandler = nil
    driver.send(.keyDown(Key("escape", modifiers: .shift)))
    driver.send(.keyDown(Key("q")))
    #expect(driver.navigation.transitionState == nil)
    driver.send(.keyDown(Key("backspace")))
    #expect(driver.navigation.transitionState?.kind == "pop")
  }
}

/// Animated push and pop through the real runtime and screens, frame by frame.
@MainActor
@Suite struct NavigationTransitionTests {
  private let curve = UnitBezier(0.2, 1, 0.42, 1)
  private let width = 390.0

  @Test func navigationButtonPushesPageOneSlidingInFromTheRightEdge() throws {
    let driver = PlaygroundDriver.navigation()
    let root = driver.navigation.viewControllers[0]
    driver.tapControl("Navigation")
    let page = try #require(driver.navigation.topViewController as? PageViewController)
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
    #expect(page.screenID == "page-1" && page.title == "Page 1")
    let dim = try #require(
      driver.navigation.view.subviews.first { $0.accessibilityIdentifier == "navigation-dim" })
    for frame in 1...21 {
      if frame > 1 { driver.step() }
      let progress = curve.value(at: min(Double(frame) / 60 / 0.35, 1))
      if frame < 21 {
        #expect(driver.navigation.transitionState?.kind == "push")
        #expect(driver.navigation.transitionState?.interactive == false)
        #expect(abs((driver.navigation.transitionState?.progress ?? -1) - progress) < 1e-12)
        #expect(abs(driver.pageX(page) - width * (1 - progress)) < 1e-9)
        #expect(abs(driver.pageX(root) - -0.3 * width * progress) < 1e-9)
        #expect(abs(dim.alpha * dim.backgroundColor.alpha - 0.1 * progress) < 1e-9)
        let shadow = try #require(page.view.shadow)
        #expect(shadow.radius == 5)
        #expect(abs(shadow.opacity - (1 - 0.9 * (1 - progress))) < 1e-9)
        // Both pages are in the container, the new one on top; nothing can be tapped.
        #expect(driver.navigation.view.subviews.first === root.view)
        #expect(driver.navigation.view.subviews.last === page.view)
        #expect(driver.snapshot.controls.isEmpty)
      } else {
        #expect(driver.navigation.transitionState == nil)
      }
    }
    // Page 1 alone, under the bar, which rode in on it and now sits on the container.
    #expect(driver.navigation.view.subviews.map { $0 === page.view } == [true, false])
    #expect(driver.navigation.view.subviews.last === driver.navigation.navigationBar(for: page))
    #expect(page.view.transform == .identity && page.view.shadow == nil)
    #expect(root.view.transform == .identity && root.view.superview == nil)
    #expect(dim.superview == nil)
    #expect(
      driver.snapshot.controls.map(\.title) == ["Push next", "Present card", "Zoom", "Back"])
  }

  @Test func backButtonPopsWithTheReverseMotion() throws {
    let driver = PlaygroundDriver.navigation()
    driver.tapControl("Navigation")
    driver.settle()
    driver.tapControl("Push next")
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root", "page-1", "page-2"])
    let stack = driver.navigation.viewControllers
    driver.tapControl("Page 1")
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
    // The window's back-swipe supplies every pop's animator, as the seed's
    // BackSwipeNavigationController does: 0.3 s ease-out, the page below from -width / 3.33.
    for frame in 1...17 {
      if frame > 1 { driver.step() }
      let progress = UnitBezier.easeOut.value(at: Double(frame) / 60 / 0.3)
      #expect(driver.navigation.transitionState?.kind == "pop")
      #expect(abs(driver.pageX(stack[2]) - width * progress) < 1e-9)
      #expect(abs(driver.pageX(stack[1]) - -width / 3.33 * (1 - progress)) < 1e-9)
      // The leaving page is the top page, under the bar that stays put.
      let pages = driver.navigation.view.subviews.filter { !($0 is NavigationBar) }
      #expect(pages.last === stack[2].view)
      #expect(driver.navigation.view.subviews.last is NavigationBar)
    }
    driver.step()
    #expect(driver.navigation.transitionState == nil)
    #expect(stack[2].parent == nil && stack[2].view.superview == nil)
    #expect(driver.pageX(stack[1]) == 0)
    #expect(driver.navigation.navigationBar(for: stack[2]) == nil)
  }

  @Test func escapeAndBackspacePopThePage() {
    let driver = PlaygroundDriver.navigation()
    driver.tapControl("Navigation")
    driver.settle()
    driver.send(.keyDown(Key("escape")))
    #expect(driver.navigation.transitionState?.kind == "pop")
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root"])
    driver.send(.keyDown(Key("backspace")))
    #expect(driver.navigation.transitionState == nil)
  }

  @Test func aPushDuringATransitionIsIgnored() {
    let driver = PlaygroundDriver.navigation()
    driver.tapControl("Navigation")
    driver.step(3)
    driver.navigation.pushViewController(PageViewController(number: 9), animated: true)
    driver.navigation.pushViewController(PageViewController(number: 8), animated: false)
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
    // A second click where the button was lands on the navigation view, not a new page.
    driver.tap(Point(x: 195, y: 378))
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
  }

  @Test func popDuringAPushReversesItFromWhereItIs() throws {
    let driver = PlaygroundDriver.navigation()
    let root = driver.navigation.viewControllers[0]
    driver.tapControl("Navigation")
    driver.step(5)
    let page = try #require(driver.navigation.topViewController)
    let before = driver.pageX(page)
    driver.send(.keyDown(Key("escape")))
    // One step back along the curve: the page is where it was one frame earlier.
    let expected = width * (1 - curve.value(at: 5.0 / 60 / 0.35))
    #expect(abs(driver.pageX(page) - expected) < 1e-9)
    #expect(driver.pageX(page) > before)
    let frames = driver.settle()
    #expect(frames == 5)
    #expect(driver.snapshot.navigationStack == ["root"])
    #expect(page.parent == nil && page.view.superview == nil)
    #expect(driver.pageX(root) == 0 && root.view.alpha == 1)
    #expect(driver.snapshot.controls.map(\.title) == ["Text sheet", "List sheet", "Navigation"])
  }

  @Test func popToRootAnimatesFromTheTopPageStraightToTheRoot() {
    let driver = PlaygroundDriver.navigation()
    let navigation = driver.navigation
    let pages = (1...3).map { PageViewController(number: $0) }
    for page in pages { navigation.pushViewController(page, animated: false) }
    driver.step()
    let popped = navigation.popToRootViewController(animated: true)
    #expect(popped?.map(\.screenID) == ["page-1", "page-2", "page-3"])
    #expect(driver.snapshot.navigationStack == ["root"])
    #expect(navigation.view.subviews.first === navigation.viewControllers[0].view)
    #expect(navigation.view.subviews.last === pages[2].view)
    #expect(pages[0].parent == nil && pages[2].parent === navigation)
    driver.settle()
    #expect(pages[2].parent == nil)
    #expect(navigation.view.subviews.count == 1)
  }

  @Test func fluidStyleFollowsUIKitsDefaultSpring() throws {
    let driver = PlaygroundDriver.navigation()
    driver.navigation.transitionStyle = .spring
    driver.tapControl("Navigation")
    let page = try #require(driver.navigation.topViewController)
    for frame in 1...20 {
      if frame > 1 { driver.step() }
      let progress = Spring.uiKitDefault.value(at: Double(frame) / 60)
      #expect(abs(driver.pageX(page) - width * (1 - progress)) < 1e-9)
      #expect(abs((page.view.shadow?.opacity ?? -1) - 0.2 * progress) < 1e-9)
    }
    let frames = driver.settle()
    #expect(frames > 5 && frames < 40)
    #expect(driver.pageX(page) == 0)
  }

  @Test func anInteractivePopFollowsTheDriverAndCanBeGrabbedWhileSettling() throws {
    let driver = PlaygroundDriver.navigation()
    let navigation = driver.navigation
    let delegate = RecordingNavigationDelegate()
    let interaction = PercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    navigation.delegate = delegate
    let page = PageViewController(number: 1)
    navigation.pushViewController(page, animated: false)
    driver.step()
    delegate.calls = []
    let lower = navigation.viewControllers[0]
    navigation.popViewController(animated: true)
    #expect(navigation.transitionState?.interactive == true)
    interaction.update(0.4)
    driver.step(3)
    #expect(driver.pageX(page) == 0.4 * width)
    #expect(abs(driver.pageX(lower) - -0.3 * width * 0.6) < 1e-9)
    #expect(navigation.transitionState?.progress == 0.4)
    // Released: it runs on; grabbed three frames later, it stops where it is.
    interaction.finish()
    driver.step(3)
    let settling = try #require(navigation.transitionState)
    #expect(!settling.interactive && settling.progress > 0.4)
    interaction.pause()
    driver.step(2)
    #expect(navigation.transitionState?.progress == settling.progress)
    #expect(navigation.transitionState?.interactive == true)
    interaction.update(settling.progress - 0.3)
    interaction.cancel()
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
    #expect(page.parent === navigation && driver.pageX(page) == 0)
    #expect(lower.view.superview == nil)
    #expect(delegate.calls.filter { $0.hasPrefix("didShow") }.isEmpty)
  }
}

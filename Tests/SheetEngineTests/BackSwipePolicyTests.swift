import SheetTesting
import Testing

@testable import SheetEngine

/// The back-swipe's pure rules with the numbers of docs/MOTION.md, "Back-swipe" (width 390).
@Suite struct BackSwipePolicyTests {
  private let width = 390.0

  @Test func progressIsTheRightwardTranslationOverTheWidth() {
    #expect(BackSwipePolicy.progress(translationX: 117, width: width) == 0.3)
    #expect(BackSwipePolicy.progress(translationX: -40, width: width) == 0)
    #expect(BackSwipePolicy.progress(translationX: 500, width: width) == 1)
    #expect(BackSwipePolicy.progress(translationX: 10, width: 0) == 0)
  }

  @Test func fluidProjectsTheVelocity() {
    let fluid = BackSwipePolicy.projecting
    // 0.3 + 0.3 * 400 / 390 = 0.6077 > 0.5
    #expect(fluid.shouldFinish(progress: 0.3, velocityX: 400, width: width))
    // 0.7 - 0.3 * 600 / 390 = 0.2385: a backward flick cancels even past the middle.
    #expect(!fluid.shouldFinish(progress: 0.7, velocityX: -600, width: width))
    #expect(!fluid.shouldFinish(progress: 0.3, velocityX: 0, width: width))
  }

  @Test func seedUsesHalfTheWidthOrAThousandPointsPerSecond() {
    let seed = BackSwipePolicy.standard
    #expect(seed.shouldFinish(progress: 0.7, velocityX: -600, width: width))
    #expect(!seed.shouldFinish(progress: 0.3, velocityX: 400, width: width))
    #expect(!seed.shouldFinish(progress: 0.5, velocityX: 1000, width: width))
    #expect(seed.shouldFinish(progress: 0.1, velocityX: 1001, width: width))
  }

  @Test func fluidCompletionKeepsTheFingersSpeed() {
    var fluid = BackSwipePolicy.projecting
    fluid.layout.duration = 0.5
    // (1 - 0.6) * 390 / 2000 = 0.078 s
    let finish = fluid.remainingDuration(
      progress: 0.6, velocityX: 2000, width: width, finishing: true)
    #expect(abs(finish - 0.078) < 1e-12)
    // Slow fingers are capped at T; a finger moving away from the target gives T too.
    #expect(
      fluid.remainingDuration(progress: 0.6, velocityX: 100, width: width, finishing: true) == 0.5)
    #expect(
      fluid.remainingDuration(progress: 0.6, velocityX: -900, width: width, finishing: true) == 0.5)
    // Cancelling at -900 pt/s from 0.2: 78 pt / 900 pt/s.
    let cancel = fluid.remainingDuration(
      progress: 0.2, velocityX: -900, width: width, finishing: false)
    #expect(abs(cancel - 78.0 / 900) < 1e-12)
  }

  @Test func seedCompletionRunsItsEaseOutCurveOverTheDistanceLeft() {
    let seed = BackSwipePolicy.standard
    let finish = seed.remainingDuration(progress: 0.6, velocityX: 0, width: width, finishing: true)
    #expect(abs(finish - 0.4 * 0.3) < 1e-12)
    let cancel = seed.remainingDuration(progress: 0.6, velocityX: 0, width: width, finishing: false)
    #expect(abs(cancel - 0.6 * 0.3) < 1e-12)
    #expect(seed.layout.duration == 0.3)
  }

  @Test func seedLayoutAtAGivenProgress() {
    let seed = BackSwipePolicy.standard
    #expect(abs(seed.lowerPageOffset(progress: 0, width: width) - -390 / 3.33) < 1e-12)
    #expect(abs(seed.lowerPageOffset(progress: 0.5, width: width) - -195 / 3.33) < 1e-12)
    #expect(seed.lowerPageOffset(progress: 1, width: width) == 0)
    #expect(seed.lowerPageOpacity(progress: 0) == 0.9)
    #expect(abs(seed.lowerPageOpacity(progress: 0.5) - 0.95) < 1e-12)
    #expect(seed.lowerPageOpacity(progress: 1) == 1)
    #expect(seed.lowerPageDimAlpha(progress: 0) == 0)
    #expect(seed.topPageOffset(progress: 0.25, width: width) == 97.5)
    #expect(seed.shadowOpacity(progress: 0) == 1)
    #expect(abs(seed.shadowOpacity(progress: 0.5) - 0.55) < 1e-12)
    #expect(abs(seed.shadowOpacity(progress: 1) - 0.1) < 1e-12)
    #expect(seed.layout.shadowRadius == 5)
  }

  @Test func fluidLayoutParallaxAndDim() {
    let fluid = BackSwipePolicy.projecting
    #expect(abs(fluid.lowerPageOffset(progress: 0, width: width) - -117) < 1e-12)
    #expect(abs(fluid.lowerPageOffset(progress: 0.4, width: width) - -70.2) < 1e-12)
    #expect(fluid.lowerPageOpacity(progress: 0.4) == 1)
    #expect(abs(fluid.lowerPageDimAlpha(progress: 0) - 0.1) < 1e-12)
    #expect(abs(fluid.lowerPageDimAlpha(progress: 0.4) - 0.06) < 1e-12)
    #expect(fluid.lowerPageDimAlpha(progress: 1) == 0)
  }
}

/// The seed back-swipe animator driven as an interactive pop.
@MainActor
@Suite struct BackSwipeAnimatorTests {
  private let width = 390.0

  @Test func scrubbedPopPutsThePagesWhereThePolicySays() throws {
    let driver = RuntimeDriver(root: FixtureRoot())
    let navigation = driver.navigation
    let delegate = RecordingNavigationDelegate()
    let interaction = PercentDrivenInteractiveTransition()
    delegate.animator = BackSwipeAnimator(policy: .standard)
    delegate.interaction = interaction
    navigation.delegate = delegate
    let page = FixturePage(number: 1)
    navigation.pushViewController(page, animated: false)
    driver.step()
    let lower = navigation.viewControllers[0]
    navigation.popViewController(animated: true)
    let seed = BackSwipePolicy.standard
    for progress in [0.0, 0.25, 0.5, 0.8] {
      interaction.update(progress)
      driver.step()
      #expect(abs(driver.pageX(page) - seed.topPageOffset(progress: progress, width: width)) < 1e-9)
      #expect(
        abs(driver.pageX(lower) - seed.lowerPageOffset(progress: progress, width: width)) < 1e-9)
      #expect(abs(lower.view.alpha - seed.lowerPageOpacity(progress: progress)) < 1e-9)
      let shadow = try #require(page.view.shadow)
      #expect(abs(shadow.opacity - seed.shadowOpacity(progress: progress)) < 1e-9)
      #expect(shadow.radius == 5)
      #expect(navigation.transitionState?.interactive == true)
    }
    // Released at 0.8: the rest of the 0.3 s ease-out curve.
    interaction.finish()
    let remaining = seed.remainingDuration(
      progress: 0.8, velocityX: 0, width: width, finishing: true)
    let frames = driver.settle()
    #expect(frames == Int((remaining * 60).rounded(.up)))
    #expect(driver.snapshot.navigationStack == ["root"])
    #expect(lower.view.alpha == 1 && lower.view.transform == .identity)
  }

  @Test func aButtonPopRunsTheSeedEaseOutOnItsOwn() {
    let driver = RuntimeDriver(root: FixtureRoot())
    let navigation = driver.navigation
    let delegate = RecordingNavigationDelegate()
    delegate.animator = BackSwipeAnimator()
    navigation.delegate = delegate
    let page = FixturePage(number: 1)
    navigation.pushViewController(page, animated: false)
    driver.step()
    navigation.popViewController(animated: true)
    for frame in 1...17 {
      driver.step()
      let progress = UnitBezier.easeOut.value(at: Double(frame) / 60 / 0.3)
      #expect(abs(driver.pageX(page) - width * progress) < 1e-9)
    }
    driver.step()
    #expect(driver.snapshot.navigationStack == ["root"])
  }
}

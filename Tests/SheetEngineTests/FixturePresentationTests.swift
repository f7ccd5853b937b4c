import SheetTesting
import Testing

@testable import SheetEngine

/// Presentation, dismissal and navigation through the runtime with the fixture screens,
/// whose content heights are fixed: every expected number follows from the standard values
/// (docs/MOTION.md, "Bottom sheet") and the fixture's sizes (390 x 844, insets 47 top and
/// 34 bottom).
@MainActor
@Suite struct FixturePresentationTests {
  private let curve = UnitBezier(0.2, 1, 0.42, 1)

  private func presented(_ driver: RuntimeDriver) -> Rect? {
    driver.snapshot.presented.first?.frame
  }

  private func settle(_ driver: RuntimeDriver) {
    for _ in 0..<60 where driver.snapshot.transition != nil { driver.step() }
  }

  @Test func aSheetFitsItsContentPlusTheBottomInset() {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Sheet")
    settle(driver)
    let height = FixtureRoot.sheetContentHeight + 34
    #expect(presented(driver) == Rect(x: 0, y: 844 - height, width: 390, height: height))
    #expect(driver.snapshot.dimAlpha == 0.75)
  }

  @Test func aSheetTallerThanTheWindowStopsBelowTheTopInset() {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Tall sheet")
    settle(driver)
    #expect(presented(driver) == Rect(x: 0, y: 47, width: 390, height: 797))
  }

  @Test func thePresentationFollowsTheSeedCurveEveryFrame() throws {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Sheet")
    let height = FixtureRoot.sheetContentHeight + 34
    for frame in 1...21 {
      if frame > 1 { driver.step() }
      let progress = curve.value(at: min(Double(frame) / 60 / 0.35, 1))
      let frameInWindow = try #require(presented(driver))
      #expect(abs(frameInWindow.minY - (844 - height * progress)) < 1e-9, "frame \(frame)")
      #expect(abs(driver.snapshot.dimAlpha - 0.75 * progress) < 1e-9, "frame \(frame)")
    }
    #expect(driver.snapshot.transition == nil)
  }

  @Test func theSheetViewIsWrittenFromItsPositionModelOnly() throws {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Sheet")
    let sheet = try #require(driver.runtime.presentedViewControllers.first)
    let controller = try #require(
      sheet.presentationController as? BottomSheetPresentationController)
    let height = FixtureRoot.sheetContentHeight + 34
    for frame in 1...21 {
      if frame > 1 { driver.step() }
      let progress = curve.value(at: min(Double(frame) / 60 / 0.35, 1))
      #expect(abs(controller.position.offset - height * (1 - progress)) < 1e-9)
      #expect(
        sheet.view.transform == AffineTransform(translationX: 0, y: controller.position.offset))
      #expect(sheet.view.frame == Rect(x: 0, y: 844 - height, width: 390, height: height))
    }
  }

  @Test func aTapOnTheDimDismissesOnItsOwnNotInteractively() {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Sheet")
    settle(driver)
    driver.tap(Point(x: 195, y: 100))
    #expect(driver.snapshot.transition?.kind == "dismiss")
    #expect(driver.snapshot.transition?.interactive == false)
    settle(driver)
    #expect(driver.snapshot.presented.isEmpty && driver.snapshot.dimAlpha == 0)
  }

  @Test func aSlowDragPastHalfTheHeightDismissesByTheSeedRule() {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Sheet")
    settle(driver)
    let top = 844 - (FixtureRoot.sheetContentHeight + 34)
    driver.send(.pointerDown(button: .left, location: Point(x: 195, y: top + 100)))
    // 30 frames of 6 pt each, steady: 180 pt down, more than half of 334 pt; the second
    // move crosses the 10 pt slop and starts the interactive dismissal.
    for step in 1...30 {
      driver.send(.pointerMove(location: Point(x: 195, y: top + 100 + Double(step) * 6)))
      #expect((driver.snapshot.transition?.interactive == true) == (step >= 2), "move \(step)")
    }
    // Held still (no velocity), then released.
    driver.step(5)
    driver.send(.pointerUp(button: .left, location: Point(x: 195, y: top + 280)))
    #expect(driver.snapshot.transition?.kind == "dismiss")
    #expect(driver.snapshot.transition?.interactive == false)
    settle(driver)
    #expect(driver.snapshot.presented.isEmpty)
  }

  @Test func theCardCoversTheLowerTwoThirdsUnderAHalfDim() {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Card")
    settle(driver)
    let card = presented(driver) ?? .zero
    #expect(card.minY == 844.0 / 3 && card.width == 390)
    #expect(abs(card.height - 844.0 * 2 / 3) < 1e-9)
    #expect(driver.snapshot.dimAlpha == 0.5)
    driver.tap(Point(x: 195, y: 100))
    settle(driver)
    #expect(driver.snapshot.presented.isEmpty)
  }

  @Test func pushAndKeyboardBackMoveThroughTheStack() {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Push")
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root", "fixture-page-1"])
    driver.send(.keyDown(Key("escape")))
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root"])
  }
}

/// Touch-down catches on the fixture sheet.
@MainActor
@Suite struct TouchDownCatchTests {
  @Test func aPressOnAnArrivingSheetHoldsItAndAReleaseLetsItArrive() throws {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Sheet")
    driver.step(3)
    let top = try #require(driver.snapshot.presented.first?.frame.minY)
    driver.send(.pointerDown(button: .left, location: Point(x: 195, y: 830)))
    driver.step(10)
    #expect(driver.snapshot.presented.first?.frame.minY == top, "held where it was")
    driver.send(.pointerUp(button: .left, location: Point(x: 195, y: 830)))
    #expect(driver.snapshot.transition?.kind == "present")
    #expect(driver.snapshot.transition?.interactive == false)
    driver.step(30)
    let height = FixtureRoot.sheetContentHeight + 34
    #expect(driver.snapshot.transition == nil)
    #expect(driver.snapshot.presented.first?.frame.minY == 844 - height)
  }
}

extension TouchDownCatchTests {
  @Test func aPressDuringAPushHoldsItAndAReleaseLetsItFinish() throws {
    let driver = RuntimeDriver(root: FixtureRoot())
    driver.tapControl("Push")
    driver.step(4)
    let page = try #require(driver.navigation.topViewController)
    let x = driver.pageX(page)
    #expect(x > 0 && x < 390, "the push is under way")
    driver.send(.pointerDown(button: .left, location: Point(x: 300, y: 700)))
    driver.step(10)
    #expect(driver.pageX(page) == x, "held where it was")
    driver.send(.pointerUp(button: .left, location: Point(x: 300, y: 700)))
    driver.settle()
    #expect(driver.pageX(page) == 0)
    #expect(driver.snapshot.navigationStack == ["root", "fixture-page-1"])
  }
}

import SheetTesting
import Testing

@testable import SheetEngine

/// Detents with exact numbers: a 390 x 844 window with insets 47 top and 34 bottom, so
/// medium is 422 pt and large 797 pt; the projection of a release at v pt/s is
/// (v / 1000) 0.998 / 0.002 = 0.499 v points.
@MainActor
@Suite struct SheetDetentTests {
  private let heights = [422.0, 797.0]

  @Test func detentHeightsComeFromTheContainerAndAreCappedByTheContent() {
    let tall = 5000.0
    #expect(
      SheetDetent.medium.height(containerHeight: 844, topInset: 47, fittingHeight: tall) == 422)
    #expect(
      SheetDetent.large.height(containerHeight: 844, topInset: 47, fittingHeight: tall) == 797)
    #expect(
      SheetDetent.fraction(0.25).height(containerHeight: 844, topInset: 47, fittingHeight: tall)
        == 211)
    #expect(
      SheetDetent.fitsContent.height(containerHeight: 844, topInset: 47, fittingHeight: 334) == 334)
    // Content shorter than medium: the sheet is as tall as its content.
    #expect(
      SheetDetent.medium.height(containerHeight: 844, topInset: 47, fittingHeight: 334) == 334)
    #expect(SheetDetent.fraction(0.4).identifier == "fraction:0.4")
    #expect(SheetDetent.fitsContent.identifier == "fitsContent")
  }

  /// Large and medium swap where the projection crosses their midpoint, 609.5: 187.5 pt of
  /// projection from large, at 375.7515... pt/s.
  @Test func theNearestDetentToTheProjectionSwitchesAtTheMidpoint() {
    for behavior in [DismissBehavior.standard, .spring] {
      #expect(
        behavior.releaseTarget(height: 797, velocity: 375.75, detentHeights: heights) == .detent(1))
      #expect(
        behavior.releaseTarget(height: 797, velocity: 375.76, detentHeights: heights) == .detent(0))
      // Upward from medium, the same distance the other way.
      #expect(
        behavior.releaseTarget(height: 422, velocity: -375.75, detentHeights: heights)
          == .detent(0))
      #expect(
        behavior.releaseTarget(height: 422, velocity: -375.76, detentHeights: heights)
          == .detent(1))
      // Still, it stays at the nearer one.
      #expect(
        behavior.releaseTarget(height: 609, velocity: 0, detentHeights: heights) == .detent(0))
      #expect(
        behavior.releaseTarget(height: 610, velocity: 0, detentHeights: heights) == .detent(1))
    }
  }

  /// Below the smallest detent the dismiss rule of a one-detent sheet decides, with medium
  /// as the resting place: gone once the projection passes half of 422 below it.
  @Test func belowTheSmallestDetentTheDismissRulesApply() {
    for behavior in [DismissBehavior.standard, .spring] {
      // From medium: 211 / 0.499 = 422.8457... pt/s.
      #expect(
        behavior.releaseTarget(height: 422, velocity: 422.8, detentHeights: heights) == .detent(0))
      #expect(
        behavior.releaseTarget(height: 422, velocity: 422.9, detentHeights: heights) == .dismiss)
      // From large, past medium: (211 + 375) / 0.499 = 1174.3486... pt/s.
      #expect(
        behavior.releaseTarget(height: 797, velocity: 1174.3, detentHeights: heights)
          == .detent(0))
      #expect(
        behavior.releaseTarget(height: 797, velocity: 1174.4, detentHeights: heights) == .dismiss)
    }
  }

  /// A sheet with one detent decides exactly as the seeds' swipe-to-dismiss does.
  @Test func oneDetentDecidesAsTheDismissRule() {
    for offset in [-20.0, 0, 50, 150, 200, 300] {
      for velocity in [-800.0, 0, 100, 300, 1000] {
        let goes = DismissBehavior.standard.shouldDismiss(
          offset: offset, velocity: velocity, height: 334)
        #expect(
          DismissBehavior.standard.releaseTarget(
            height: 334 - offset, velocity: velocity, detentHeights: [334])
            == (goes ? .dismiss : .detent(0)))
      }
    }
  }

  @Test func theDimFollowsTheHeightAboveTheLargestUndimmedDetent() {
    let fraction = { (height: Double) in
      SheetDimming.fraction(height: height, undimmedHeight: 422, nextHeight: 797)
    }
    #expect(fraction(300) == 0)
    #expect(fraction(422) == 0)
    #expect(fraction(609.5) == 0.5)
    #expect(fraction(500) == 78.0 / 375)
    #expect(fraction(797) == 1)
    #expect(fraction(900) == 1)
    #expect(SheetDimming.fraction(height: 500, undimmedHeight: nil, nextHeight: 797) == 1)
    #expect(SheetDimming.fraction(height: 797, undimmedHeight: 797, nextHeight: nil) == 0)
  }

  private func presentTall(_ detents: SheetDetentConfiguration) -> (
    RuntimeDriver, BottomSheetPresentationController?
  ) {
    let root = FixtureRoot()
    root.sheetDetents = detents
    root.dismissBehavior = .spring
    let driver = RuntimeDriver(root: root)
    driver.tapControl("Tall sheet")
    for _ in 0..<60 where driver.snapshot.transition != nil { driver.step() }
    let sheet =
      driver.runtime.presentedViewControllers.last?.presentationController
      as? BottomSheetPresentationController
    return (driver, sheet)
  }

  /// Medium as the largest undimmed detent: no dim there, the dim's 0.75 at large, and in
  /// between in proportion to the height; at medium the root's buttons behind take the
  /// pointer, above it the dim does.
  @Test func anUndimmedDetentShowsNoDimAndPassesThePointerThrough() throws {
    let (driver, sheet) = presentTall(
      SheetDetentConfiguration(detents: [.medium, .large], largestUndimmedIndex: 0))
    let presented = try #require(sheet)
    #expect(driver.snapshot.presented.map(\.frame) == [Rect(x: 0, y: 422, width: 390, height: 422)])
    #expect(driver.snapshot.presented.map(\.detent) == ["medium"])
    #expect(driver.snapshot.dimAlpha == 0)
    let button = FixtureRootButtons.sheetButtonCenter(driver)
    #expect(driver.runtime.window.hitTest(button) is Button, "the root's button takes the press")
    presented.setDetentHeight(609.5)
    driver.step()
    #expect(driver.snapshot.dimAlpha == 0.75 * 0.5)
    #expect(driver.runtime.window.hitTest(button) === presented.dimmingView)
    presented.setDetentHeight(500)
    driver.step()
    #expect(driver.snapshot.dimAlpha == 0.75 * (78.0 / 375))
    presented.setDetentHeight(797)
    driver.step()
    #expect(driver.snapshot.dimAlpha == 0.75)
  }

  @Test func withoutAnUndimmedDetentEveryDetentIsDimmed() {
    let (driver, _) = presentTall(SheetDetentConfiguration(detents: [.medium, .large]))
    #expect(driver.snapshot.dimAlpha == 0.75)
    let button = FixtureRootButtons.sheetButtonCenter(driver)
    #expect(!(driver.runtime.window.hitTest(button) is Button))
  }

  /// Pulled below medium (the dismissal starts there, 422 pt tall), back up to large (it is
  /// cancelled) and flicked: the sheet leaves at the 797 pt it has, entirely off screen.
  @Test func aDismissalStartedBelowMediumEndsWhenTheDragGoesBackUp() throws {
    let (driver, sheet) = presentTall(SheetDetentConfiguration(detents: [.medium, .large]))
    let swipe = try #require(sheet?.dismissDriver)
    #expect(swipe.beginDrag())
    #expect(swipe.dragOffset == 375)
    swipe.drag(toOffset: 475)
    driver.step()
    #expect(driver.snapshot.transition?.kind == "dismiss")
    #expect(driver.snapshot.presented.first?.frame == Rect(x: 0, y: 522, width: 390, height: 422))
    swipe.drag(toOffset: 0)
    driver.step(2)
    #expect(driver.snapshot.transition == nil, "the dismissal was cancelled")
    #expect(driver.snapshot.presented.first?.frame == Rect(x: 0, y: 47, width: 390, height: 797))
    swipe.endDrag(velocity: 3000)
    var lastTop = 47.0
    while let frame = driver.snapshot.presented.first?.frame {
      #expect(abs(frame.height - 797) < 1e-9)
      lastTop = frame.minY
      driver.step()
    }
    #expect(lastTop > 700, "it slid away by its whole height")
  }

  /// Released 600 pt tall moving up at 300 pt/s: the projection (749.7) is nearest large,
  /// and the height leaves along a spring whose start speed is the pointer's.
  @Test func aReleaseBetweenDetentsSpringsOnAtTheReleaseVelocity() throws {
    let (driver, sheet) = presentTall(SheetDetentConfiguration(detents: [.medium, .large]))
    let presented = try #require(sheet)
    let swipe = try #require(presented.dismissDriver)
    #expect(swipe.beginDrag())
    swipe.drag(toOffset: 197)
    driver.step()
    #expect(presented.currentHeight == 600)
    swipe.endDrag(velocity: -300)
    #expect(driver.snapshot.presented.map(\.detent) == ["large"])
    driver.step()
    let spring = Spring(response: 0.4, dampingRatio: 1, initialVelocity: 300.0 / 197)
    let expected = Interpolation.value(600, 797, spring.value(at: 1.0 / 60))
    #expect(abs(presented.currentHeight - expected) < 1e-9)
    #expect(presented.currentHeight - 600 > 300.0 / 60, "at least the pointer's speed")
    driver.step(60)
    #expect(driver.snapshot.presented.first?.frame == Rect(x: 0, y: 47, width: 390, height: 797))
  }

  /// Thrown up to large (released 550 pt tall at −600 pt/s): the spring (response 0.4 s,
  /// damping ratio 0.58 above 300 pt/s, relative velocity 600 / 247) overshoots large, and
  /// every frame the top is where the spring puts it, above large's edge too, as a stretch
  /// with the bottom pinned (docs/MOTION.md, "Detents"). Before, the layout's cap held the
  /// top at 47 for fifteen frames (from 56.26 at 1116.7 pt/s to a dead stop) and then let
  /// it go again.
  @Test func aThrowToLargeCarriesItsOvershootAsAStretch() throws {
    let (driver, sheet) = presentTall(SheetDetentConfiguration(detents: [.medium, .large]))
    let presented = try #require(sheet)
    let swipe = try #require(presented.dismissDriver)
    #expect(swipe.beginDrag())
    swipe.drag(toOffset: 247)
    driver.step()
    #expect(presented.currentHeight == 550)
    swipe.endDrag(velocity: -600)
    let spring = Spring(response: 0.4, dampingRatio: 0.58, initialVelocity: 600.0 / 247)
    var frame = 0
    var tops: [Double] = []
    while presented.isSettlingBetweenDetents, frame < 120 {
      driver.step()
      frame += 1
      guard presented.isSettlingBetweenDetents else { break }
      let height = Interpolation.value(550, 797, spring.value(at: Double(frame) / 60))
      let shown = try #require(driver.snapshot.presented.first?.frame)
      #expect(abs(shown.minY - (844 - height)) < 1e-9, "frame \(frame)")
      #expect(abs(shown.maxY - 844) < 1e-9, "bottom pinned, frame \(frame)")
      tops.append(shown.minY)
    }
    // Above large's edge from frame 10 to 24, highest at frame 14 (26.73 pt over: the
    // closed form gives 20.2705605), and never held still there.
    #expect(tops[8] > 47 && tops[9] < 47 && tops[23] < 47 && tops[24] > 47)
    #expect(tops.min() == tops[13] && abs(tops[13] - 20.2705605) < 1e-6)
    #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 != $1 })
    #expect(driver.snapshot.presented.first?.frame == Rect(x: 0, y: 47, width: 390, height: 797))
  }

  /// A press while the thrown sheet overshoots large catches it where it shows, the
  /// overshoot becoming the drag's rubber band, so neither the press nor the first move
  /// jumps.
  @Test func aPressDuringTheOvershootHoldsTheStretchShown() throws {
    let (driver, sheet) = presentTall(SheetDetentConfiguration(detents: [.medium, .large]))
    let presented = try #require(sheet)
    let swipe = try #require(presented.dismissDriver)
    #expect(swipe.beginDrag())
    swipe.drag(toOffset: 247)
    driver.step()
    swipe.endDrag(velocity: -600)
    driver.step(14)
    let caught = try #require(driver.snapshot.presented.first?.frame.minY)
    #expect(caught < 47)
    #expect(swipe.beginDrag())
    driver.step()
    #expect(driver.snapshot.presented.first?.frame.minY == caught)
    swipe.drag(toOffset: swipe.dragOffset + 5)
    driver.step()
    let band = ScrollPhysics.rubberBandOffset(
      forDistance: -(swipe.dragOffset), dimension: 797, constant: 0.55)
    let top = try #require(driver.snapshot.presented.first?.frame.minY)
    #expect(abs(top - (47 - band)) < 1e-9)
    #expect(top > caught && top - caught < 5 * 0.55)
  }

  /// A grabber tap goes to the next detent, after the last back to the first, with the
  /// bottom pinned on every frame of the way.
  @Test func theGrabberCyclesTheDetents() throws {
    let (driver, sheet) = presentTall(SheetDetentConfiguration(detents: [.medium, .large]))
    let presented = try #require(sheet)
    let grabber = try #require(presented.grabber)
    for (expected, top) in [("large", 47.0), ("medium", 422.0)] {
      driver.tap(grabber.frameInWindow.center)
      for _ in 0..<30 {
        driver.step()
        #expect(abs((driver.snapshot.presented.first?.frame.maxY ?? 0) - 844) < 1e-9)
      }
      #expect(driver.snapshot.presented.map(\.detent) == [expected])
      #expect(driver.snapshot.presented.first?.frame.minY == top)
    }
  }
}

/// Where the fixture root's buttons are, behind a sheet at medium.
@MainActor
enum FixtureRootButtons {
  static func sheetButtonCenter(_ driver: RuntimeDriver) -> Point {
    let root = driver.runtime.navigationController.viewControllers.first as? FixtureRoot
    return root?.sheetButton.frameInWindow.center ?? .zero
  }
}

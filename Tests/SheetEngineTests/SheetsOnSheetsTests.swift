import SheetTesting
import Testing

@testable import SheetEngine

/// Sheets presented from sheets (docs/MOTION.md, "Sheets on sheets"), on the fixture (390 x
/// 844, top inset 47, sheets at the large detent, DeckTransition's card stack): the sheet
/// below is pushed back by the one above's progress every frame, the screen at the bottom
/// by every sheet above it, and everything comes back as the top one leaves.
@MainActor
@Suite struct SheetsOnSheetsTests {
  private let style = CardStackStyle.deck

  @Test func aCardsTopMovesGapByGapDownTheStack() {
    // The screen at the bottom rests at 0: down to 47 − 8 at depth 1, then 8 pt up a level.
    #expect(style.top(depth: 0, restingTop: 0, sheetTop: 47) == 0)
    #expect(style.top(depth: 0.5, restingTop: 0, sheetTop: 47) == 19.5)
    #expect(style.top(depth: 1, restingTop: 0, sheetTop: 47) == 39)
    #expect(style.top(depth: 2, restingTop: 0, sheetTop: 47) == 31)
    // A sheet at large rests at 47: up to 39 at depth 1, 31 at depth 2.
    #expect(style.top(depth: 0.5, restingTop: 47, sheetTop: 47) == 43)
    #expect(style.top(depth: 1, restingTop: 47, sheetTop: 47) == 39)
    #expect(style.top(depth: 2, restingTop: 47, sheetTop: 47) == 31)
    // Pushed back, a card's top lands where its depth says (the transform acts about the
    // view's centre): the sheet's 797 pt frame at 47, at depth 1.
    let transform = style.recedeTransform(
      depth: 1, height: 797, screenHeight: 844, restingTop: 47, sheetTop: 47)
    let scale = 1 - 40.0 / 844
    #expect(transform.scaleX == scale && transform.scaleY == scale)
    let centre = 47 + 797.0 / 2
    #expect(abs(centre + (47 - centre) * scale + transform.translationY - 39) < 1e-9)
  }

  private func presentSheet(from presenter: ViewController, _ driver: RuntimeDriver)
    -> FixtureContent
  {
    let sheet = FixtureContent(
      screenID: "sheet-\(ObjectIdentifier(presenter).hashValue)", height: 5000)
    var sheetStyle = SheetStyle.standard
    sheetStyle.cardStack = .deck
    sheet.transitioningDelegate = BottomSheetTransitioningDelegate(
      style: sheetStyle, detents: SheetDetentConfiguration(detents: [.large]),
      dismissBehavior: .standard)
    presenter.present(sheet, animated: true)
    return sheet
  }

  /// The screen's transform at `depth`, and a sheet's at large.
  private func screenTransform(depth: Double) -> AffineTransform {
    style.recedeTransform(depth: depth, height: 844, screenHeight: 844, restingTop: 0, sheetTop: 47)
  }

  private func sheetTransform(depth: Double) -> AffineTransform {
    style.recedeTransform(
      depth: depth, height: 797, screenHeight: 844, restingTop: 47, sheetTop: 47)
  }

  /// How far the sheet `view` has risen toward large (the card stack's progress).
  private func progress(of view: View) -> Double {
    CardStackStyle.progress(
      visibleHeight: 844 - view.frameInWindow.minY, lowerHeight: 0, largestHeight: 797)
  }

  @Test func aSheetOverASheetPushesItBackEveryFrameAndItComesBack() throws {
    let driver = RuntimeDriver(root: FixtureRoot())
    let screen = driver.runtime.navigationController.view
    let first = presentSheet(from: driver.runtime.navigationController, driver)
    driver.step(40)
    #expect(screen.transform == screenTransform(depth: 1))
    let second = presentSheet(from: first, driver)
    var frames = 0
    for _ in 0..<40 {
      driver.step()
      let depth = progress(of: second.view)
      #expect(first.view.transform == sheetTransform(depth: depth), "frame \(frames)")
      #expect(screen.transform == screenTransform(depth: 1 + depth), "frame \(frames)")
      frames += 1
    }
    #expect(progress(of: second.view) == 1)
    #expect(first.view.frame == Rect(x: 0, y: 47, width: 390, height: 797), "never moved")
    // A third: three deep, each card 8 pt above the one over it.
    let third = presentSheet(from: second, driver)
    driver.step(40)
    #expect(second.view.transform == sheetTransform(depth: 1))
    #expect(first.view.transform == sheetTransform(depth: 2))
    #expect(screen.transform == screenTransform(depth: 3))
    // The top one dragged away: the others come forward with it, frame by frame.
    driver.press(at: Point(x: 195, y: 100))
    for step in 1...20 {
      driver.move(to: Point(x: 195, y: 100 + Double(step) * 20))
      let depth = progress(of: third.view)
      #expect(second.view.transform == sheetTransform(depth: depth), "move \(step)")
      #expect(first.view.transform == sheetTransform(depth: 1 + depth), "move \(step)")
    }
    driver.release(at: Point(x: 195, y: 500))
    driver.step(60)
    #expect(driver.navigation.presentedViewController?.presentedViewController === second)
    #expect(second.presentedViewController == nil, "dragged away")
    #expect(second.view.transform == .identity && first.view.transform == sheetTransform(depth: 1))
    #expect(screen.transform == screenTransform(depth: 2))
    second.dismiss(animated: true)
    driver.step(60)
    #expect(first.view.transform == .identity)
    #expect(!first.view.subviews.contains { $0.accessibilityIdentifier == "sheet-recede-shade" })
    #expect(screen.transform == screenTransform(depth: 1))
  }

  @Test func aSheetPushedBackDarkensAndInDarkAppearanceLightens() {
    #expect(style.sheetShade(depth: 1) == Color.black.withAlpha(0.2))
    #expect(style.sheetShade(depth: 2) == Color.black.withAlpha(0.4))
    var dark = style
    dark.lightensSheets = true
    #expect(dark.sheetShade(depth: 1) == Color.white.withAlpha(0.2))
  }
}

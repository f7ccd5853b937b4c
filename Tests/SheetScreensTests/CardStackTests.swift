import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// The card stack (docs/MOTION.md, "Card stack") on the fluid list sheet (fixed metrics,
/// 390 x 844, top inset 47: medium's top at 422, large's at 47): the screen behind follows
/// the sheet's progress from medium to large every frame of a drag, and comes back.
@MainActor
@Suite struct CardStackTests {
  private let style = CardStackStyle.deck

  /// The formulas at exact numbers: scale 1 − 2 × 20 / 844, top at 47 − 8 = 39.
  @Test func theCardsGeometryAtFullAndHalfProgress() {
    let size = Size(width: 390, height: 844)
    let full = style.transform(progress: 1, size: size, sheetTop: 47)
    let scale = 1 - 40.0 / 844
    #expect(full.scaleX == scale && full.scaleY == scale)
    // About the centre: the top edge lands at 422 + s × (0 − 422) + ty = 39.
    #expect(abs(422 - scale * 422 + full.translationY - 39) < 1e-9)
    let half = style.transform(progress: 0.5, size: size, sheetTop: 47)
    #expect(half.scaleX == 1 - 20.0 / 844)
    // The radius is the on-screen one, divided by the card's scale.
    #expect(style.cornerRadius(progress: 1, height: 844) == 8 / scale)
    #expect(style.cornerRadius(progress: 0.5, height: 844) == 4 / (1 - 20.0 / 844))
    #expect(style.cornerRadius(progress: 0, height: 844) == 0)
    #expect(style.transform(progress: 0, size: size, sheetTop: 47) == .identity)
    #expect(
      CardStackStyle.progress(visibleHeight: 609.5, lowerHeight: 422, largestHeight: 797) == 0.5)
    #expect(CardStackStyle.progress(visibleHeight: 300, lowerHeight: 422, largestHeight: 797) == 0)
    #expect(CardStackStyle.progress(visibleHeight: 900, lowerHeight: 422, largestHeight: 797) == 1)
  }

  @Test func theScreenBehindFollowsADragFromMediumToLargeAndBack() throws {
    let driver = PlaygroundDriver(tuning: .fluid)
    driver.tapControl("List sheet")
    driver.step(40)
    let behind = driver.playground.runtime.navigationController.view
    #expect(behind.transform == .identity && behind.alpha == 1)
    driver.send(.pointerDown(button: .left, location: Point(x: 200, y: 430)))
    for index in 1...15 {
      driver.send(.pointerMove(location: Point(x: 200, y: 430 - 25 * Double(index))))
      let top = driver.snapshot.presented.first?.frame.minY ?? .nan
      let progress = CardStackStyle.progress(
        visibleHeight: 844 - top, lowerHeight: 422, largestHeight: 797)
      let expected = style.transform(
        progress: progress, size: Size(width: 390, height: 844), sheetTop: 47)
      #expect(behind.transform == expected, "move \(index), top \(top)")
      #expect(abs(behind.alpha - (1 - 0.2 * progress)) < 1e-12)
      // The radius on screen (the card's own, scaled with it) is 8 × progress.
      let radius = progress > 0 ? style.cornerRadius(progress: progress, height: 844) : 0
      #expect(behind.cornerRadii == (progress > 0 ? CornerRadii(all: radius) : .zero))
      #expect(abs(behind.cornerRadii.topLeft * behind.transform.scaleY - 8 * progress) < 1e-12)
    }
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: 55)))
    driver.step(60)
    #expect(behind.transform.scaleX == 1 - 40.0 / 844 && behind.masksToCorners)
    // At rest: 8 pt on screen, 8 / 0.9526 = 8.398 in the card's own points (it showed
    // 8 × 0.9526 = 7.62 when the radius was given before the scale).
    #expect(abs(behind.cornerRadii.topLeft - 8 / (1 - 40.0 / 844)) < 1e-12)
    #expect(abs(behind.cornerRadii.topLeft * behind.transform.scaleY - 8) < 1e-12)
    // Dismissed (Escape): the screen is itself again.
    driver.send(.keyDown(Key("escape")))
    driver.step(60)
    #expect(driver.snapshot.presented.isEmpty)
    #expect(behind.transform == .identity && behind.alpha == 1 && !behind.masksToCorners)
  }

  @Test func theSeedHasNoCardStack() throws {
    let driver = PlaygroundDriver(tuning: try Tuning.seed.setting(1, forKey: "detents.listLarge"))
    driver.tapControl("List sheet")
    driver.step(40)
    #expect(driver.playground.runtime.navigationController.view.transform == .identity)
  }
}

import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import SheetTuning
import Testing

@testable import SheetEngine

/// Tab, Shift+Tab, Space and Enter through the playground's screens (fixed metrics): the
/// order the focus visits, where it goes when screens come and go, and the ring drawn.
@MainActor
@Suite struct KeyboardFocusTests {
  private func press(_ driver: PlaygroundDriver, _ name: String, _ modifiers: KeyModifiers = []) {
    driver.send(.keyDown(Key(name, modifiers: modifiers)))
    driver.send(.keyUp(Key(name, modifiers: modifiers)))
  }

  /// The focused title after each of `count` presses of `name`.
  private func walk(
    _ driver: PlaygroundDriver, _ count: Int, _ name: String = "tab", _ modifiers: KeyModifiers = []
  ) -> [String] {
    (0..<count).map { _ in
      press(driver, name, modifiers)
      return driver.snapshot.focused ?? "none"
    }
  }

  private func rings(_ driver: PlaygroundDriver) -> [RoundedRectStroke] {
    driver.displayList.items.compactMap { item in
      if case .stroke(let stroke) = item { return stroke }
      return nil
    }
  }

  @Test func nothingHasTheFocusUntilTabAndSpaceThenDoesNothing() {
    let driver = PlaygroundDriver()
    press(driver, "space")
    press(driver, "return")
    #expect(driver.snapshot.focused == nil)
    #expect(driver.snapshot.activationCount == 0 && driver.snapshot.presented.isEmpty)
    #expect(rings(driver).isEmpty)
  }

  @Test func tabWalksTheRootButtonsInReadingOrderAndWraps() {
    let driver = PlaygroundDriver()
    #expect(walk(driver, 4) == ["Text sheet", "List sheet", "Navigation", "Text sheet"])
    #expect(walk(driver, 2, "tab", .shift) == ["Navigation", "List sheet"])
  }

  @Test func theFirstShiftTabFocusesTheLastControl() {
    let driver = PlaygroundDriver()
    #expect(walk(driver, 1, "tab", .shift) == ["Navigation"])
  }

  /// The ring is 3 pt wide, 2 pt outside the button (5 pt in all), corners 14 + 5.
  @Test func theRingSurroundsTheFocusedButton() throws {
    let driver = PlaygroundDriver()
    press(driver, "tab")
    press(driver, "tab")
    let button = try #require(driver.snapshot.controls.first { $0.title == "List sheet" })
    let ring = try #require(rings(driver).first)
    #expect(rings(driver).count == 1)
    #expect(
      ring.rect
        == Rect(
          x: button.frame.minX - 5, y: button.frame.minY - 5, width: button.frame.width + 10,
          height: button.frame.height + 10))
    #expect(ring.rect.minX == 19 && ring.rect.width == 352 && ring.rect.height == 70)
    #expect(ring.lineWidth == 3 && ring.radii == CornerRadii(all: 19))
  }

  @Test func aPresentedSheetTakesTheFocusAndGivesItBackWhenItGoes() {
    let driver = PlaygroundDriver()
    press(driver, "tab")
    press(driver, "return")
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.screen) == ["text"])
    #expect(driver.snapshot.focused == "Next")
    #expect(walk(driver, 2) == ["Close", "Next"])
    press(driver, "escape")
    driver.step(40)
    #expect(driver.snapshot.presented.isEmpty && driver.snapshot.focused == "Text sheet")
  }

  @Test func aPageInsideTheSheetTakesTheFocusAndBackReturnsIt() {
    let driver = PlaygroundDriver()
    press(driver, "tab")
    press(driver, "space")
    driver.step(40)
    press(driver, "space")
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.navigationStack) == [["text", "text-2"]])
    #expect(driver.snapshot.focused == "Back")
    // The Form link shares Back's row, to its right.
    #expect(walk(driver, 3) == ["Form", "Close", "Back"])
    press(driver, "return")
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.navigationStack) == [["text"]])
    #expect(driver.snapshot.focused == "Next")
  }

  /// The fluid list sheet has detents, so its grabber takes taps and the focus, first.
  @Test func theGrabberIsFirstAndSpaceOnItCyclesTheDetents() {
    let driver = PlaygroundDriver(tuning: .fluid)
    press(driver, "tab")
    press(driver, "tab")
    press(driver, "return")
    driver.step(40)
    #expect(driver.snapshot.focused == "grabber")
    #expect(walk(driver, 5) == ["−10", "−1", "+1", "+10", "grabber"])
    press(driver, "space")
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.detent) == ["large"])
    #expect(driver.snapshot.focused == "grabber")
  }

  /// The seed's sheet has one detent: its grabber does nothing when tapped, so Tab skips it.
  @Test func aGrabberThatTakesNoTapsIsSkipped() {
    let driver = PlaygroundDriver()
    press(driver, "tab")
    press(driver, "tab")
    press(driver, "return")
    driver.step(40)
    #expect(walk(driver, 5) == ["−1", "+1", "+10", "−10", "−1"])
  }

  @Test func aPushedPageTakesTheFocusWithItsBarsBackFirst() {
    let driver = PlaygroundDriver()
    _ = walk(driver, 3)
    press(driver, "return")
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root", "page-1"])
    #expect(driver.snapshot.focused == "Back")
    #expect(walk(driver, 4) == ["Push next", "Present card", "Zoom", "Back"])
    press(driver, "space")
    driver.settle()
    #expect(driver.snapshot.navigationStack == ["root"])
    #expect(driver.snapshot.focused == "Navigation")
  }

  /// Mid-push both pages are in the tree; Tab offers only the arriving page's controls.
  @Test func tabDuringAPushStaysOnTheArrivingPage() {
    let driver = PlaygroundDriver()
    _ = walk(driver, 3)
    press(driver, "return")
    #expect(driver.snapshot.transition?.kind == "push")
    #expect(driver.snapshot.focused == "Back")
    #expect(walk(driver, 4) == ["Push next", "Present card", "Zoom", "Back"])
    #expect(driver.snapshot.transition?.kind == "push")
  }

  @Test func theCardAndTheZoomAreClosedFromTheKeyboard() {
    let driver = PlaygroundDriver()
    _ = walk(driver, 3)
    press(driver, "return")
    driver.settle()
    _ = walk(driver, 2)
    press(driver, "return")
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.screen) == ["card"])
    #expect(driver.snapshot.focused == "Close")
    press(driver, "return")
    driver.step(40)
    #expect(driver.snapshot.presented.isEmpty && driver.snapshot.focused == "Present card")
    _ = walk(driver, 1)
    press(driver, "space")
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.screen) == ["zoom"])
    #expect(driver.snapshot.focused == "Close")
    press(driver, "space")
    driver.step(40)
    #expect(driver.snapshot.presented.isEmpty && driver.snapshot.focused == "Zoom")
  }

  /// Mid-presentation the sheet is a layer moved by its transform: the ring is drawn inside
  /// it, in the sheet's own points, under the sheet's clip, so it moves and clips with it.
  @Test func theRingMovesAndClipsWithASlidingSheet() throws {
    let driver = PlaygroundDriver()
    press(driver, "tab")
    press(driver, "return")
    driver.step(3)
    #expect(driver.snapshot.transition?.kind == "present")
    #expect(rings(driver).isEmpty, "not at the top level")
    let layers = driver.displayList.items.compactMap { item -> DisplayLayer? in
      if case .layer(let layer) = item { return layer }
      return nil
    }
    let sheet = try #require(layers.last)
    #expect(sheet.transform.translationY > 0, "the sheet is still sliding up")
    func strokes(in items: [DisplayItem]) -> [RoundedRectStroke] {
      items.flatMap { item -> [RoundedRectStroke] in
        switch item {
        case .stroke(let stroke): [stroke]
        case .layer(let layer): strokes(in: layer.content.items)
        default: []
        }
      }
    }
    let ring = try #require(strokes(in: sheet.content.items).first)
    let clip = try #require(ring.clip)
    let size = Size(width: 390, height: 442)
    #expect(clip.minX >= 0 && clip.minY >= 0 && clip.maxX <= size.width && clip.maxY <= size.height)
    #expect(ring.rect.minY >= 0 && ring.rect.maxY <= size.height, "in the sheet's own points")
  }
}

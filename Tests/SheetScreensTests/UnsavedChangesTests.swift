import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import Testing

@testable import SheetEngine

/// The edited form is modal in presentation (fixed-metrics text): a drag down resists by
/// the rubber band and never dismisses, Escape and a dim tap ask "Discard changes?", Keep
/// editing keeps it and Discard closes the sheet.
@MainActor
@Suite struct UnsavedChangesTests {
  /// The form, edited, with the keyboard down (hardware mode) and editing ended.
  private func editedForm() throws -> PlaygroundDriver {
    let driver = PlaygroundDriver()
    driver.send(.keyDown(Key("k", modifiers: .control)))
    for title in ["Text sheet", "Next", "Form"] {
      driver.tapControl(title)
      driver.step(40)
    }
    let navigation = try #require(
      driver.runtime.presentedViewControllers.first as? NavigationController)
    let form = try #require(navigation.topViewController as? FormSheetViewController)
    driver.tap(form.titleField.frameInWindow.center)
    driver.send(.textInput("Milk"))
    driver.tap(Point(x: 195, y: form.view.frameInWindow.minY + 60))
    driver.step(10)
    #expect(form.isModalInPresentation && driver.runtime.editingField == nil)
    return driver
  }

  @Test func aDragDownResistsByTheRubberBandAndNeverDismisses() throws {
    let driver = try editedForm()
    let rest = try #require(driver.snapshot.presented.first?.frame)
    let start = Point(x: 200, y: rest.minY + 40)
    driver.send(.pointerDown(button: .left, location: start))
    for y in stride(from: start.y + 20, through: start.y + 400, by: 20) {
      driver.send(.pointerMove(location: Point(x: 200, y: y)))
      let sheet = try #require(driver.snapshot.presented.first?.frame)
      let shown = ScrollPhysics.rubberBandOffset(
        forDistance: y - start.y, dimension: rest.height, constant: 0.55)
      #expect(abs(sheet.minY - rest.minY - shown) < 1e-9)
      #expect(driver.snapshot.transition == nil)
    }
    driver.send(.pointerUp(button: .left, location: Point(x: 200, y: start.y + 400)))
    driver.step(90)
    let state = driver.snapshot
    #expect(state.presented.map(\.screen) == ["text", "discard"])
    #expect(state.presented[0].frame == rest)
  }

  @Test func escapeAsksAndKeepEditingKeepsTheForm() throws {
    let driver = try editedForm()
    driver.send(.keyDown(Key("escape")))
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.screen) == ["text", "discard"])
    driver.tapControl("Keep editing")
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.screen) == ["text"])
    #expect(driver.snapshot.presented[0].navigationStack == ["text", "text-2", "form"])
  }

  @Test func discardClosesTheSheetFromWhereItIs() throws {
    let driver = try editedForm()
    driver.tap(Point(x: 195, y: 100))
    driver.step(40)
    #expect(driver.snapshot.presented.map(\.screen) == ["text", "discard"])
    let sheet = try #require(driver.snapshot.presented.first?.frame)
    driver.tapControl("Discard")
    #expect(driver.snapshot.presented.map(\.screen) == ["text"])
    #expect(driver.snapshot.transition?.kind == "dismiss")
    // The dismissal's first frame is its curve at 1/60 s from where the sheet was.
    let moved = try #require(driver.snapshot.presented.first?.frame)
    let curve = UnitBezier(0.2, 1, 0.42, 1)
    #expect(abs(moved.minY - sheet.minY - sheet.height * curve.value(at: 1.0 / 60 / 0.35)) < 1e-6)
    driver.step(30)
    #expect(driver.snapshot.presented.isEmpty)
  }
}

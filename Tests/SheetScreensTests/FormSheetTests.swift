import PlaygroundTestSupport
import SheetScreens
import SheetTesting
import Testing

@testable import SheetEngine

/// The form, the text sheet's third page, through the real runtime (fixed-metrics text):
/// a click focuses a field, text input and the editing keys change it, the keys that act
/// elsewhere do nothing while it edits, a click outside ends editing, the note's lines
/// grow the sheet with its bottom pinned and the sheet rides the software keyboard.
@MainActor
@Suite struct FormSheetTests {
  /// The text sheet on its form page, at rest.
  private func openForm() throws -> (PlaygroundDriver, FormSheetViewController) {
    let driver = PlaygroundDriver()
    driver.tapControl("Text sheet")
    driver.step(40)
    driver.tapControl("Next")
    driver.step(40)
    driver.tapControl("Form")
    driver.step(40)
    let navigation = try #require(
      driver.runtime.presentedViewControllers.first as? NavigationController)
    let form = try #require(navigation.topViewController as? FormSheetViewController)
    return (driver, form)
  }

  private func click(_ driver: PlaygroundDriver, _ view: View) {
    driver.tap(view.frameInWindow.center)
    driver.step()
  }

  private func key(_ driver: PlaygroundDriver, _ name: String, _ modifiers: KeyModifiers = []) {
    driver.send(.keyDown(Key(name, modifiers: modifiers)))
    driver.send(.keyUp(Key(name, modifiers: modifiers)))
  }

  @Test func aClickFocusesTheFieldAndTypingEditsIt() throws {
    let (driver, form) = try openForm()
    #expect(driver.snapshot.textFields.map(\.selection) == [nil, nil])
    click(driver, form.titleField)
    #expect(driver.runtime.editingField === form.titleField)
    driver.send(.textInput("Milk"))
    key(driver, "left", .shift)
    key(driver, "left", .shift)
    #expect(driver.runtime.selectedText == "lk")
    key(driver, "backspace")
    driver.send(.textInput("ne"))
    #expect(form.titleField.text == "Mine" && form.isEdited)
    #expect(driver.snapshot.textFields[0] == .init(name: "title", text: "Mine", selection: [4, 4]))
  }

  @Test func keysThatActElsewhereTypeNothingWhileAFieldEdits() throws {
    let (driver, form) = try openForm()
    click(driver, form.titleField)
    for name in ["s", "p", "space", "period"] { key(driver, name) }
    #expect(driver.snapshot.simulationRate == 1 && !driver.snapshot.isPaused)
    // Backspace pops a page elsewhere; here it deletes (nothing) and the form stays.
    key(driver, "backspace")
    driver.step(30)
    #expect(driver.snapshot.presented.first?.navigationStack == ["text", "text-2", "form"])
  }

  @Test func returnEndsTheTitleBreaksANoteLineAndAClickOutsideEndsEditing() throws {
    let (driver, form) = try openForm()
    click(driver, form.titleField)
    key(driver, "return")
    #expect(driver.runtime.editingField == nil)
    driver.step(31)
    click(driver, form.noteField)
    key(driver, "return")
    #expect(driver.runtime.editingField === form.noteField && form.noteField.text == "\n")
    driver.tap(Point(x: 195, y: 100))
    driver.step()
    #expect(driver.runtime.editingField == nil)
  }

  @Test func theNotesLinesGrowTheSheetWithItsBottomPinned() throws {
    let (driver, form) = try openForm()
    // A hardware keyboard: no software keyboard moves the sheet meanwhile.
    key(driver, "k", .control)
    let before = try #require(driver.snapshot.presented.first?.frame)
    let oneLine = form.noteField.frame.height
    click(driver, form.noteField)
    driver.send(.textInput("eggs"))
    key(driver, "return")
    driver.send(.textInput("milk"))
    var heights: [Double] = []
    for _ in 0..<30 {
      driver.step()
      let frame = try #require(driver.snapshot.presented.first?.frame)
      #expect(abs(frame.maxY - before.maxY) < 1e-9)
      heights.append(frame.height)
    }
    // Two lines of 17 pt text (1.25 em each, fixed metrics) and the padding, rounded up.
    let growth = (2 * 17 * 1.25 + 20).rounded(.up) - oneLine
    #expect(growth == 21 && form.noteField.frame.height == oneLine + growth)
    #expect(heights == heights.sorted() && heights.first! < before.height + growth)
    #expect(abs(heights.last! - (before.height + growth)) < 1e-9)
  }

  @Test func theSheetRidesTheKeyboardEveryFrameAndItGoesOnReturn() throws {
    let (driver, form) = try openForm()
    let resting = try #require(driver.snapshot.presented.first?.frame)
    // The press's frame already moves the keyboard (and the sheet on it) by 1/60 s.
    driver.tap(form.titleField.frameInWindow.center)
    let height = driver.runtime.softwareKeyboard.height
    #expect(height == 291)
    var insets: [Double] = []
    for _ in 1...30 {
      let state = driver.snapshot
      let sheet = try #require(state.presented.first?.frame)
      // Bottom on the keyboard's top; the home indicator's inset goes as it rises.
      #expect(abs(sheet.maxY - (844 - state.keyboardInset)) < 1e-9)
      #expect(abs(sheet.height - (resting.height - min(state.keyboardInset, 34))) < 1e-9)
      insets.append(state.keyboardInset)
      driver.step()
    }
    // Along the keyboard's bezier over 0.5 s, frame by frame.
    let curve = UnitBezier(0.38, 0.7, 0.125, 1)
    for (index, inset) in insets.enumerated() {
      let expected = height * curve.value(at: Double(index + 1) / 30)
      #expect(abs(inset - expected) < 1e-9, "frame \(index + 1)")
    }
    #expect(insets[29] == height)
    key(driver, "return")
    #expect(driver.runtime.editingField == nil)
    driver.step(31)
    #expect(driver.snapshot.keyboardInset == 0 && driver.snapshot.presented.first?.frame == resting)
  }

  @Test func inHardwareKeyboardModeNoKeyboardComesUp() throws {
    let (driver, form) = try openForm()
    key(driver, "k", .control)
    click(driver, form.titleField)
    driver.step(31)
    #expect(driver.snapshot.keyboardInset == 0 && driver.snapshot.hardwareKeyboard)
    #expect(driver.runtime.editingField === form.titleField)
  }

  @Test func aDragFromTheCaretSelectsAndMovesNeitherSheetNorList() throws {
    let (driver, form) = try openForm()
    click(driver, form.titleField)
    driver.send(.textInput("abcdefgh"))
    let field = form.titleField.frameInWindow
    // Fixed metrics: 8.5 pt per character at 17 pt, text 12 pt in from the field's edge.
    let y = field.midY
    driver.send(.pointerDown(button: .left, location: Point(x: field.minX + 12 + 8.5 * 2, y: y)))
    for x in stride(from: 40.0, through: 100, by: 20) {
      driver.send(.pointerMove(location: Point(x: field.minX + x, y: y + 30)))
    }
    driver.send(.pointerUp(button: .left, location: Point(x: field.minX + 100, y: y + 30)))
    let selection = try #require(driver.snapshot.textFields.first?.selection)
    // From offset 2 to the character boundary nearest x 100 (offset (100 − 12) / 8.5 ≈ 10,
    // clamped to the text's 8).
    #expect(selection == [2, 8] && driver.runtime.selectedText == "cdefgh")
    #expect(driver.snapshot.transition == nil)
  }

  @Test func aSheetTallerThanTheSpaceAboveTheKeyboardIsCappedByIt() throws {
    let driver = PlaygroundDriver(width: 390, height: 560)
    for title in ["Text sheet", "Next", "Form"] {
      driver.tapControl(title)
      driver.step(40)
    }
    let navigation = try #require(
      driver.runtime.presentedViewControllers.first as? NavigationController)
    let form = try #require(navigation.topViewController as? FormSheetViewController)
    let resting = try #require(driver.snapshot.presented.first?.frame)
    click(driver, form.titleField)
    driver.step(30)
    // 560 − 291 of keyboard − 47 of top safe area: 222 pt, less than the form asks for.
    let sheet = try #require(driver.snapshot.presented.first?.frame)
    #expect(resting.height > 222 && sheet == Rect(x: 0, y: 47, width: 390, height: 222))
  }
}

extension FormSheetTests {
  /// In a 390 x 560 window the keyboard leaves the form 222 pt: the page scrolls, and the
  /// note being edited rides up with the keyboard until it is above the footer.
  @Test func theEditedNoteIsScrolledAboveTheFooterAndTheKeyboard() throws {
    let driver = PlaygroundDriver(width: 390, height: 560)
    for title in ["Text sheet", "Next", "Form"] {
      driver.tapControl(title)
      driver.step(40)
    }
    let navigation = try #require(
      driver.runtime.presentedViewControllers.first as? NavigationController)
    let form = try #require(navigation.topViewController as? FormSheetViewController)
    driver.tap(form.noteField.frameInWindow.center)
    driver.step(40)
    let scroll = try #require(form.trackedScrollView)
    let footer = try #require(form.doneButton.superview).frameInWindow
    let footerTop = footer.minY
    let note = form.noteField.frameInWindow
    #expect(scroll.contentOffset.y > 0)
    #expect(note.maxY <= footerTop && note.minY >= 47)
    #expect(footer.maxY == 560 - 291, "the footer sits on the keyboard")
  }
}

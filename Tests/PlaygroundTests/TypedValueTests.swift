import SheetEngine
import SheetSession
import SheetTuning
import Testing

@testable import PlaygroundStudio

/// Typing a value in its row: the click selects the value, the first character replaces it,
/// Up and Down nudge it by a step (Shift: ten), what is refused says why beside the field,
/// and nothing else in the panel moves meanwhile.
@MainActor
struct TypedValueTests {
  typealias Support = OverlayTestSupport

  private func startTyping(_ key: String, in session: StudioSession) -> TuningRowView {
    let row = Support.row(key, in: session.overlays)
    session.tap(row.valueLabel)
    return row
  }

  private func keys(_ names: [String], shift: Bool = false) -> [Key] {
    names.map { Key($0, modifiers: shift ? .shift : []) }
  }

  @Test func theClickSelectsTheValueAndTheFirstKeyReplacesIt() throws {
    let session = StudioSession()
    let row = startTyping("sheet.duration", in: session)
    #expect(row.typing == .init(text: "0.35", isSelected: true, hint: "0.01 to 5 s, ↑↓ nudge"))
    #expect(row.valueLabel.text == "0.35")
    session.press(keys(["7"]))
    #expect(row.typing?.text == "7" && row.typing?.isSelected == false)
    #expect(row.valueLabel.text == "7\u{258F}")
    session.press(keys(["backspace", "period", "5", "return"]))
    #expect(session.tuning.sheet.duration == 0.5)
    #expect(row.typing == nil && !row.nameLabel.isHidden && row.hintLabel.isHidden)
  }

  @Test func refusedKeysAndValuesSayWhyBesideTheField() throws {
    let session = StudioSession()
    let row = startTyping("sheet.duration", in: session)
    session.press(keys(["s"]))
    #expect(row.typing?.text == "0.35" && row.typing?.isSelected == true)
    #expect(row.hintLabel.text == "digits, . and - only")
    #expect(row.hintLabel.textColor == OverlayStyle.error && row.nameLabel.isHidden)
    session.press(keys(["1", "period", "period"]))
    #expect(row.hintLabel.text == "one decimal point only")
    session.press(keys(["5", "minus"]))
    #expect(row.hintLabel.text == "a minus only comes first")
    #expect(row.typing?.text == "1.5")
    session.press(keys(["backspace", "backspace", "backspace", "9", "return"]))
    #expect(row.hintLabel.text == "out of range: 0.01 to 5 s")
    #expect(session.tuning == .seed && row.typing?.text == "9")
    // Fixed, it sets.
    session.press(keys(["backspace", "1", "return"]))
    #expect(session.tuning.sheet.duration == 1)
    let count = startTyping("list.rowCount", in: session)
    session.press(keys(["period", "5", "return"]))
    #expect(count.hintLabel.text == "a whole number")
  }

  @Test func upAndDownNudgeByAStepAndSetAtOnce() throws {
    let session = StudioSession()
    let row = startTyping("sheet.duration", in: session)
    session.press(keys(["up"]))
    #expect(session.tuning.sheet.duration == 0.36)
    #expect(row.typing?.text == "0.36" && row.typing?.isSelected == true)
    session.press(keys(["up"], shift: true))
    #expect(session.tuning.sheet.duration == 0.46)
    for _ in 0..<6 { session.press(keys(["down"], shift: true)) }
    #expect(session.tuning.sheet.duration == 0.01)
    #expect(row.hintLabel.text == "the minimum, 0.01 s")
    #expect(row.hintLabel.textColor == OverlayStyle.error)
    // A typed value is nudged from what was typed, onto the step's grid.
    session.press(keys(["0", "period", "4", "2", "1", "up"]))
    #expect(session.tuning.sheet.duration == 0.43)
    // Each nudge is a step of its own.
    session.press(keys(["escape"]))
    session.undo()
    #expect(session.tuning.sheet.duration == 0.01)
    // Whole numbers nudge by theirs.
    let rows = startTyping("list.rowCount", in: session)
    let before = session.tuning.list.rowCount
    session.press(keys(["up"]))
    #expect(Double(session.tuning.list.rowCount - before) == rows.scale.step)
  }

  /// The complaint: a hint at the panel's top pushed every control down, so the next
  /// click landed on the wrong one. Now every frame in the panel stays where it was.
  @Test func nothingMovesWhileTyping() throws {
    let session = StudioSession()
    let panel = session.overlays.panel
    let row = Support.row("sheet.dimAlpha", in: session.overlays)
    func frames() -> [Rect] {
      session.overlays.window.layoutIfNeeded()
      return [panel.header.frameInWindow, panel.header.statusLabel.frameInWindow]
        + panel.rows.map(\.frameInWindow) + [row.slider!.frameInWindow]
    }
    let before = frames()
    let status = panel.header.statusLabel.text
    session.tap(row.valueLabel)
    #expect(frames() == before)
    session.press(keys(["x", "9", "return"]))
    #expect(frames() == before)
    #expect(panel.header.statusLabel.text == status)
    session.press(keys(["escape"]))
    #expect(frames() == before)
  }

  @Test func nudgingStaysOnTheGrid() {
    #expect(TuningEditor.nudged(0.421, steps: 1, exponent: -2) == 0.43)
    #expect(TuningEditor.nudged(0.35, steps: -10, exponent: -2) == 0.25)
    #expect(TuningEditor.nudged(120, steps: 1, exponent: 1) == 130)
    #expect(TuningEditor.nudged(0.7, steps: 3, exponent: -1) == 1)
  }
}

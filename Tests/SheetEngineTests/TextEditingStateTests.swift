import SheetEngine
import Testing

/// The keyboard's edits on plain data: offsets are characters, so a composed character is
/// one step and one Backspace.
@Suite struct TextEditingStateTests {
  @Test func typingReplacesTheSelectionAndLeavesTheCaretAfterIt() {
    var state = TextEditingState(text: "hello world")
    state.move(.lineStart, extending: false)
    for _ in 0..<5 { state.move(.right, extending: true) }
    #expect(state.selection == 0..<5 && state.selectedText == "hello")
    state.insert("bye")
    #expect(state.text == "bye world" && state.selection == 3..<3)
  }

  @Test func aComposedCharacterIsOneCaretStepAndOneBackspace() {
    var state = TextEditingState(text: "cafe\u{301}\u{1F1EB}\u{1F1F7}")
    #expect(state.text.count == 5 && state.head == 5)
    state.deleteBackward()
    #expect(state.text == "cafe\u{301}")
    state.move(.left, extending: false)
    state.deleteForward()
    #expect(state.text == "caf" && state.head == 3)
  }

  @Test func backspaceAndDeleteAtTheEndsDoNothing() {
    var state = TextEditingState(text: "ab", caret: 0)
    state.deleteBackward()
    #expect(state.text == "ab")
    state.move(.lineEnd, extending: false)
    state.deleteForward()
    #expect(state.text == "ab" && state.head == 2)
  }

  @Test func shiftArrowsGrowAndShrinkFromTheAnchorAndArrowsCollapseToASide() {
    var state = TextEditingState(text: "abcdef", caret: 3)
    state.move(.right, extending: true)
    state.move(.right, extending: true)
    state.move(.left, extending: true)
    #expect(state.selection == 3..<4)
    state.move(.left, extending: true)
    state.move(.left, extending: true)
    #expect(state.selection == 2..<3 && state.anchor == 3 && state.head == 2)
    state.move(.right, extending: false)
    #expect(state.selection == 3..<3)
    state.move(.lineStart, extending: true)
    state.move(.left, extending: false)
    #expect(state.selection == 0..<0)
  }

  @Test func homeAndEndStayOnTheCaretsLine() {
    var state = TextEditingState(text: "one\ntwo\nthree", caret: 5)
    state.move(.lineStart, extending: false)
    #expect(state.head == 4)
    state.move(.lineEnd, extending: true)
    #expect(state.selectedText == "two")
    state.selectAll()
    #expect(state.selectedText == "one\ntwo\nthree")
  }
}

import SheetEngine
import SheetScreens
import Testing

@testable import PlaygroundStudio
@testable import PlaygroundWindow

/// The key router while one of the app's text fields edits: host letter keys type instead
/// of acting, text input reaches the app only then, Ctrl+V becomes the clipboard's text as
/// text input (so it is recorded and a replay needs no clipboard), Ctrl+C copies.
@MainActor
@Suite struct AppEditingKeyRouterTests {
  final class Editing: KeyRouter.AppEditing {
    var isEditingText = false
    var selectedText: String?
  }

  final class FakeClipboard: Clipboard {
    var contents: String?
    func text() -> String? { contents }
    func setText(_ text: String) -> String? {
      contents = text
      return nil
    }
  }

  private func route(_ router: KeyRouter, _ kinds: [InputEvent.Kind]) -> [InputEvent.Kind] {
    var input = kinds.map { InputEvent(timestamp: 5, kind: $0) }
    router.route(&input)
    return input.map(\.kind)
  }

  @Test func whileAFieldEditsHostLettersAndTextGoToTheApp() {
    let router = KeyRouter(isReplaying: false)
    var toggled = 0
    router.register(.toggleTuningPanel) { toggled += 1 }
    let editing = Editing()
    router.appEditing = editing
    // Not editing: T is the panel's and its text input is dropped.
    let typed = route(router, [.keyDown(Key("t")), .textInput("t"), .keyUp(Key("t"))])
    #expect(typed.isEmpty && toggled == 1)
    editing.isEditingText = true
    let kept = route(router, [.keyDown(Key("t")), .textInput("t"), .keyUp(Key("t"))])
    #expect(kept == [.keyDown(Key("t")), .textInput("t"), .keyUp(Key("t"))] && toggled == 1)
  }

  @Test func pasteBecomesTypableTextInputAndCopyFillsTheClipboard() {
    let router = KeyRouter(isReplaying: false)
    let editing = Editing()
    let clipboard = FakeClipboard()
    router.appEditing = editing
    router.clipboard = clipboard
    editing.isEditingText = true
    clipboard.contents = "two\r\nlines\u{7}"
    let paste = Key("v", modifiers: .control)
    #expect(route(router, [.keyDown(paste), .keyUp(paste)]) == [.textInput("two\nlines")])
    editing.selectedText = "eggs"
    let copy = Key("c", modifiers: .control)
    #expect(route(router, [.keyDown(copy), .keyUp(copy)]).isEmpty && clipboard.contents == "eggs")
    // Not editing, Ctrl+V is a key like any other and reads no clipboard.
    editing.isEditingText = false
    #expect(route(router, [.keyDown(paste)]) == [.keyDown(paste)])
  }
}

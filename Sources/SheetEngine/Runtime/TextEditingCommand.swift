/// What a key does to the text field being edited. The runtime looks a key up in its
/// ``Runtime/textEditingBindings`` first while a field edits; the app's keymap sets them
/// (README: "Typing in a field").
public enum TextEditingCommand: String, Hashable, Sendable, CaseIterable {
  case deleteBackward, deleteForward
  case moveLeft, moveRight, moveToLineStart, moveToLineEnd
  case selectLeft, selectRight, selectToLineStart, selectToLineEnd, selectAll
  /// Return: a line break in a note; on a single line, the field's `onReturn`.
  case returnKey

  /// Backspace, Delete, the arrows and Home/End (with Shift: select), Ctrl+A and Return.
  public static let standardBindings: [Key: TextEditingCommand] = [
    Key("backspace"): .deleteBackward, Key("delete"): .deleteForward,
    Key("left"): .moveLeft, Key("right"): .moveRight, Key("home"): .moveToLineStart,
    Key("end"): .moveToLineEnd, Key("left", modifiers: .shift): .selectLeft,
    Key("right", modifiers: .shift): .selectRight,
    Key("home", modifiers: .shift): .selectToLineStart,
    Key("end", modifiers: .shift): .selectToLineEnd, Key("a", modifiers: .control): .selectAll,
    Key("return"): .returnKey,
  ]
}

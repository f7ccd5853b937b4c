import SheetEngine

/// A number typed into a tuning row: the keys it takes and the value it reads as. Typing
/// gives a value no slider step lands on (0.35 exactly, 2/3 as 0.6667), the way design
/// tools let a person enter what a spec says.
struct TypedValue: Equatable, Sendable {
  private(set) var text: String

  init(_ text: String = "") {
    self.text = text
  }

  /// What a key does to the text: digits, one decimal point and a leading minus append,
  /// Backspace removes the last character; nil for keys that are not part of a number.
  mutating func type(_ key: Key) -> Bool {
    guard key.modifiers.isEmpty || key.modifiers == .shift else { return false }
    switch key.name {
    case "0", "1", "2", "3", "4", "5", "6", "7", "8", "9":
      guard text.count < 16 else { return true }
      text += key.name
    case "period":
      if !text.contains(".") { text += text.isEmpty || text == "-" ? "0." : "." }
    case "minus":
      if text.isEmpty { text = "-" }
    case "backspace":
      if !text.isEmpty { text.removeLast() }
    default:
      return false
    }
    return true
  }

  /// The number typed, if the text is one.
  var value: Double? {
    guard let number = Double(text), number.isFinite else { return nil }
    return number
  }
}

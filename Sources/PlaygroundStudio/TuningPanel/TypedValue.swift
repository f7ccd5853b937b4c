import PlaygroundSessions
import SheetEngine

/// A number typed into a tuning row: the keys it takes and the value it reads as. Typing
/// gives a value no slider step lands on (0.35 exactly, 2/3 as 0.6667), the way design
/// tools let a person enter what a spec says.
///
/// It starts as the row's value, selected, as a text field's content is after a click into
/// it: the first character typed replaces it, Backspace clears it.
struct TypedValue: Equatable, Sendable {
  static let maximumLength = 16

  package private(set) var text: String
  /// Whether the whole text is selected (the next character replaces it).
  private(set) var isSelected: Bool

  package init(_ text: String = "", selected: Bool = false) {
    self.text = text
    self.isSelected = selected && !text.isEmpty
  }

  /// What a key does to the text: digits, one decimal point and a leading minus are typed,
  /// Backspace removes the last character (or the selection). A key refused returns why, in
  /// a few words shown beside the field; nil when it was taken.
  mutating func type(_ key: Key) -> String? {
    guard key.modifiers.isEmpty || key.modifiers == .shift else { return Self.onlyNumbers }
    let replacing = isSelected
    var next = replacing ? "" : text
    switch key.name {
    case "0", "1", "2", "3", "4", "5", "6", "7", "8", "9":
      guard next.count < Self.maximumLength else {
        return "\(Self.maximumLength) characters at most"
      }
      next += key.name
    case "period":
      guard !next.contains(".") else { return "one decimal point only" }
      next += next.isEmpty || next == "-" ? "0." : "."
    case "minus":
      guard next.isEmpty else { return "a minus only comes first" }
      next = "-"
    case "backspace":
      if !replacing, !next.isEmpty { next.removeLast() }
    default:
      return Self.onlyNumbers
    }
    text = next
    isSelected = false
    return nil
  }

  static let onlyNumbers = "digits, . and - only"

  /// The number typed, if the text is one.
  package var value: Double? {
    guard let number = ArgumentValue.decimal(text) else { return nil }
    return number
  }
}

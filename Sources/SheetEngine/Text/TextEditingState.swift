/// The text of a field and its selection, and the edits a keyboard makes to them, as plain
/// data: a field view draws it, the runtime's keys and text input change it, tests check it
/// without any view.
///
/// Offsets count `Character`s (grapheme clusters), not bytes or scalars, so a composed
/// character ("é" as e + U+0301, a flag) is one step of the caret and one Backspace, as on
/// iOS. The selection is `anchor` (where it started) and `head` (where the caret is): Shift
/// with an arrow moves the head only, so the selection grows or shrinks from its anchor.
public struct TextEditingState: Hashable, Sendable {
  public private(set) var text: String
  public private(set) var anchor: Int
  public private(set) var head: Int

  public init(text: String = "", caret: Int? = nil) {
    self.text = text
    let end = caret ?? text.count
    anchor = end
    head = end
  }

  /// The selected offsets, lower first; empty when there is only a caret.
  public var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }

  /// The selected text, for copying.
  public var selectedText: String {
    String(text[index(selection.lowerBound)..<index(selection.upperBound)])
  }

  /// Typed or pasted text replaces the selection and leaves the caret after it.
  public mutating func insert(_ typed: String) {
    let range = selection
    text.replaceSubrange(index(range.lowerBound)..<index(range.upperBound), with: typed)
    collapse(at: range.lowerBound + typed.count)
  }

  /// Backspace: the selection, else the character before the caret.
  public mutating func deleteBackward() {
    if selection.isEmpty, head > 0 { anchor = head - 1 }
    insert("")
  }

  /// Delete (forward delete): the selection, else the character after the caret.
  public mutating func deleteForward() {
    if selection.isEmpty, head < text.count { anchor = head + 1 }
    insert("")
  }

  /// Where an arrow or Home/End sends the caret.
  public enum Movement: Sendable {
    case left, right, lineStart, lineEnd
  }

  /// Moves the caret; with `extending` (Shift) the head moves and the anchor stays. Without
  /// it, Left or Right over a selection collapses it to that side, as every text view does.
  public mutating func move(_ movement: Movement, extending: Bool) {
    let target: Int
    switch movement {
    case .left: target = !extending && !selection.isEmpty ? selection.lowerBound : max(head - 1, 0)
    case .right:
      target = !extending && !selection.isEmpty ? selection.upperBound : min(head + 1, text.count)
    case .lineStart: target = lineBounds(around: head).lowerBound
    case .lineEnd: target = lineBounds(around: head).upperBound
    }
    if extending { head = target } else { collapse(at: target) }
  }

  /// Selects everything (Ctrl+A).
  public mutating func selectAll() {
    anchor = 0
    head = text.count
  }

  /// Puts the caret at `offset` (a click), clamped to the text.
  public mutating func collapse(at offset: Int) {
    let clamped = min(max(offset, 0), text.count)
    anchor = clamped
    head = clamped
  }

  /// Moves the head only (a drag from the click's caret selects).
  public mutating func extend(to offset: Int) {
    head = min(max(offset, 0), text.count)
  }

  /// The offsets of the line (between line breaks) that holds `offset`.
  /// Walks the text from the offset, so Home or End in a long paste copies nothing.
  private func lineBounds(around offset: Int) -> Range<Int> {
    let at = index(offset)
    var lower = at
    var start = offset
    while lower > text.startIndex, text[text.index(before: lower)] != "\n" {
      lower = text.index(before: lower)
      start -= 1
    }
    var upper = at
    var end = offset
    while upper < text.endIndex, text[upper] != "\n" {
      upper = text.index(after: upper)
      end += 1
    }
    return start..<end
  }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }
}

extension String {
  /// How many line breaks (`"\n"` characters) the text holds, read from its UTF-8 bytes: a
  /// line feed is a character of its own except after a carriage return, where the two are
  /// one ("\r\n" is not "\n", as `split(separator: "\n")` sees it). A byte scan, because
  /// walking a long paste character by character cost seconds per edit.
  public var lineBreakCount: Int {
    func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
      var count = 0
      var previous: UInt8 = 0
      for index in bytes.indices {
        if bytes[index] == 0x0A, previous != 0x0D { count += 1 }
        previous = bytes[index]
      }
      return count
    }
    if let counted = utf8.withContiguousStorageIfAvailable(count) { return counted }
    return Array(utf8).withUnsafeBufferPointer(count)
  }
}

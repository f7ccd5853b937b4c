import SheetPlayback

/// The clipboard the host writes and reads: a text field's Copy and Paste (through the key
/// router) and the studio's "Copy as" (through the overlays). The system clipboard in the
/// window, a value in tests.
@MainActor
package protocol Clipboard: AnyObject {
  func text() -> String?
  /// Puts `text` on the clipboard; returns why it could not, or nil.
  @discardableResult
  func setText(_ text: String) -> String?
}

/// A clipboard's text made into what a keyboard could type, so the recording's strict rule
/// for text input holds for a paste too: Windows and old Mac line ends become line breaks,
/// other control characters go, and the text is cut (between characters) to what one
/// text event may carry.
package enum PastedText {
  package static func typable(_ text: String) -> String? {
    let lines = text.replacing("\r\n", with: "\n").replacing("\r", with: "\n")
    var result = ""
    for character in lines {
      guard character.unicodeScalars.allSatisfy(RecordingRules.isTypable) else { continue }
      guard result.utf8.count + character.utf8.count <= RecordingRules.maximumTextBytes else {
        break
      }
      result.append(character)
    }
    return result.isEmpty ? nil : result
  }
}

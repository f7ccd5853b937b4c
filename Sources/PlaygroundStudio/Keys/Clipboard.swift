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

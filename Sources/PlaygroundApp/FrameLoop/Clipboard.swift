import SheetSDL

/// Where the key router's Copy and Paste go: the system clipboard in the window, a value in
/// tests.
@MainActor
protocol Clipboard: AnyObject {
  func text() -> String?
  func setText(_ text: String)
}

/// The system clipboard, through SDL.
@MainActor
final class SystemClipboard: Clipboard {
  func text() -> String? { SDLClipboard.text() }
  func setText(_ text: String) { SDLClipboard.setText(text) }
}

import PlaygroundStudio
import SheetSDL

/// The system clipboard, through SDL.
@MainActor
package final class SystemClipboard: Clipboard {
  package func text() -> String? { SDLClipboard.text() }

  @discardableResult
  package func setText(_ text: String) -> String? {
    do throws(SDLError) {
      try SDLClipboard.setText(text)
      return nil
    } catch {
      return error.description
    }
  }
}

import CSDL2

/// The system clipboard through SDL, for the host's Copy and Paste (Ctrl+C, Ctrl+V). Only
/// the host touches it: what a paste brings is recorded as text input, so a replay never
/// reads the clipboard and inserts what the live session inserted.
public enum SDLClipboard {
  /// The clipboard's text, or nil when it holds none.
  @MainActor
  public static func text() -> String? {
    guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else {
      return nil
    }
    defer { SDL_free(pointer) }
    let text = String(cString: pointer)
    return text.isEmpty ? nil : text
  }

  /// Puts `text` on the clipboard.
  @MainActor
  public static func setText(_ text: String) {
    _ = SDL_SetClipboardText(text)
  }
}

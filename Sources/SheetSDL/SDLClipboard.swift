import CSDL2

/// The system clipboard, through SDL (the one module that may call it): the studio's
/// "Copy as" puts an export's text there. SDL needs its video subsystem, which the window
/// has started; X11 serves the text for as long as the process runs.
public enum SDLClipboard {
  /// Puts `text` on the clipboard.
  @MainActor
  public static func setText(_ text: String) throws(SDLError) {
    guard SDL_WasInit(csdl_init_flags_video()) != 0 else {
      throw SDLError("the clipboard needs a window")
    }
    guard SDL_SetClipboardText(text) == 0 else { throw .fromSDL("SDL_SetClipboardText failed") }
  }

  /// The clipboard's text, or nil when it holds none (tests read back what was copied).
  @MainActor
  public static func text() -> String? {
    guard SDL_WasInit(csdl_init_flags_video()) != 0, SDL_HasClipboardText() == SDL_TRUE,
      let pointer = SDL_GetClipboardText()
    else { return nil }
    defer { SDL_free(pointer) }
    return String(cString: pointer)
  }
}

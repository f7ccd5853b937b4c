import CSDL2

/// The refresh rate of the display the window opens on, from `SDL_GetCurrentDisplayMode`:
/// the window presents each simulation step at the display's refresh when the two match
/// (`--hz`), and says so in one line when they do not.
public enum DisplayRefresh {
  /// Refreshes per second of display 0, or nil when SDL does not know (0) or has no video.
  public static func framesPerSecond() -> Int? {
    var mode = SDL_DisplayMode()
    guard SDL_GetCurrentDisplayMode(0, &mode) == 0, mode.refresh_rate > 0 else { return nil }
    return Int(mode.refresh_rate)
  }
}

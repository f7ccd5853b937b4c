import CSDL2

/// A failure of SDL, SDL_ttf, SDL_image or a file the backend needs, as one line of text.
///
/// Hosts print ``description`` as is, so every message names what failed (a file, a
/// subsystem) and, when SDL was involved, ends with SDL's own explanation.
public struct SDLError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The one-line explanation.
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }

  /// An error for `context` followed by SDL's last error text (`SDL_GetError`), which
  /// SDL_ttf and SDL_image share.
  static func fromSDL(_ context: String) -> SDLError {
    let reason = String(cString: csdl_get_error())
    return SDLError(reason.isEmpty ? context : "\(context): \(reason)")
  }
}

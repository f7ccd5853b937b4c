/// One input event as the engine sees it, whether it came from SDL or from a recording.
///
/// `timestamp` is milliseconds since the session started, as the host observed it; the
/// engine uses it only for velocity tracking, never as a clock.
public struct InputEvent: Hashable, Sendable {
  public var timestamp: Double
  public var kind: Kind
  /// What made a pointer event: the mouse, or a finger on a touch screen. The engine
  /// treats both alike (a finger is the left button, as a single touch is in UIKit's
  /// pointer path); the host records it so a recording says how the session was played.
  public var source: Source

  public init(timestamp: Double, kind: Kind, source: Source = .mouse) {
    self.timestamp = timestamp
    self.kind = kind
    self.source = source
  }

  /// Where a pointer event came from (keys, text and window events are always `.mouse`).
  public enum Source: String, Hashable, Sendable {
    case mouse, touch
  }

  /// What happened.
  public enum Kind: Hashable, Sendable {
    case pointerDown(button: PointerButton, location: Point)
    case pointerMove(location: Point)
    case pointerUp(button: PointerButton, location: Point)
    /// Scroll wheel or trackpad, in points with SDL's precise (fractional) deltas;
    /// positive `dy` scrolls content toward the top (wheel away from the user).
    case wheel(dx: Double, dy: Double, location: Point)
    case keyDown(Key)
    case keyUp(Key)
    /// Text typed, composed (an accent and its letter arrive as one "é") or pasted, as SDL's
    /// `SDL_TEXTINPUT` delivers it in UTF-8: what the editing field inserts. Keys still come
    /// as keys (Backspace, arrows); a character comes only as text.
    case textInput(String)
    /// The window's size in points changed.
    case resize(Size)
    /// The window lost keyboard focus: gestures and presses in flight are cancelled.
    case focusLost
  }
}

/// A mouse button.
public enum PointerButton: String, Hashable, Sendable, CaseIterable {
  case left, middle, right
}

/// A key, by a stable lowercase name ("escape", "backspace", "t", "period", "q", …), with the
/// modifiers held. Names, not SDL keycodes, so recordings stay readable and backend-neutral.
public struct Key: Hashable, Sendable {
  public var name: String
  public var modifiers: KeyModifiers

  public init(_ name: String, modifiers: KeyModifiers = []) {
    self.name = name
    self.modifiers = modifiers
  }
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: 1)
  public static let control = KeyModifiers(rawValue: 2)
  public static let alt = KeyModifiers(rawValue: 4)
}

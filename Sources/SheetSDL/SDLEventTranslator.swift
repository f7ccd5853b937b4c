import CSDL2
import SheetEngine

/// Turns SDL events into ``HostEvent``s in the engine's vocabulary. Keys stay keys: what a
/// key means (quitting included) is the host's key router's to say.
///
/// Positions are in window points: SDL reports mouse coordinates in the window system's
/// coordinates (pixels on X11, where a window drawn at 2 pixels per point has twice the
/// coordinates), so each is divided by ``coordinatesPerPoint``; a recording therefore holds
/// points whatever scale the window drew at. A finger on a touch screen drives the same
/// pointer path (see `SDLEventTranslator+Touch.swift`). Timestamps come from each event's own `timestamp`, not from the
/// clock at poll time, so velocities measured by the engine reflect when the mouse
/// actually moved even if a frame was late.
struct SDLEventTranslator {
  /// Points scrolled per wheel notch (SDL precise delta 1.0). 40 pt is about three lines
  /// of body text, close to what desktop toolkits scroll per notch.
  static let pointsPerWheelNotch = 40.0

  /// The last pointer position seen, in points, used as the location of wheel events.
  var lastMouseLocation: Point
  /// Window-system coordinates per point: the window's pixels per point over the display's
  /// own backing factor (1 at 1x on X11, 3 at 3x; 1.5 for 3x on a Wayland output at 2).
  var coordinatesPerPoint: Double
  /// The window's size in points, which a finger's normalized position is multiplied by;
  /// kept up to date from the window's size events.
  var windowSize: Size
  /// The finger that drives the pointer, from its press to its release; other fingers are
  /// ignored meanwhile.
  var activeFinger: Int64?

  init(
    lastMouseLocation: Point = .zero, coordinatesPerPoint: Double = 1,
    windowSize: Size = Size(width: 1, height: 1)
  ) {
    self.lastMouseLocation = lastMouseLocation
    self.coordinatesPerPoint = coordinatesPerPoint
    self.windowSize = windowSize
  }

  /// The host event for `event`, or nil when the engine has no use for it.
  mutating func translate(
    _ event: SDL_Event, sessionStartTicks: UInt64, now: UInt64
  ) -> HostEvent? {
    let time = Self.milliseconds(
      eventTimestamp: event.common.timestamp, sessionStartTicks: sessionStartTicks, now: now)
    if let touch = touchKind(of: event) {
      return .input(InputEvent(timestamp: time, kind: touch, source: .touch))
    }
    guard let kind = kind(of: event) else {
      return event.type == SDL_QUIT.rawValue ? .quit : nil
    }
    return .input(InputEvent(timestamp: time, kind: kind))
  }

  /// A window-system position in points.
  func points(x: Int32, y: Int32) -> Point {
    Point(x: Double(x) / coordinatesPerPoint, y: Double(y) / coordinatesPerPoint)
  }

  /// A window-system size in whole points (rounded down: the pixels left over at the right
  /// and bottom show the window's background).
  func points(width: Int32, height: Int32) -> Size {
    Size(
      width: (Double(width) / coordinatesPerPoint).rounded(.down),
      height: (Double(height) / coordinatesPerPoint).rounded(.down))
  }

  /// Milliseconds from session start to an event's 32-bit SDL timestamp.
  ///
  /// The 32-bit value wraps after 49.7 days, so it is widened against `now`, a 64-bit tick
  /// count taken close to the event, by their signed 32-bit difference. That difference
  /// may be positive: polling pumps the system queue, so an event can be stamped after
  /// `now` was read.
  static func milliseconds(
    eventTimestamp: UInt32, sessionStartTicks: UInt64, now: UInt64
  ) -> Double {
    let delta = Int32(bitPattern: eventTimestamp &- UInt32(truncatingIfNeeded: now))
    let ticks = Int64(bitPattern: now) + Int64(delta)
    return Double(ticks - Int64(bitPattern: sessionStartTicks))
  }

  private mutating func kind(of event: SDL_Event) -> InputEvent.Kind? {
    switch event.type {
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      guard !Self.isFromTouch(mouse: event.button.which),
        let button = Self.pointerButton(event.button.button)
      else { return nil }
      let location = points(x: event.button.x, y: event.button.y)
      lastMouseLocation = location
      return event.type == SDL_MOUSEBUTTONDOWN.rawValue
        ? .pointerDown(button: button, location: location)
        : .pointerUp(button: button, location: location)
    case SDL_MOUSEMOTION.rawValue:
      guard !Self.isFromTouch(mouse: event.motion.which) else { return nil }
      let location = points(x: event.motion.x, y: event.motion.y)
      lastMouseLocation = location
      return .pointerMove(location: location)
    case SDL_MOUSEWHEEL.rawValue:
      guard !Self.isFromTouch(mouse: event.wheel.which) else { return nil }
      // SDL's positive y is "away from the user", the engine's positive dy, so no sign
      // change. SDL_MOUSEWHEEL_FLIPPED (natural scrolling) is deliberately not undone:
      // the user chose that direction in their system settings.
      return .wheel(
        dx: Double(event.wheel.preciseX) * Self.pointsPerWheelNotch,
        dy: Double(event.wheel.preciseY) * Self.pointsPerWheelNotch,
        location: lastMouseLocation)
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
      guard event.key.repeat == 0 else { return nil }
      let key = Key(
        Self.keyName(event.key.keysym.sym), modifiers: Self.modifiers(event.key.keysym.mod))
      return event.type == SDL_KEYDOWN.rawValue ? .keyDown(key) : .keyUp(key)
    case SDL_TEXTINPUT.rawValue:
      // UTF-8, NUL-terminated in a 32-byte array; an input method hands over a composed
      // character ("é") whole, and long input in several events.
      let text = withUnsafeBytes(of: event.text.text) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      return text.isEmpty ? nil : .textInput(text)
    case SDL_WINDOWEVENT.rawValue:
      switch UInt32(event.window.event) {
      case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
        windowSize = points(width: event.window.data1, height: event.window.data2)
        return .resize(windowSize)
      case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
        return .focusLost
      default:
        return nil
      }
    default:
      return nil
    }
  }

  static func pointerButton(_ button: UInt8) -> PointerButton? {
    switch Int32(button) {
    case SDL_BUTTON_LEFT: .left
    case SDL_BUTTON_MIDDLE: .middle
    case SDL_BUTTON_RIGHT: .right
    default: nil
    }
  }

  static func modifiers(_ mod: UInt16) -> KeyModifiers {
    let state = UInt32(mod)
    var result: KeyModifiers = []
    if state & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
    if state & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
    if state & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
    return result
  }

  /// The engine's stable name for an SDL keycode; see ``Key``.
  static func keyName(_ code: SDL_Keycode) -> String {
    switch code {
    case sdlKeycode(SDLK_a)...sdlKeycode(SDLK_z), sdlKeycode(SDLK_0)...sdlKeycode(SDLK_9):
      return String(UnicodeScalar(UInt8(code)))
    case sdlKeycode(SDLK_ESCAPE): return "escape"
    case sdlKeycode(SDLK_BACKSPACE): return "backspace"
    case sdlKeycode(SDLK_DELETE): return "delete"
    case sdlKeycode(SDLK_RETURN): return "return"
    case sdlKeycode(SDLK_SPACE): return "space"
    case sdlKeycode(SDLK_PERIOD): return "period"
    case sdlKeycode(SDLK_MINUS): return "minus"
    case sdlKeycode(SDLK_EQUALS): return "equals"
    case sdlKeycode(SDLK_LEFT): return "left"
    case sdlKeycode(SDLK_RIGHT): return "right"
    case sdlKeycode(SDLK_UP): return "up"
    case sdlKeycode(SDLK_DOWN): return "down"
    case sdlKeycode(SDLK_TAB): return "tab"
    case sdlKeycode(SDLK_HOME): return "home"
    case sdlKeycode(SDLK_END): return "end"
    case sdlKeycode(SDLK_F5): return "f5"
    case sdlKeycode(SDLK_SLASH): return "slash"
    default: return "unknown-\(code)"
    }
  }

  private static func sdlKeycode(_ code: SDL_KeyCode) -> SDL_Keycode {
    SDL_Keycode(bitPattern: code.rawValue)
  }
}

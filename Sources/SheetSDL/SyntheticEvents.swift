import CSDL2
import SheetEngine

/// SDL events built from plain values and pushed onto SDL's real queue, so tests can
/// drive ``SDLWindow/pollEvents(sessionStartTicks:)`` end to end without a display or a
/// test importing SDL. SDL stamps each with the current tick count when pushed.
package enum SyntheticSDLEvent {
  /// A key by SDL keycode (a letter's keycode is its lowercase ASCII value).
  case key(code: Int32, down: Bool, modifiers: KeyModifiers = [], isRepeat: Bool = false)
  /// `fromTouch`: as SDL synthesizes it from a finger (`which` is `SDL_TOUCH_MOUSEID`).
  case mouseButton(PointerButton, down: Bool, x: Int32, y: Int32, fromTouch: Bool = false)
  case mouseMotion(x: Int32, y: Int32, fromTouch: Bool = false)
  /// A finger on a touch screen, its position normalized to the window (0 to 1 across).
  case finger(FingerPhase, id: Int64, x: Float, y: Float, touchID: Int64 = 1)
  case wheel(x: Float, y: Float)
  case windowSizeChanged(width: Int32, height: Int32)
  case focusLost
  /// Typed text, as an input method sends it (at most 31 bytes of UTF-8 per event).
  case textInput(String)
  case quit

  /// Which of SDL's three finger events.
  package enum FingerPhase: Sendable { case down, motion, up }

  /// Pushes the event; returns false if SDL refused it (events not initialised).
  @MainActor
  @discardableResult
  package func push() -> Bool {
    var event = SDL_Event()
    switch self {
    case .key(let code, let down, let modifiers, let isRepeat):
      event.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
      event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
      event.key.repeat = isRepeat ? 1 : 0
      event.key.keysym.sym = code
      var mod: UInt32 = 0
      if modifiers.contains(.shift) { mod |= KMOD_LSHIFT.rawValue }
      if modifiers.contains(.control) { mod |= KMOD_LCTRL.rawValue }
      if modifiers.contains(.alt) { mod |= KMOD_LALT.rawValue }
      event.key.keysym.mod = UInt16(mod)
    case .mouseButton(let button, let down, let x, let y, let fromTouch):
      event.button.which = fromTouch ? SDLEventTranslator.touchMouseID : 0
      event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
      event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
      switch button {
      case .left: event.button.button = UInt8(SDL_BUTTON_LEFT)
      case .middle: event.button.button = UInt8(SDL_BUTTON_MIDDLE)
      case .right: event.button.button = UInt8(SDL_BUTTON_RIGHT)
      }
      event.button.x = x
      event.button.y = y
    case .mouseMotion(let x, let y, let fromTouch):
      event.type = SDL_MOUSEMOTION.rawValue
      event.motion.which = fromTouch ? SDLEventTranslator.touchMouseID : 0
      event.motion.x = x
      event.motion.y = y
    case .wheel(let x, let y):
      event.type = SDL_MOUSEWHEEL.rawValue
      event.wheel.x = Int32(x.rounded())
      event.wheel.y = Int32(y.rounded())
      event.wheel.preciseX = x
      event.wheel.preciseY = y
    case .windowSizeChanged(let width, let height):
      event.type = SDL_WINDOWEVENT.rawValue
      event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
      event.window.data1 = width
      event.window.data2 = height
    case .focusLost:
      event.type = SDL_WINDOWEVENT.rawValue
      event.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
    case .textInput(let text):
      event = Self.textEvent(text)
    case .quit:
      event.type = SDL_QUIT.rawValue
    case .finger(let phase, let id, let x, let y, let touchID):
      event = Self.fingerEvent(phase, id: id, x: x, y: y, touchID: touchID)
    }
    return SDL_PushEvent(&event) == 1
  }

  /// An `SDL_TEXTINPUT` event holding `text` (cut to 31 bytes).
  private static func textEvent(_ text: String) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_TEXTINPUT.rawValue
    withUnsafeMutableBytes(of: &event.text.text) { buffer in
      buffer.initializeMemory(as: UInt8.self, repeating: 0)
      for (index, byte) in text.utf8.prefix(buffer.count - 1).enumerated() {
        buffer[index] = byte
      }
    }
    return event
  }

  /// An `SDL_TouchFingerEvent` as a touch screen's driver reports it.
  private static func fingerEvent(
    _ phase: FingerPhase, id: Int64, x: Float, y: Float, touchID: Int64
  ) -> SDL_Event {
    var event = SDL_Event()
    event.type =
      switch phase {
      case .down: SDL_FINGERDOWN.rawValue
      case .motion: SDL_FINGERMOTION.rawValue
      case .up: SDL_FINGERUP.rawValue
      }
    event.tfinger.touchId = touchID
    event.tfinger.fingerId = id
    event.tfinger.x = x
    event.tfinger.y = y
    event.tfinger.pressure = phase == .up ? 0 : 1
    return event
  }
}

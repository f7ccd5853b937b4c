import CSDL2
import SheetEngine

/// A touch screen drives the same pointer path as the mouse: the first finger down is the
/// left button, pressed, moved and released where the finger is. SDL reports a finger's
/// position normalized to the window (0 to 1 across it), so it is multiplied by the
/// window's size in points.
///
/// Nothing arrives twice: SDL also synthesizes mouse events from touches (their `which` is
/// `SDL_TOUCH_MOUSEID`), which the mouse path ignores, and touch events from the mouse
/// (`touchId` `SDL_MOUSE_TOUCHID`, when `SDL_HINT_MOUSE_TOUCH_EVENTS` is on), which are
/// ignored here. A second finger is ignored while the first is down (no pinch or two-finger
/// gesture exists in the playground), and until it lifts: the pointer is never handed from
/// one finger to another mid-gesture.
extension SDLEventTranslator {
  /// `SDL_TOUCH_MOUSEID`, `((Uint32)-1)`: a macro with a cast, which Swift does not import.
  static let touchMouseID = UInt32.max
  /// `SDL_MOUSE_TOUCHID`, `((Sint64)-1)`.
  static let mouseTouchID: Int64 = -1

  /// Whether a mouse event was synthesized by SDL from a touch.
  static func isFromTouch(mouse which: UInt32) -> Bool { which == touchMouseID }

  /// The pointer event a finger event makes, or nil (not a finger event, another finger, or
  /// a touch SDL made up from the mouse).
  mutating func touchKind(of event: SDL_Event) -> InputEvent.Kind? {
    let type = event.type
    guard
      type == SDL_FINGERDOWN.rawValue || type == SDL_FINGERMOTION.rawValue
        || type == SDL_FINGERUP.rawValue
    else { return nil }
    let finger = event.tfinger
    guard finger.touchId != Self.mouseTouchID else { return nil }
    let location = Point(
      x: Double(finger.x) * windowSize.width, y: Double(finger.y) * windowSize.height)
    switch type {
    case SDL_FINGERDOWN.rawValue:
      guard activeFinger == nil else { return nil }
      activeFinger = finger.fingerId
      lastMouseLocation = location
      return .pointerDown(button: .left, location: location)
    case SDL_FINGERMOTION.rawValue:
      guard activeFinger == finger.fingerId else { return nil }
      lastMouseLocation = location
      return .pointerMove(location: location)
    default:
      guard activeFinger == finger.fingerId else { return nil }
      activeFinger = nil
      lastMouseLocation = location
      return .pointerUp(button: .left, location: location)
    }
  }
}

import SheetEngine
import SheetSession

/// The `"kind"` names of event lines: one per `InputEvent.Kind` case, `tuning`,
/// `inputDelay` and `scene`. `text` (typed or pasted text), `inputDelay` (a compare
/// session's delay changed mid-session) and `scene` (a scene file reloaded) came after
/// version 2 was fixed and need no new version: a file without them reads as before, and an
/// older build names the unknown kind on its line.
enum RecordedKind: String, CaseIterable {
  case down, up, move, wheel, keyDown, keyUp, text, resize, focusLost, tuning, inputDelay, scene

  init(_ event: SessionEvent) {
    let input: InputEvent
    switch event {
    case .tuning:
      self = .tuning
      return
    case .inputDelay:
      self = .inputDelay
      return
    case .scene:
      self = .scene
      return
    case .input(let event):
      input = event
    }
    switch input.kind {
    case .pointerDown: self = .down
    case .pointerUp: self = .up
    case .pointerMove: self = .move
    case .wheel: self = .wheel
    case .keyDown: self = .keyDown
    case .keyUp: self = .keyUp
    case .textInput: self = .text
    case .resize: self = .resize
    case .focusLost: self = .focusLost
    }
  }
}

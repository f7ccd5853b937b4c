import SheetSession

/// The `"kind"` names of event lines: one per `InputEvent.Kind` case, `tuning` and `scene`.
/// `text` (typed or pasted text) and `scene` (a scene file reloaded) came after version 2
/// was fixed and need no new version: a file without them reads as before, and an older
/// build names the unknown kind on its line.
enum RecordedKind: String, CaseIterable {
  case down, up, move, wheel, keyDown, keyUp, text, resize, focusLost, tuning, scene

  init(_ event: SessionEvent) {
    guard case .input(let input) = event else {
      if case .scene = event { self = .scene } else { self = .tuning }
      return
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

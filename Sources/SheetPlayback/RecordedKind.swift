import SheetSession

/// The `"kind"` names of event lines: one per `InputEvent.Kind` case, and `tuning`.
enum RecordedKind: String, CaseIterable {
  case down, up, move, wheel, keyDown, keyUp, resize, focusLost, tuning

  init(_ event: SessionEvent) {
    guard case .input(let input) = event else {
      self = .tuning
      return
    }
    switch input.kind {
    case .pointerDown: self = .down
    case .pointerUp: self = .up
    case .pointerMove: self = .move
    case .wheel: self = .wheel
    case .keyDown: self = .keyDown
    case .keyUp: self = .keyUp
    case .resize: self = .resize
    case .focusLost: self = .focusLost
    }
  }
}

/// What an editing key does to the field, and the text input it inserts.
extension TextField {
  /// Carries `command` out on the text.
  func perform(_ command: TextEditingCommand) {
    var state = editing
    switch command {
    case .deleteBackward: state.deleteBackward()
    case .deleteForward: state.deleteForward()
    case .moveLeft: state.move(.left, extending: false)
    case .moveRight: state.move(.right, extending: false)
    case .moveToLineStart: state.move(.lineStart, extending: false)
    case .moveToLineEnd: state.move(.lineEnd, extending: false)
    case .selectLeft: state.move(.left, extending: true)
    case .selectRight: state.move(.right, extending: true)
    case .selectToLineStart: state.move(.lineStart, extending: true)
    case .selectToLineEnd: state.move(.lineEnd, extending: true)
    case .selectAll: state.selectAll()
    case .returnKey:
      guard isMultiline else {
        onReturn?(self)
        return
      }
      state.insert("\n")
    }
    replaceEditing(state)
  }

  /// Text input (typed, composed or pasted) replaces the selection. A single-line field
  /// takes a pasted line break as a space, as UITextField does.
  func insert(_ typed: String) {
    var state = editing
    state.insert(isMultiline ? typed : typed.replacing("\n", with: " "))
    replaceEditing(state)
  }
}

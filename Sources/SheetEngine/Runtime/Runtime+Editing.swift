/// The text field that takes the keyboard: the window's editing field while it is still in
/// the window, and the rule that a press anywhere else ends editing (a tap outside hides
/// the keyboard, as a form's background does on iOS).
extension Runtime {
  /// The field being edited, or nil; a field whose screen left no longer counts.
  public var editingField: TextField? {
    guard let field = window.editingField, field.window === window else { return nil }
    return field
  }

  /// The selected text of the editing field, for the host's Copy; nil without a selection.
  public var selectedText: String? {
    guard let field = editingField, !field.editing.selection.isEmpty else { return nil }
    return field.editing.selectedText
  }

  /// A tap outside the editing field ends editing, as a form's background tap does on
  /// iOS; a drag that starts there does not (it may pull the keyboard down). A tap is a
  /// press and release less than the 10 pt slop apart (docs/MOTION.md, "Drag start and
  /// slop").
  func endEditingIfTapped(from press: Point?, to release: Point) {
    guard let field = editingField, let press, field === fieldPressedOutside,
      (release.x - press.x) * (release.x - press.x) + (release.y - press.y)
        * (release.y - press.y) < 100
    else { return }
    window.endEditing()
  }

  /// The editing field, when a press lands outside it (and not on the keyboard).
  func fieldOutside(_ location: Point) -> TextField? {
    guard let field = editingField else { return nil }
    if let hit = window.hitTest(location), hit.isDescendant(of: field) { return nil }
    return field
  }
}

extension Runtime {
  /// Every drawn text field in the window, in tree order, for the state snapshot.
  func textFieldStates() -> [StateSnapshot.TextFieldState] {
    var found: [StateSnapshot.TextFieldState] = []
    let editing = editingField
    func collect(_ view: View) {
      guard !view.isHidden, view.alpha > 0 else { return }
      if let field = view as? TextField {
        let range = field.editing.selection
        found.append(
          .init(
            name: field.name, text: field.text,
            selection: field === editing ? [range.lowerBound, range.upperBound] : nil))
      }
      view.subviews.forEach(collect)
    }
    collect(window)
    return found
  }
}

extension Runtime {
  /// Whether the field being edited takes `key`: its editing commands, and every other key
  /// without Control or Alt, which does nothing (the character comes as text input), so S,
  /// P or Space do not change the simulation or press a button while someone types. The
  /// focus keys and Escape keep their meaning.
  func editingTakes(_ key: Key) -> Bool {
    guard let field = editingField else { return false }
    if let command = textEditingBindings[key] {
      field.perform(command)
      return true
    }
    switch keyBindings[key] {
    case .focusNext, .focusPrevious, .dismissOrPop: return false
    default: return key.modifiers.isDisjoint(with: [.control, .alt])
    }
  }
}

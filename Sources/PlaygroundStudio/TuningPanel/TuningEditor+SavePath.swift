import SheetEngine
import SheetPlayback
import SheetTuning

/// Save on a compare side that came from a preset (no file of its own): the panel asks where,
/// in a field under the Save button prefilled with the absolute default (`--save-to DIR` or
/// the start folder, ``SaveFolder``). The key router gives it the keys, as to a typed value:
/// letters, digits, `/ . - _` and space, Backspace; Return writes there, Escape leaves it. A
/// path that cannot be written (no such folder, not a folder, not writable, not absolute)
/// says why on the line under the field and typing goes on: nothing is lost.
extension TuningEditor {
  var isAskingSavePath: Bool { savePathText != nil }

  /// Save (the button, Ctrl+S) when the host says to ask: the field opens with the path
  /// Save would write.
  func startAskingSavePath() {
    if typing != nil { cancelTyping() }
    if isFinding { keepFilter() }
    if isNamingSnapshot { finishNamingSnapshot(save: false) }
    savePathText = tuningPath
    showSavePath(hint: Self.savePathKeys, isError: false)
  }

  /// A key typed into the path.
  func typeSavePath(_ key: Key) {
    guard var text = savePathText else { return }
    if key.name == "backspace" {
      if !text.isEmpty { text.removeLast() }
    } else if let character = Self.pathCharacter(for: key) {
      text += character
    } else {
      return showSavePath(hint: "a path takes letters, digits, / . - _ and spaces", isError: true)
    }
    savePathText = text
    showSavePath(hint: Self.savePathKeys, isError: false)
  }

  /// Return writes the draft to the path typed (a path that cannot be written says why and
  /// typing goes on); Escape leaves it.
  func finishAskingSavePath(save: Bool) {
    guard let path = savePathText else { return }
    guard save else { return stopAskingSavePath() }
    if let problem = store.problem(withSavePath: path) ?? store.save(draft, to: path) {
      return showSavePath(hint: problem, isError: true)
    }
    stopAskingSavePath()
    markSaved()
    onSavePathChosen?(path)
    tuningPath = path
    showStatus("Saved \(draft.displayName) to \(path)", isError: false)
  }

  /// The field closes; the status line says where Save writes.
  func stopAskingSavePath() {
    savePathText = nil
    panel.header.savePathField.isHidden = true
    panel.header.superview?.setNeedsLayout()
    showStatus("Save writes \(tuningPath)", isError: false)
  }

  private func showSavePath(hint: String, isError: Bool) {
    let field = panel.header.savePathField
    field.show(path: savePathText ?? "", hint: hint, isError: isError)
    if field.isHidden {
      field.isHidden = false
      panel.header.setNeedsLayout()
    }
    panel.setNeedsLayout()
  }

  static let savePathKeys = "Return saves here, Esc leaves"

  /// The character `key` types into a path, or nil when a path takes none.
  static func pathCharacter(for key: Key) -> String? {
    let shifted = key.modifiers.contains(.shift)
    switch key.name {
    case "slash": return shifted ? nil : "/"
    case "minus": return shifted ? "_" : "-"
    case "underscore": return "_"
    default:
      guard let character = ParameterFilter.character(for: key.name) else { return nil }
      guard shifted else { return character }
      // Shift makes a letter a capital; on anything else it is another character (! for 1).
      return character.first?.isLetter == true ? character.uppercased() : nil
    }
  }
}

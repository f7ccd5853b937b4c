import SheetEngine
import SheetScreens
import SheetTuning

/// Typing a value into a tuning row: a click on the value starts it (see
/// `beginPanelGesture`), and while it lasts the key router gives it every key.
extension TuningEditor: KeyRouter.TextEntry {
  var isTyping: Bool { typing != nil }

  func perform(_ command: Keymap.TextEntryCommand, at timestamp: Double) {
    typedAt = timestamp
    switch command {
    case .commit: commitTyping()
    case .cancel: cancelTyping()
    }
  }

  func type(_ key: Key, at timestamp: Double) {
    guard var current = typing, current.value.type(key) else { return }
    typedAt = timestamp
    typing = current
    current.row.typedText = current.value.text
  }

  /// Sets the typed value if it is a valid one; else says why and keeps typing.
  func commitTyping() {
    guard let (row, typed) = typing else { return }
    guard !typed.text.isEmpty else { return cancelTyping() }
    guard let value = typed.value else {
      showStatus("\(typed.text) is not a number", isError: true)
      return
    }
    do throws(TuningError) {
      try row.parameter.validate(value)
    } catch {
      showStatus(error.description, isError: true)
      return
    }
    cancelTyping()
    emit(.set(key: row.parameter.key, value: value))
    closeStep()
  }

  func cancelTyping() {
    typing?.row.typedText = nil
    typing = nil
    showStatus("Save writes \(tuningPath)", isError: false)
    panel.forgetShownTuning()
    showDraft()
  }

  /// A click on a row's value: typing it starts, its range shown.
  func startTyping(_ row: TuningRowView) {
    typing = (row, TypedValue())
    row.typedText = ""
    showStatus(
      "Type a value for \(row.parameter.key) (\(Self.rangeText(row.parameter))), Return to set it",
      isError: false)
  }

  static func rangeText(_ parameter: TuningParameter) -> String {
    let unit = parameter.unit.isEmpty ? "" : " " + parameter.unit
    return "\(OverlayNumberFormat.plain(parameter.range.lowerBound)) to "
      + "\(OverlayNumberFormat.plain(parameter.range.upperBound))\(unit)"
  }
}

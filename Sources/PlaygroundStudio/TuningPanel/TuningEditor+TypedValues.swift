import SheetEngine
import SheetScreens
import SheetTuning

/// Typing a value into a tuning row: a click on the value starts it with the value selected
/// (see `beginPanelGesture`), and while it lasts the key router gives it every key. Up and
/// Down nudge the value by the slider's step (with Shift, ten steps) and set it at once. What
/// is refused, and why, shows in the row beside the field: nothing else in the panel moves.
extension TuningEditor: KeyRouter.TextEntry {
  var isTyping: Bool { typing != nil || isFinding || isNamingSnapshot || isAskingSavePath }

  package func perform(_ command: Keymap.TextEntryCommand, at timestamp: Double) {
    typedAt = timestamp
    if isAskingSavePath { return finishAskingSavePath(save: command == .commit) }
    if isNamingSnapshot { return finishNamingSnapshot(save: command == .commit) }
    if isFinding {
      return command == .commit ? keepFilter() : clearFilter()
    }
    switch command {
    case .commit: commitTyping()
    case .cancel: cancelTyping()
    }
  }

  func type(_ key: Key, at timestamp: Double) {
    if isAskingSavePath { return typeSavePath(key) }
    if isNamingSnapshot { return nameSnapshot(key) }
    if isFinding { return find(key) }
    guard var current = typing else { return }
    typedAt = timestamp
    if key.name == "up" || key.name == "down" {
      let steps = (key.name == "up" ? 1 : -1) * (key.modifiers.contains(.shift) ? 10 : 1)
      return nudge(current, steps: steps)
    }
    if let refused = current.value.type(key) {
      return show(current, hint: refused, isError: true)
    }
    typing = current
    show(current, hint: Self.hint(current.row.parameter), isError: false)
  }

  /// Sets the typed value if it is a valid one; else says why beside it and keeps typing.
  func commitTyping() {
    guard let current = typing else { return }
    guard !current.value.text.isEmpty else { return cancelTyping() }
    if let problem = Self.problem(with: current.value, for: current.row.parameter) {
      return show(current, hint: problem, isError: true)
    }
    cancelTyping()
    if let value = current.value.value { emit(.set(key: current.row.parameter.key, value: value)) }
    closeStep()
  }

  func cancelTyping() {
    typing?.row.typing = nil
    typing = nil
    panel.forgetShownTuning()
    showDraft()
  }

  /// A click on a row's value: typing it starts, the value selected and its range beside it.
  func startTyping(_ row: TuningRowView) {
    let value = draft.value(forKey: row.parameter.key) ?? 0
    let started = (row: row, value: TypedValue(OverlayNumberFormat.plain(value), selected: true))
    typing = started
    show(started, hint: Self.hint(row.parameter), isError: false)
  }

  /// Up or Down: the value (typed, else the row's) moved by `steps` of the slider's step onto
  /// its grid, kept in range, set at once, and typing goes on with it selected.
  private func nudge(_ current: (row: TuningRowView, value: TypedValue), steps: Int) {
    let parameter = current.row.parameter
    let start = current.value.value ?? draft.value(forKey: parameter.key) ?? 0
    let moved = Self.nudged(start, steps: steps, exponent: current.row.scale.stepExponent)
    let value = min(max(moved, parameter.range.lowerBound), parameter.range.upperBound)
    emit(.set(key: parameter.key, value: value))
    closeStep()
    let nudged = (
      row: current.row, value: TypedValue(OverlayNumberFormat.plain(value), selected: true)
    )
    typing = nudged
    let atEnd = value != moved
    show(
      nudged, hint: atEnd ? Self.limitText(value, parameter) : Self.hint(parameter),
      isError: atEnd)
  }

  private func show(
    _ current: (row: TuningRowView, value: TypedValue), hint: String, isError: Bool
  ) {
    current.row.typing = TuningRowView.Typing(
      text: current.value.text, isSelected: current.value.isSelected, hint: hint,
      isError: isError)
  }

  /// `value` moved by `steps` steps of 10^`exponent`, on that grid; the division keeps 0.43
  /// exactly 0.43 where a multiplication would not.
  static func nudged(_ value: Double, steps: Int, exponent: Int) -> Double {
    var power = 1.0
    for _ in 0..<abs(exponent) { power *= 10 }
    guard exponent < 0 else { return ((value / power).rounded() + Double(steps)) * power }
    return ((value * power).rounded() + Double(steps)) / power
  }

  /// Why `typed` cannot be set, in a few words; nil when it can.
  package static func problem(with typed: TypedValue, for parameter: TuningParameter) -> String? {
    guard let value = typed.value else { return "\(typed.text) is not a number" }
    if value < parameter.range.lowerBound || value > parameter.range.upperBound {
      return "out of range: " + rangeText(parameter)
    }
    do throws(TuningError) {
      try parameter.validate(value)
    } catch {
      return parameter.kind == .int ? "a whole number" : error.description
    }
    return nil
  }

  /// The line beside a value being typed: its range and the keys.
  static func hint(_ parameter: TuningParameter) -> String {
    rangeText(parameter) + ", \u{2191}\u{2193} nudge"
  }

  static func limitText(_ value: Double, _ parameter: TuningParameter) -> String {
    (value == parameter.range.upperBound ? "the maximum, " : "the minimum, ")
      + OverlayNumberFormat.plain(value) + (parameter.unit.isEmpty ? "" : " " + parameter.unit)
  }

  static func rangeText(_ parameter: TuningParameter) -> String {
    let unit = parameter.unit.isEmpty ? "" : " " + parameter.unit
    return "\(OverlayNumberFormat.plain(parameter.range.lowerBound)) to "
      + "\(OverlayNumberFormat.plain(parameter.range.upperBound))\(unit)"
  }
}

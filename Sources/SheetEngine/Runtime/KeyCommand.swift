/// What a key can make the engine do. The runtime looks a pressed key up in its
/// ``Runtime/keyBindings``; the app's keymap (the one table of every key, engine and host,
/// that the README's keys table is checked against) sets them.
public enum KeyCommand: String, Hashable, Sendable, CaseIterable {
  /// Dismiss the topmost sheet, card or zoom; with nothing presented, pop a page.
  case dismissOrPop
  /// Pop a page (when nothing is presented over the stack).
  case pop
  /// Slow motion: 1x, 0.5x, 0.25x, 0.1x, round again.
  case cycleSpeed
  /// Pause or resume the simulation.
  case togglePause
  /// One frame forward while paused.
  case stepFrame
  /// Move the keyboard focus to the next control of the topmost screen (the first press
  /// brings the focus ring).
  case focusNext
  /// Move the keyboard focus to the previous control.
  case focusPrevious
  /// Activate the focused control, as a tap would.
  case activateFocused
  /// Hardware-keyboard mode on or off: with it on, editing shows no software keyboard (one
  /// that is up slides down), as on an iPad with a keyboard attached.
  case toggleHardwareKeyboard
  /// Up / Down on an adjustable focused control (a sheet's grabber: the next larger or
  /// smaller detent).
  case adjustUp, adjustDown
  /// The reader's text size one Dynamic Type step larger or smaller (an environment
  /// setting, not tuning): every label and field re-measures and the sheets re-fit.
  case largerText, smallerText

  /// Escape, Backspace, S, P, period, Tab, Shift+Tab, Space, Return, Ctrl+K, Up, Down,
  /// Ctrl+= and Ctrl+-: what the README documents.
  public static let standardBindings: [Key: KeyCommand] = [
    Key("escape"): .dismissOrPop, Key("backspace"): .pop, Key("s"): .cycleSpeed,
    Key("p"): .togglePause, Key("period"): .stepFrame, Key("tab"): .focusNext,
    Key("tab", modifiers: .shift): .focusPrevious, Key("space"): .activateFocused,
    Key("return"): .activateFocused, Key("k", modifiers: .control): .toggleHardwareKeyboard,
    Key("up"): .adjustUp, Key("down"): .adjustDown,
    Key("equals", modifiers: .control): .largerText,
    Key("minus", modifiers: .control): .smallerText,
  ]
}

import SheetEngine

/// Every key the playground answers, in one table: the engine's (Escape, Backspace, and the
/// keyboard focus's Tab, Shift+Tab, Space and Enter), the
/// simulation's (S, P, period; both recorded, since they change what is simulated) and the
/// host's (overlays and quitting; never recorded). The guide's keys table (TheStudio.md) is checked
/// against it by a test, and the host and the runtime take their bindings from it.
public struct Keymap: Sendable {
  /// Who carries a key out.
  public enum Layer: String, Sendable {
    case engine, simulation, host
  }

  /// What the host does for a key; the engine never sees these keys.
  public enum HostCommand: String, Sendable {
    case toggleTuningPanel, toggleHUD, togglePointerTrail, toggleMotionPlot, addCheckpoint, quit
    /// While a field edits: the selection to the clipboard, or the clipboard's text in as
    /// typed text (recorded as such, so a replay needs no clipboard).
    case copy, paste
    /// In compare mode (live or replayed): select the next side, as a click on its label does.
    case selectNextSide
    /// The timeline's, only while a recording plays in the window (which ignores app input).
    case stepBack, stepForward, jumpToStart, jumpToEnd, playPause
    /// The tuning panel's undo and redo (recorded as the tuning changes they make).
    case undoTuning, redoTuning
    /// Find a parameter in the tuning panel (typing filters its rows).
    case findParameter
    /// The motion plot's earlier or later interaction (in a replay: the timeline goes there).
    case previousInteraction, nextInteraction
    /// In a replay: the recorded run's sheets and pages outlined over a what-if fork.
    case toggleOnionSkin
    /// In a replay: save the what-if fork as a new recording.
    case saveFork
    /// The tuning panel's Save, from the keyboard.
    case saveTuning
    /// `?`: every key of the window, by what it does.
    case showKeys
  }

  /// What a key does while a value is typed into the inspector, where every other key is a
  /// character of the value (overlay keys included: T types nothing, it does not toggle).
  public enum TextEntryCommand: String, Sendable {
    /// Return: set the typed value.
    case commit
    /// Escape: leave the value as it was.
    case cancel
  }

  /// One key and what it does.
  public struct Entry: Sendable {
    public var key: Key
    public var layer: Layer
    /// What it does, as the guide's keys table says it.
    public var summary: String
    public var engineCommand: KeyCommand?
    public var hostCommand: HostCommand?
    /// What a key does instead while a recording plays in the window: the timeline's use of
    /// an engine key, where live input never reaches the app (Space: play or pause), or a
    /// host key's replay meaning (Ctrl+S saves the what-if fork, not the tuning).
    public var replayCommand: HostCommand?

    init(
      key: Key, layer: Layer, summary: String, engineCommand: KeyCommand? = nil,
      hostCommand: HostCommand? = nil, replayCommand: HostCommand? = nil
    ) {
      self.key = key
      self.layer = layer
      self.summary = summary
      self.engineCommand = engineCommand
      self.hostCommand = hostCommand
      self.replayCommand = replayCommand
    }
  }

  public var entries: [Entry]

  /// The playground's keys: the engine's standard bindings and the host's.
  public static let playground = Keymap(entries: engineEntries + hostEntries)

  /// The runtime's bindings (engine and simulation keys).
  public var engineBindings: [Key: KeyCommand] {
    Dictionary(
      uniqueKeysWithValues: entries.compactMap { entry in
        entry.engineCommand.map { (entry.key, $0) }
      })
  }

  /// How people name `key`: "Escape", "T", "Shift+N", "Ctrl+Shift+Z", "/" (the guide's keys
  /// table and `playground --help` use these names).
  public static func name(of key: Key) -> String {
    let base =
      switch key.name {
      case "period": "."
      case "slash" where key.modifiers.contains(.shift): "?"
      case "slash": "/"
      case "equals": "="
      case "minus": "-"
      case "return": "Enter"
      case "escape", "backspace", "left", "right", "home", "end", "space", "tab", "up", "down":
        key.name.prefix(1).uppercased() + key.name.dropFirst()
      default: key.name.uppercased()
      }
    let control = key.modifiers.contains(.control) ? "Ctrl+" : ""
    let shift = key.modifiers.contains(.shift) && base != "?"
    return control + (shift ? "Shift+" + base : base)
  }

  /// Every key with what it does, one line each, `indent` before the key and the
  /// descriptions aligned: the key list of `playground --help` and the guide.
  public func lines(indent: Int = 2) -> [String] {
    let names = entries.map { Self.name(of: $0.key) }
    let width = (names.map(\.count).max() ?? 0) + 2
    return zip(names, entries).map { name, entry in
      String(repeating: " ", count: indent) + name
        + String(repeating: " ", count: width - name.count) + entry.summary
    }
  }

  /// The key that quits the playground.
  public var quitKey: Key? { entries.first { $0.hostCommand == .quit }?.key }

  /// The host command bound to `key`, if any.
  public func hostCommand(for key: Key) -> HostCommand? {
    entries.first { $0.key == key }?.hostCommand
  }

  /// What `key` does to a recording playing in the window: its replay meaning (Space,
  /// Ctrl+S), else its host command.
  public func replayCommand(for key: Key) -> HostCommand? {
    entries.first { $0.key == key }.flatMap { $0.replayCommand ?? $0.hostCommand }
  }

  /// What `key` does while a value is being typed; nil for a character of the value.
  public func textEntryCommand(for key: Key) -> TextEntryCommand? {
    Self.textEntryBindings[key]
  }

  /// The typing keys the guide's tuning-panel paragraph names (Return, Escape).
  public static let textEntryBindings: [Key: TextEntryCommand] = [
    Key("return"): .commit, Key("escape"): .cancel,
  ]

  /// The editing keys of a text field (the guide's studio page: "Typing in a field"). Not in the keys table:
  /// they mean this only while a field edits, as Return and Escape in the tuning panel.
  public static let textEditingBindings: [Key: TextEditingCommand] =
    TextEditingCommand.standardBindings

  private static let engineEntries: [Entry] = KeyCommand.standardBindings
    .sorted { ($0.value.rawValue, $0.key.name) < ($1.value.rawValue, $1.key.name) }
    .map { key, command in
      let layer: Layer =
        switch command {
        case .dismissOrPop, .pop, .focusNext, .focusPrevious, .activateFocused,
          .toggleHardwareKeyboard, .adjustUp, .adjustDown, .largerText, .smallerText:
          .engine
        case .cycleSpeed, .togglePause, .stepFrame: .simulation
        }
      return Entry(
        key: key, layer: layer, summary: summary(of: command), engineCommand: command,
        replayCommand: key == Key("space") ? .playPause : nil)
    }

  private static let hostEntries: [Entry] = [
    Entry(
      key: Key("slash", modifiers: .shift), layer: .host,
      summary: "every key of the window, by what it does (any key closes it)",
      hostCommand: .showKeys),
    Entry(
      key: Key("t"), layer: .host, summary: "the studio: HUD, motion plot and tuning panel",
      hostCommand: .toggleTuningPanel),
    Entry(key: Key("h"), layer: .host, summary: "HUD", hostCommand: .toggleHUD),
    Entry(key: Key("v"), layer: .host, summary: "pointer trail", hostCommand: .togglePointerTrail),
    Entry(key: Key("g"), layer: .host, summary: "motion plot", hostCommand: .toggleMotionPlot),
    Entry(
      key: Key("n"), layer: .host,
      summary: "the motion plot's next interaction (in a replay: the timeline goes to it)",
      hostCommand: .nextInteraction),
    Entry(
      key: Key("n", modifiers: .shift), layer: .host,
      summary: "the motion plot's previous interaction", hostCommand: .previousInteraction),
    Entry(
      key: Key("o"), layer: .host,
      summary: "in a replay: outline the recorded run's sheets and pages over a what-if fork",
      hostCommand: .toggleOnionSkin),
    Entry(
      key: Key("b"), layer: .host,
      summary: "in compare mode: select the other side (the panel edits it, HUD and plot show it)",
      hostCommand: .selectNextSide),
    Entry(
      key: Key("f5"), layer: .host,
      summary: "add a checkpoint (with --record: the state now, for `playground test`)",
      hostCommand: .addCheckpoint),
    Entry(
      key: Key("left"), layer: .host, summary: "in a replay: one frame back", hostCommand: .stepBack
    ),
    Entry(
      key: Key("right"), layer: .host, summary: "in a replay: one frame forward",
      hostCommand: .stepForward),
    Entry(
      key: Key("home"), layer: .host, summary: "in a replay: to the start",
      hostCommand: .jumpToStart),
    Entry(
      key: Key("end"), layer: .host, summary: "in a replay: to the end", hostCommand: .jumpToEnd),
    Entry(
      key: Key("c", modifiers: .control), layer: .host,
      summary: "while a field edits: copy the selection", hostCommand: .copy),
    Entry(
      key: Key("v", modifiers: .control), layer: .host,
      summary: "while a field edits: paste (recorded as typed text)", hostCommand: .paste),
    Entry(
      key: Key("slash"), layer: .host,
      summary: "find a parameter: the tuning panel shows only the rows matching what is typed",
      hostCommand: .findParameter),
    Entry(
      key: Key("z", modifiers: .control), layer: .host,
      summary: "undo the last tuning change (recorded as the tuning change it makes)",
      hostCommand: .undoTuning),
    Entry(
      key: Key("z", modifiers: [.control, .shift]), layer: .host,
      summary: "redo the tuning change undone last", hostCommand: .redoTuning),
    Entry(
      key: Key("s", modifiers: .control), layer: .host,
      summary:
        "save the tuning, as the panel's Save button does (in a replay: the what-if fork as a"
        + " new recording)",
      hostCommand: .saveTuning, replayCommand: .saveFork),
    Entry(
      key: Key("q", modifiers: .control), layer: .host,
      summary: "quit (a recording is finished and written; unsaved tuning edits ask first)",
      hostCommand: .quit),
  ]

  private static func summary(of command: KeyCommand) -> String {
    switch command {
    case .dismissOrPop: "dismiss the topmost sheet, card or zoom; else pop a page"
    case .pop: "pop a page"
    case .cycleSpeed: "slow motion (cycles 1x, 0.5x, 0.25x, 0.1x)"
    case .togglePause: "pause"
    case .stepFrame: "one frame while paused"
    case .focusNext: "move the focus ring to the next control of the topmost screen"
    case .focusPrevious: "move the focus ring to the previous control"
    case .activateFocused: "activate the focused control (in a replay, Space plays or pauses)"
    case .adjustUp: "with a sheet's grabber focused: the next larger detent"
    case .adjustDown: "with a sheet's grabber focused: the next smaller detent"
    case .largerText: "text size one Dynamic Type step larger (recorded): the sheets re-fit"
    case .smallerText: "text size one Dynamic Type step smaller (recorded)"
    case .toggleHardwareKeyboard:
      "hardware-keyboard mode on / off (recorded): a field that edits shows no software keyboard"
    }
  }
}

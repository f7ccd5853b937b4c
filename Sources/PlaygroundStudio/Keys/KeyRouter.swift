import SheetEngine
import SheetScreens

/// The one place a key becomes a command of the ``Keymap``, and the command reaches
/// whoever registered for it: the session (quit, checkpoint), the comparison (next side),
/// the replay timeline and the overlays. Nothing else in the host looks at a key's name.
///
/// Engine and simulation keys are not commands here: they pass on to the recording and
/// the runtime, whose bindings come from the same ``Keymap`` (``Keymap/engineBindings``),
/// because a replay must see the key itself to do what the live session did.
///
/// A key whose press was taken has its release taken too, so the app never sees half a
/// key. While a value is typed (``textEntry``), every key that is not a session-wide
/// command belongs to it.
@MainActor
package final class KeyRouter {
  /// Who takes the keys while a value is typed.
  @MainActor
  protocol TextEntry: AnyObject {
    /// Whether typing is under way (then it takes every key that is not session-wide).
    var isTyping: Bool { get }
    /// Return or Escape, pressed at `timestamp` (session milliseconds).
    func perform(_ command: Keymap.TextEntryCommand, at timestamp: Double)
    /// Any other key: a character of the value, or nothing.
    func type(_ key: Key, at timestamp: Double)
  }

  /// The app's text field, seen from the host: whether one edits (then the app takes the
  /// keys but quitting, checkpoints, Copy and Paste, and the text input) and what it has
  /// selected.
  @MainActor
  package protocol AppEditing: AnyObject {
    var isEditingText: Bool { get }
    var selectedText: String? { get }
  }

  /// What takes every key while it shows: a question the window asks, the keys overlay.
  @MainActor
  package protocol Modal: AnyObject {
    var isModal: Bool { get }
    /// A key pressed at `timestamp` (session milliseconds) while ``isModal``.
    func press(_ key: Key, at timestamp: Double)
  }

  private let keymap: Keymap
  /// Whether a recording plays in the window: Space then plays and pauses (the timeline's),
  /// and the timeline's keys are live.
  private let isReplaying: Bool
  private var handlers: [Keymap.HostCommand: (_ timestamp: Double) -> Void] = [:]
  private var heldKeys: Set<Key> = []
  weak var textEntry: (any TextEntry)?
  /// Takes every key first while it is modal.
  package weak var modal: (any Modal)?
  package weak var appEditing: (any AppEditing)?
  /// Where Copy and Paste go (the system clipboard through SDL in the window).
  package var clipboard: (any Clipboard)?

  package init(keymap: Keymap = .playground, isReplaying: Bool) {
    self.keymap = keymap
    self.isReplaying = isReplaying
  }

  /// `handler` carries out `command`; a command nobody registered for leaves its key to
  /// the app (B with one device, Left in a live session).
  package func register(_ command: Keymap.HostCommand, _ handler: @escaping () -> Void) {
    handlers[command] = { _ in handler() }
  }

  /// `handler` carries out `command` at the key's time (session milliseconds): for a command
  /// whose effect is recorded, such as undo's tuning changes.
  package func register(_ command: Keymap.HostCommand, timed handler: @escaping (Double) -> Void) {
    handlers[command] = handler
  }

  /// Takes out of `input` every key that is a registered command (carrying it out at once,
  /// in order) or belongs to the value being typed; the rest is the app's.
  ///
  /// Text input goes to the app only while one of its fields edits (and no value is typed
  /// in the panel): typing T to open the panel records no text. A paste becomes the text
  /// input it brings, so the recording holds what was inserted.
  package func route(_ input: inout [InputEvent]) {
    var kept: [InputEvent] = []
    for event in input {
      switch event.kind {
      case .keyDown(let key):
        if let pasted = paste(key) {
          heldKeys.insert(key)
          kept.append(InputEvent(timestamp: event.timestamp, kind: .textInput(pasted)))
        } else if !takePress(key, at: event.timestamp) {
          kept.append(event)
        }
      case .keyUp(let key):
        if heldKeys.remove(key) == nil { kept.append(event) }
      case .textInput:
        if appIsEditing { kept.append(event) }
      default:
        kept.append(event)
      }
    }
    input = kept
  }

  /// Whether the app's field takes the keyboard: live, with no value typed in the panel.
  private var appIsEditing: Bool {
    !isReplaying && textEntry?.isTyping != true && appEditing?.isEditingText == true
  }

  /// The clipboard's text, cleaned to what may be typed, when `key` is Paste while a field
  /// edits.
  private func paste(_ key: Key) -> String? {
    guard appIsEditing, keymap.hostCommand(for: key) == .paste,
      let text = clipboard?.text()
    else { return nil }
    return PastedText.typable(text)
  }

  private func takePress(_ key: Key, at timestamp: Double) -> Bool {
    if let modal, modal.isModal {
      heldKeys.insert(key)
      modal.press(key, at: timestamp)
      return true
    }
    let command = isReplaying ? keymap.replayCommand(for: key) : keymap.hostCommand(for: key)
    if command == .copy, appIsEditing {
      if let selected = appEditing?.selectedText { clipboard?.setText(selected) }
      heldKeys.insert(key)
      return true
    }
    if let command, let handler = handlers[command],
      Self.isSessionWide(command) || (textEntry?.isTyping != true && !appIsEditing)
    {
      heldKeys.insert(key)
      handler(timestamp)
      return true
    }
    guard let textEntry, textEntry.isTyping else { return false }
    heldKeys.insert(key)
    if let typing = keymap.textEntryCommand(for: key) {
      textEntry.perform(typing, at: timestamp)
    } else {
      textEntry.type(key, at: timestamp)
    }
    return true
  }

  /// Commands that work whatever has the keyboard: quitting, checkpoints, the side and the
  /// timeline. The overlay toggles yield to a value being typed.
  private static func isSessionWide(_ command: Keymap.HostCommand) -> Bool {
    switch command {
    case .toggleTuningPanel, .toggleHUD, .togglePointerTrail, .toggleMotionPlot, .undoTuning,
      .redoTuning, .findParameter, .previousInteraction, .nextInteraction, .toggleOnionSkin,
      .saveFork, .saveTuning, .showKeys:
      false
    case .quit, .addCheckpoint, .selectNextSide, .stepBack, .stepForward, .jumpToStart,
      .jumpToEnd, .playPause, .copy, .paste:
      true
    }
  }
}

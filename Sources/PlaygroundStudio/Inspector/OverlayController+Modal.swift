import PlaygroundSessions
import SheetEngine
import SheetScreens
import SheetTuning

/// What the window shows over everything: a question (``PromptView``: quitting with unsaved
/// edits, the edits an earlier session kept), the keys (`?`) and the first-run hint. While a
/// question or the keys show, every key and press is theirs (``KeyRouter/modal``).
extension OverlayController: KeyRouter.Modal {
  /// Whether a question or the keys overlay shows.
  package var isModal: Bool { !prompt.isHidden || !keysOverlay.isHidden }

  var showsModalOrHint: Bool { isModal || !hint.isHidden }

  /// The first-run hint, on at a live session's start (the host says) and off at the
  /// first key or press.
  package var showsFirstRunHint: Bool {
    get { !hint.isHidden }
    set {
      guard hint.isHidden == newValue else { return }
      hint.isHidden = !newValue
      setNeedsDrawing()
    }
  }

  /// The window's input before any is routed: a key or a press ends the first-run hint.
  package func noteUserInput(_ event: InputEvent) {
    switch event.kind {
    case .keyDown, .pointerDown: showsFirstRunHint = false
    default: break
    }
  }

  /// The visible window: the device and the inspector when it shows.
  var visibleBounds: Rect {
    Rect(x: 0, y: 0, width: deviceSize.width + inspectorWidth, height: deviceSize.height)
  }

  func layoutModals() {
    prompt.frame = visibleBounds
    keysOverlay.frame = visibleBounds
    hint.place(in: Rect(origin: .zero, size: deviceSize))
  }

  /// `?`: the keys, over everything; any key or press closes them.
  func showKeys() {
    keysOverlay.isHidden = false
    layoutModals()
    setNeedsDrawing()
  }

  /// A key while a question or the keys show; a change its answer makes is recorded at it.
  package func press(_ key: Key, at timestamp: Double) {
    setNeedsDrawing()
    lastRoutedTimestamp = max(lastRoutedTimestamp, timestamp)
    if !prompt.isHidden {
      prompt.press(key)
    } else {
      keysOverlay.isHidden = true
    }
  }

  /// A pointer event while a question or the keys show: the question's buttons take it;
  /// the keys close at a press. Nil when neither shows.
  func takeModalPointer(_ event: InputEvent) -> PointerOutcome? {
    guard isModal else { return nil }
    setNeedsDrawing()
    if prompt.isHidden {
      if case .pointerDown = event.kind { keysOverlay.isHidden = true }
      return PointerOutcome(consumed: true, changes: [])
    }
    switch event.kind {
    case .pointerDown, .pointerUp, .pointerMove:
      lastRoutedTimestamp = max(lastRoutedTimestamp, event.timestamp)
      runtime.apply(event)
    default:
      break
    }
    return PointerOutcome(consumed: true, changes: editor.takePendingChanges())
  }

  /// Asks `title`, answered by `choices` (see ``PromptView``).
  package func ask(title: String, message: String, choices: [PromptView.Choice]) {
    keysOverlay.isHidden = true
    prompt.ask(title: title, message: message, choices: choices)
    layoutModals()
    setNeedsDrawing()
  }

  // MARK: - No edit lost

  /// Whether any session holds tuning edits its file does not (a replay's never do).
  package var hasUnsavedTuning: Bool { editor.hasUnsavedEdits }

  /// The tuning to keep for the next launch when the session ends without asking (a
  /// signal, a window closed from outside), and the file it was made over.
  package var tuningToKeep: TuningRecovery.Kept? {
    editor.tuningToKeep.map { TuningRecovery.Kept(tuning: $0, madeOver: editor.tuningPath) }
  }

  /// Ctrl+Q or the window's close with unsaved edits: Save (then quit, unless the save
  /// fails or needs a path first), Discard (quit) or Cancel. `quit` ends the session.
  package func askBeforeQuit(quit: @escaping () -> Void) {
    guard !isModal else { return }
    let count = editor.unsavedSessionCount
    let summary = editor.isDraftUnsaved ? editor.unsavedSummary : "another side's tuning"
    let draft = editor.draft
    let name = PresetSwitch.text(preset: draft.presetName, isCustom: !draft.overrides.isEmpty)
    var message = "Unsaved: \(summary) (\(name)). Save writes \(editor.tuningPath)."
    if count > 1 { message += " The other side's edits are not saved (B selects it)." }
    ask(
      title: "Save the tuning before quitting?", message: message,
      choices: [
        .init(title: "Save", key: Key("s")) { [unowned self] in
          editor.save()
          if editor.isDraftUnsaved {
            // The save failed (the status line says why) or asks for a path first.
            isInspectorVisible = true
            isPanelVisible = true
          } else {
            quit()
          }
        },
        .init(title: "Discard", key: Key("d")) { quit() },
        .init(title: "Cancel", key: Key("escape")) {},
      ])
  }

  /// At a live session's start: the edits an earlier session kept (``TuningRecovery``),
  /// offered back. Restore brings them in as the panel's own edits at `timestamp` (recorded,
  /// one undo step, unsaved until Save); Discard removes them; Later keeps them for the next
  /// launch.
  package func offerRecovery(
    _ kept: TuningRecovery.Kept, restore: @escaping () -> Void, discard: @escaping () -> Void
  ) {
    let keys = TuningHistory.changedKeys(
      from: Tuning.preset(named: kept.tuning.presetName) ?? Tuning(preset: kept.tuning.basePreset),
      to: kept.tuning)
    let changes = keys.isEmpty ? "" : ": " + TuningEditor.list(keys)
    let over = kept.madeOver.isEmpty ? "" : ", made over \(kept.madeOver)"
    let name = PresetSwitch.text(
      preset: kept.tuning.presetName, isCustom: !kept.tuning.overrides.isEmpty)
    ask(
      title: "Restore unsaved tuning?",
      message: "The last session ended without saving its tuning (\(name)\(changes)\(over)).",
      choices: [
        .init(title: "Restore", key: Key("r")) { [unowned self] in
          editor.restore(kept: kept.tuning, at: lastRoutedTimestamp)
          restore()
        },
        .init(title: "Discard", key: Key("d")) { discard() },
        .init(title: "Later", key: Key("escape")) {},
      ])
  }
}

extension OverlayController {
  /// Whether the panel's sections fold, only the ones for what is on screen open (the
  /// window's panel; tests that press rows see every section).
  package var foldsTuningSections: Bool {
    get { panel.folds }
    set {
      panel.folds = newValue
      setNeedsDrawing()
    }
  }

  /// The screen on show, each frame: a new screen opens its sections of the panel
  /// (``TuningGroup/shown(presented:pushed:)``) and folds the rest.
  package func showScreen(presented: [String], pushed: Int) {
    let before = panel.expandedGroups
    panel.showScreen(TuningGroup.shown(presented: presented, pushed: pushed))
    if panel.expandedGroups != before { setNeedsDrawing() }
  }
}

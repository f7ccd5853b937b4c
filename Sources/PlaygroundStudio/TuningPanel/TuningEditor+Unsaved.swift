import SheetTuning

/// No edit lost: each session's tuning is compared with what its file holds (or what it
/// started as, without a file), so the panel's header, the window's title and the quit
/// prompt can say that edits are unsaved. A save, or a hot reload of the file (the file
/// then holds what the session runs), makes the tuning saved again. A replay's panel edits
/// a what-if fork, saved as a recording, so a replay tracks none.
extension TuningEditor {
  /// Whether edits are tracked: a live session's panel, not a replay's.
  var tracksUnsaved: Bool { recordsOutsideChanges }

  /// Notes the tuning a session runs: its first is its saved one, and so is one changed
  /// from outside the panel (a reload of its file).
  func noteSessionTuning(_ tuning: Tuning, outside: Bool) {
    let wasUnsaved = isDraftUnsaved
    if savedTunings[inspectedSession] == nil || outside {
      savedTunings[inspectedSession] = tuning
    }
    latestTunings[inspectedSession] = tuning
    if wasUnsaved != isDraftUnsaved { onUnsavedChange?() }
  }

  /// The draft was written to its file.
  func markSaved() {
    savedTunings[inspectedSession] = draft
    latestTunings[inspectedSession] = draft
    onUnsavedChange?()
    panel.forgetShownTuning()
    showDraft()
  }

  /// Whether the inspected session's tuning differs from its file's.
  package var isDraftUnsaved: Bool {
    guard tracksUnsaved, !isDraftUnknown, let saved = savedTunings[inspectedSession] else {
      return false
    }
    return draft != saved
  }

  /// How many sessions (the one device, or a comparison's sides) hold unsaved edits.
  package var unsavedSessionCount: Int {
    guard tracksUnsaved else { return 0 }
    var count = isDraftUnsaved ? 1 : 0
    for (session, tuning) in latestTunings where session != inspectedSession {
      if let saved = savedTunings[session], saved != tuning { count += 1 }
    }
    return count
  }

  /// Whether any session holds unsaved edits.
  package var hasUnsavedEdits: Bool { unsavedSessionCount > 0 }

  /// The unsaved edits in a few words: "sheet.duration", or "preset classic (was ios26)"
  /// with the keys changed on top of the new preset.
  package var unsavedSummary: String {
    guard let saved = savedTunings[inspectedSession] else { return "" }
    guard saved.presetName != draft.presetName else { return Self.describe(from: saved, to: draft) }
    let preset = Tuning.preset(named: draft.presetName) ?? Tuning(preset: draft.basePreset)
    let keys = TuningHistory.changedKeys(from: preset, to: draft)
    let switched = "preset \(draft.presetName) (was \(saved.presetName))"
    return keys.isEmpty ? switched : "\(switched) with \(Self.list(keys))"
  }

  /// The inspected session's tuning to keep (its file is ``tuningPath``), when it is unsaved;
  /// else another side's that is, else nil.
  package var tuningToKeep: Tuning? {
    if isDraftUnsaved { return draft }
    for (session, tuning) in latestTunings where session != inspectedSession {
      if let saved = savedTunings[session], saved != tuning { return tuning }
    }
    return nil
  }

  /// Brings `tuning` (kept by an earlier session) into the session as the panel's own
  /// edits: recorded like any, one undo step, unsaved until Save.
  func restore(kept tuning: Tuning, at timestamp: Double) {
    closeStep()
    typedAt = timestamp
    let before = draft
    for change in Tuning.changes(from: draft, to: tuning) { queue(change) }
    if keepsHistory, before != draft { history.record(from: before, to: draft) }
    onUnsavedChange?()
  }
}

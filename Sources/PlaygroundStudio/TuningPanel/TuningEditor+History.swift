import SheetTuning

/// Undo and redo (Ctrl+Z, Ctrl+Shift+Z): every change made through the panel is one step from
/// the tuning before it to the one after (a drag's step closes when the press ends), and so
/// is a change that reached the session from elsewhere (a hot reload of the tuning file).
/// Undoing queues the tuning events that lead back, so they are recorded like any edit.
extension TuningEditor {
  /// The host's session whose tuning the panel shows: a comparison's other side (or a new
  /// session) brings its own history, and its different tuning is no change to undo.
  package func inspect(_ session: ObjectIdentifier?) {
    guard session != inspectedSession else { return }
    closeStep()
    if let inspectedSession { parkedHistories[inspectedSession] = history }
    history = session.flatMap { parkedHistories.removeValue(forKey: $0) } ?? TuningHistory()
    inspectedSession = session
    openStepStart = nil
    discardDraft()
  }

  /// Ends the step under way: what the draft is now is its `after`.
  func closeStep() {
    guard let start = openStepStart else { return }
    openStepStart = nil
    guard keepsHistory else { return }
    history.record(from: start, to: draft)
  }

  /// A session tuning the panel did not make: recorded as a step of its own.
  func noteOutsideChange(to tuning: Tuning) {
    guard keepsHistory, recordsOutsideChanges, tuning != draft, !isDraftUnknown else { return }
    closeStep()
    history.record(from: draft, to: tuning)
  }

  /// Ctrl+Z at `timestamp`: back to the tuning before the last step.
  func undo(at timestamp: Double) {
    closeStep()
    guard keepsHistory, let step = history.undo() else {
      return showStatus("Nothing to undo", isError: false)
    }
    restore(step.before, at: timestamp)
    showStatus(
      "Undid \(Self.describe(from: step.after, to: step.before)) (Ctrl+Shift+Z redoes)",
      isError: false)
  }

  /// Ctrl+Shift+Z at `timestamp`: the last undone step again.
  func redo(at timestamp: Double) {
    closeStep()
    guard keepsHistory, let step = history.redo() else {
      return showStatus("Nothing to redo", isError: false)
    }
    restore(step.after, at: timestamp)
    showStatus("Redid \(Self.describe(from: step.before, to: step.after))", isError: false)
  }

  /// Queues the changes from the draft to exactly `target`, outside any step.
  private func restore(_ target: Tuning, at timestamp: Double) {
    typedAt = timestamp
    for change in Tuning.changes(from: draft, to: target) { queue(change) }
  }

  /// A step in a few words: the preset it switches to and the keys it changes.
  package static func describe(from before: Tuning, to after: Tuning) -> String {
    var parts: [String] = []
    if before.presetName != after.presetName { parts.append("preset \(after.presetName)") }
    let keys = TuningHistory.changedKeys(from: before, to: after)
    switch keys.count {
    case 0: break
    case 1...2: parts.append(keys.joined(separator: ", "))
    default: parts.append("\(keys[0]) and \(keys.count - 1) more")
    }
    return parts.isEmpty ? "nothing" : parts.joined(separator: " with ")
  }
}

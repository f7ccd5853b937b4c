import SheetTuning

/// The panel's undo and redo: each step is the tuning before and after one change a person
/// made (a slider's whole drag, a typed value, a graph drag, a Reset, a preset switch, a hot
/// reload of the tuning file).
///
/// Steps hold whole tunings, not the changes that made them, so undoing a step is "go back to
/// exactly this tuning" whatever happened in between: the changes that get there are worked
/// out by `Tuning.changes(from:to:)` and recorded as ordinary tuning events, so a replay of an
/// undone session runs exactly as the live one did.
package struct TuningHistory: Sendable {
  struct Step: Hashable, Sendable {
    package var before: Tuning
    package var after: Tuning
  }

  /// How many steps are kept; the oldest go first.
  package static let limit = 200

  private(set) var undoSteps: [Step] = []
  private(set) var redoSteps: [Step] = []

  var canUndo: Bool { !undoSteps.isEmpty }
  var canRedo: Bool { !redoSteps.isEmpty }

  /// Adds a step (nothing when it changed nothing); a new change ends what redo could redo.
  package mutating func record(from before: Tuning, to after: Tuning) {
    guard before != after else { return }
    undoSteps.append(Step(before: before, after: after))
    if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
    redoSteps.removeAll()
  }

  /// The last step, moved to the redo list: its `before` is the tuning to go back to.
  mutating func undo() -> Step? {
    guard let step = undoSteps.popLast() else { return nil }
    redoSteps.append(step)
    return step
  }

  /// The last undone step, moved back: its `after` is the tuning to go to.
  mutating func redo() -> Step? {
    guard let step = redoSteps.popLast() else { return nil }
    undoSteps.append(step)
    return step
  }

  /// The keys whose values differ between two tunings, for the panel's one-line account.
  package static func changedKeys(from before: Tuning, to after: Tuning) -> [String] {
    Tuning.parameters.map(\.key).filter { key in
      before.value(forKey: key)?.bitPattern != after.value(forKey: key)?.bitPattern
    }
  }
}

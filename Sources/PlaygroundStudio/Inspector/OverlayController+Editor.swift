import PlaygroundSessions
import SheetTuning

/// The overlays' ways into the tuning panel's editor: its history, clipboard, file and
/// snapshots, which the session sets up and the replay adjusts.
extension OverlayController {
  /// Whether the panel's changes are kept for undo.
  public var keepsTuningHistory: Bool {
    get { editor.keepsHistory }
    set { editor.keepsHistory = newValue }
  }

  /// A change the panel did not make, one undo step from `before` to `after` (a replay's hot
  /// reload, which the replay applies itself).
  package func recordTuningStep(from before: Tuning, to after: Tuning) {
    guard keepsTuningHistory, before != after else { return }
    editor.closeStep()
    editor.history.record(from: before, to: after)
  }

  /// Whether a tuning change the panel did not make (a hot reload) is an undo step; a replay
  /// says no: its recording's tuning events and its seeks change the tuning shown.
  public var recordsOutsideTuningChanges: Bool {
    get { editor.recordsOutsideChanges }
    set { editor.recordsOutsideChanges = newValue }
  }

  /// Puts the "Copy as" menu's text on the system clipboard; the failure's one line, or nil.
  /// The window sets it (SDL's clipboard).
  public var writeClipboard: ((String) -> String?)? {
    get { editor.writeClipboard }
    set { editor.writeClipboard = newValue }
  }

  /// The file Save writes; in compare mode the host points it at the selected side's
  /// tuning file, when that side came from one.
  public var tuningPath: String {
    get { editor.tuningPath }
    set { editor.tuningPath = newValue }
  }
  /// Where the panel's named snapshots are kept (see ``TuningSnapshots``).
  package var snapshots: TuningSnapshots {
    get { editor.snapshots }
    set { editor.snapshots = newValue }
  }

  /// Whether Save asks for the path first: the host says so for a compare side that came
  /// from a preset (see ``TuningEditor/startAskingSavePath()``).
  package var asksForSavePath: Bool {
    get { editor.asksForSavePath }
    set { editor.asksForSavePath = newValue }
  }

  /// Told the path a Save wrote after asking, so the host keeps it for that side.
  package var onSavePathChosen: ((String) -> Void)? {
    get { editor.onSavePathChosen }
    set { editor.onSavePathChosen = newValue }
  }
}

import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetTuning

/// The tuning panel's editing: its one draft of the tuning, the changes its controls make
/// (validated and queued for the host to record and step), typing a value, and Save.
///
/// The session's tuning lives in the playground; the draft is the panel's only copy. It runs
/// ahead of the session between an edit and the frame that applies it (so two edits in one
/// frame build on each other) and is the session's again after every frame.
@MainActor
final class TuningEditor {
  let panel: TuningPanelView
  /// The file Save writes; in compare mode the host points it at the selected side's
  /// tuning file, when that side came from one.
  package var tuningPath: String {
    didSet {
      guard tuningPath != oldValue else { return }
      // The host moved Save elsewhere (another side): a path being asked for is dropped.
      if isAskingSavePath { savePathText = nil }
      panel.header.savePathField.isHidden = true
      showStatus("Save writes \(tuningPath)", isError: false)
    }
  }
  /// Whether Save asks for the path first (a compare side from a preset; the host says).
  package var asksForSavePath = false
  /// The path being typed for Save (``startAskingSavePath()``), nil when none is.
  var savePathText: String?
  /// Told the path a Save wrote after asking, so the host points that side's Save there.
  package var onSavePathChosen: ((String) -> Void)?
  /// Where the named snapshots are: beside the tuning file the editor started with, unless
  /// the host names the session's folder (one for every side of a comparison).
  package var snapshots: TuningSnapshots {
    didSet { refreshSnapshots() }
  }
  /// The snapshot name being typed ("Save as…"), nil when none is.
  var snapshotName: String?
  /// The panel's draft: the session's tuning with the edits not yet stepped.
  private(set) var draft = Tuning.standard
  /// Whether the draft holds edits the session has not applied yet.
  private var draftIsAhead = false
  /// Whether the draft is no session's tuning yet (before the first frame, after the host
  /// switched sessions): the next tuning seen is adopted, not taken for a change.
  private(set) var isDraftUnknown = true
  private var pendingChanges: [TuningChange] = []
  /// The row whose value is being typed, and the text so far.
  var typing: (row: TuningRowView, value: TypedValue)?
  /// The parameter search being typed (`/`), nil when none is; the filter stays after Return.
  var findQuery: String?
  package var filter = ParameterFilter(query: "")
  /// When the last typing key was pressed: a typed value's change is recorded at its time.
  var typedAt = 0.0
  /// Undo and redo of the inspected session's tuning (see ``TuningHistory``).
  var history = TuningHistory()
  /// Every other session's history (a comparison's other side), kept while it is not shown.
  var parkedHistories: [ObjectIdentifier: TuningHistory] = [:]
  /// The session whose tuning the draft is; nil until the host says (tests, one device).
  package var inspectedSession: ObjectIdentifier?
  /// The tuning before the change under way (a drag not yet released): one undo step.
  var openStepStart: Tuning?
  /// Puts text on the system clipboard ("Copy as"); the failure's one line, or nil. The
  /// host sets it (SDL's clipboard); without it the text only shows in the panel.
  package var writeClipboard: ((String) -> String?)?
  /// Whether changes are kept for undo.
  var keepsHistory = true
  /// Whether a tuning the panel did not make is an undo step of its own (a hot reload); not
  /// in a replay, where the recording's own tuning events and seeks change the tuning shown.
  var recordsOutsideChanges = true
  /// Each session's tuning as its file holds it (or as it started, with no file): what the
  /// panel's edits are unsaved against (``TuningEditor/hasUnsavedEdits``).
  var savedTunings: [ObjectIdentifier?: Tuning] = [:]
  /// Each session's tuning as last seen, for a session not inspected now.
  var latestTunings: [ObjectIdentifier?: Tuning] = [:]
  /// Told when the draft's saved or unsaved state may have changed (the title follows it).
  package var onUnsavedChange: (() -> Void)?

  /// Where Save writes: the window's files, or a test's memory.
  let store: any TuningStore

  package init(panel: TuningPanelView, tuningPath: String, store: any TuningStore) {
    self.panel = panel
    self.store = store
    self.tuningPath = tuningPath
    snapshots = TuningSnapshots(besideTuningFile: tuningPath)
    wireControls()
    panel.showStatus("Save writes \(tuningPath)", isError: false)
    refreshSnapshots()
  }

  private func wireControls() {
    for row in panel.rows {
      row.onEdit = { [unowned self, parameter = row.parameter] edit in
        apply(edit, to: parameter)
      }
      // A click on a row's value starts typing it.
      row.onPressValue = { [unowned self, unowned row] in startTyping(row) }
    }
    for editor in panel.springEditors {
      editor.onEdit = { [unowned self, spring = editor.spring] parameters in
        apply(parameters, to: spring)
      }
    }
    for editor in panel.curveEditors {
      editor.onEdit = { [unowned self, prefix = editor.prefix] x1, y1, x2, y2 in
        for (suffix, value) in [(".x1", x1), (".y1", y1), (".x2", x2), (".y2", y2)] {
          apply(.drag(value), to: prefix + suffix)
        }
      }
    }
    panel.header.presetSwitch.onSelect = { [unowned self] preset in switchPreset(to: preset) }
    panel.header.saveButton.onTap = { [unowned self] in save() }
    panel.header.copyMenu.onCopy = { [unowned self] target in copy(as: target) }
    panel.header.snapshotsMenu.onSaveAs = { [unowned self] in startNamingSnapshot() }
    panel.header.snapshotsMenu.onRestore = { [unowned self] name in restoreSnapshot(name) }
  }

  /// Takes the session's tuning as the draft, unless the draft holds edits made since the
  /// last frame (they are on their way to the session).
  func adopt(_ tuning: Tuning) {
    guard !draftIsAhead else { return }
    let outside = !isDraftUnknown && tuning != draft
    noteOutsideChange(to: tuning)
    draft = tuning
    isDraftUnknown = false
    noteSessionTuning(tuning, outside: outside)
  }

  /// The next tuning seen is the draft, whatever it is (the host switched sessions).
  func discardDraft() {
    isDraftUnknown = true
  }

  /// After a frame: the session applied every edit, so its tuning is the draft again. What
  /// else changed it (a hot reload of the tuning file) is an undo step of its own.
  func frameStepped(tuning: Tuning) {
    let outside = !isDraftUnknown && tuning != draft
    noteOutsideChange(to: tuning)
    draftIsAhead = false
    draft = tuning
    isDraftUnknown = false
    noteSessionTuning(tuning, outside: outside)
  }

  /// The changes made since the last call, to record and step.
  func takePendingChanges() -> [TuningChange] {
    defer { pendingChanges.removeAll() }
    return pendingChanges
  }

  private func apply(_ edit: TuningRowView.Edit, to parameter: TuningParameter) {
    let key = parameter.key
    switch edit {
    case .drag(let dragged):
      let value = SliderScale(parameter: parameter).restoringPreset(
        dragged, presetValue: draft.presetValue(of: parameter))
      guard let clamped = try? draft.clamped(value, forKey: key),
        let nearest = clamped.value(forKey: key)
      else { return }
      emit(.set(key: key, value: nearest))
    case .toggle:
      emit(.set(key: key, value: draft.value(forKey: key) == 0 ? 1 : 0))
    case .reset:
      emit(.set(key: key, value: draft.presetValue(of: parameter)))
    }
  }

  /// A key's edit by name (the graph editors edit rows' keys).
  private func apply(_ edit: TuningRowView.Edit, to key: String) {
    guard let parameter = Tuning.parameter(forKey: key) else { return }
    apply(edit, to: parameter)
  }

  /// A spring editor's drag: its response and damping ratio, each clamped to its key's range.
  private func apply(_ parameters: SpringParameters, to spring: TuningSpring) {
    for (key, value) in [
      (spring.responseKey, parameters.response), (spring.dampingKey, parameters.dampingRatio),
    ] {
      guard let clamped = try? draft.clamped(value, forKey: key),
        let nearest = clamped.value(forKey: key)
      else { continue }
      emit(.set(key: key, value: nearest))
    }
  }

  /// Queues `change` as part of the undo step under way (one starts if none is).
  func emit(_ change: TuningChange) {
    let before = draft
    guard queue(change) else { return }
    if openStepStart == nil { openStepStart = before }
  }

  /// Queues `change` unless it changes nothing or `Tuning.setValue` would refuse it (the
  /// recording reader rejects invalid changes, so none may be recorded); whether it did.
  @discardableResult
  func queue(_ change: TuningChange) -> Bool {
    switch change {
    case .set(let key, let value):
      guard let old = draft.value(forKey: key), old.bitPattern != value.bitPattern,
        (try? draft.setValue(value, forKey: key)) != nil
      else { return false }
    case .preset(let name):
      guard let preset = Tuning.preset(named: name), preset != draft else { return false }
      draft = preset
    }
    draftIsAhead = true
    pendingChanges.append(change)
    showDraft()
    return true
  }

  /// Save (the button, Ctrl+S): the draft to the tuning file, atomically; first the path,
  /// when the host says to ask (``startAskingSavePath()``).
  package func save() {
    if asksForSavePath {
      if !isAskingSavePath { startAskingSavePath() }
      return
    }
    if let problem = store.save(draft, to: tuningPath) {
      showStatus(problem, isError: true)
    } else {
      markSaved()
      showStatus("Saved \(draft.displayName) to \(tuningPath)", isError: false)
    }
  }

  /// Shows a one-line message under the Save button, e.g. why a live reload of the tuning
  /// file failed.
  func showStatus(_ message: String, isError: Bool) {
    panel.showStatus(message, isError: isError)
  }

  /// Shows the draft on the panel when it shows (the panel skips an unchanged tuning).
  func showDraft() {
    guard !panel.isHidden else { return }
    panel.show(draft, unsaved: isDraftUnsaved)
  }

  /// The panel was hidden: typing ends, and the panel draws afresh when it shows again.
  func panelHidden() {
    if typing != nil { cancelTyping() }
    if isAskingSavePath { stopAskingSavePath() }
    panel.forgetShownTuning()
  }
}

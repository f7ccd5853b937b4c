import SheetEngine
import SheetTuning

/// Named snapshots in the panel (``TuningSnapshots``): "Save as…" starts typing a name (the
/// key router gives the keys to it, as to a typed value: letters, digits, `-`, Backspace;
/// Return saves, Escape leaves it), and a snapshot's button restores it as one undo step,
/// recorded as the tuning changes it makes.
extension TuningEditor {
  var isNamingSnapshot: Bool { snapshotName != nil }

  func startNamingSnapshot() {
    if typing != nil { cancelTyping() }
    if isFinding { keepFilter() }
    snapshotName = ""
    showNaming()
  }

  /// A key typed into the name.
  func nameSnapshot(_ key: Key) {
    guard var name = snapshotName else { return }
    if key.name == "backspace" {
      if !name.isEmpty { name.removeLast() }
    } else if key.name == "minus" || key.name == "underscore" {
      name += key.name == "minus" ? "-" : "_"
    } else if let character = ParameterFilter.character(for: key.name) {
      name += character
    } else {
      return
    }
    snapshotName = name
    showNaming()
  }

  /// Return saves the draft under the name typed (a bad name says why and keeps typing);
  /// Escape leaves it.
  func finishNamingSnapshot(save: Bool) {
    guard let name = snapshotName else { return }
    guard save else {
      snapshotName = nil
      return showStatus("Save writes \(tuningPath)", isError: false)
    }
    switch snapshots.save(draft, as: name) {
    case .success(let path):
      snapshotName = nil
      showStatus("Saved snapshot \(name) to \(path)", isError: false)
      refreshSnapshots()
    case .failure(let error):
      showStatus(error.message + " (Escape leaves it)", isError: true)
    }
  }

  /// Restores snapshot `name`: the changes from the draft to it, one undo step.
  func restoreSnapshot(_ name: String) {
    switch snapshots.load(name) {
    case .success(let tuning):
      closeStep()
      for change in Tuning.changes(from: draft, to: tuning) { emit(change) }
      closeStep()
      showStatus("Restored snapshot \(name) (Ctrl+Z undoes)", isError: false)
    case .failure(let error):
      showStatus(error.message, isError: true)
      refreshSnapshots()
    }
  }

  /// The menu shows the snapshots now in the folder.
  func refreshSnapshots() {
    panel.header.snapshotsMenu.show(names: snapshots.names())
  }

  private func showNaming() {
    showStatus(
      "Snapshot: \(snapshotName ?? "")\u{258F}  (Return saves, Esc leaves)",
      isError: false)
  }
}

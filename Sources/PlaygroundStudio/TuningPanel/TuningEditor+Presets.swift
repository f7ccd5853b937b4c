import SheetTuning

/// The preset switch. Switching to the other preset keeps every change made on top of the
/// old one that the new preset does not already have (five edits are not lost to one click),
/// and the status line names them; tapping the preset already selected drops the changes.
/// Either is one undo step.
extension TuningEditor {
  func switchPreset(to preset: TuningPreset) {
    let target = Tuning(preset: preset)
    guard preset != draft.basePreset else {
      let dropped = draft.overrides.count
      emit(.preset(preset.name))
      if dropped > 0 {
        showStatus(
          "Dropped \(Self.count(dropped, "change")) to \(preset.name) (Ctrl+Z undoes)",
          isError: false)
      }
      return
    }
    let overrides = draft.overrides
    let kept = Tuning.parameters.map(\.key).filter { key in
      guard let value = overrides[key] else { return false }
      return target.value(forKey: key)?.bitPattern != value.bitPattern
    }
    emit(.preset(preset.name))
    for key in kept {
      if let value = overrides[key] { emit(.set(key: key, value: value)) }
    }
    let said = kept.isEmpty ? "" : ", kept \(Self.count(kept.count, "change")): \(Self.list(kept))"
    showStatus("Switched to \(preset.name)\(said)", isError: false)
  }

  /// Up to three keys by name, the rest counted.
  package static func list(_ keys: [String]) -> String {
    keys.count <= 3
      ? keys.joined(separator: ", ")
      : keys.prefix(2).joined(separator: ", ") + " and \(keys.count - 2) more"
  }

  package static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}

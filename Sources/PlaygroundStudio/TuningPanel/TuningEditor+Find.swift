import SheetEngine
import SheetTuning

/// Find a parameter: `/` starts a search, letters, digits, `.`, `-` and Space type it,
/// Backspace removes, and the panel shows only the rows that match (``ParameterFilter``).
/// Return keeps the filter and gives the keys back; Escape clears it.
extension TuningEditor {
  var isFinding: Bool { findQuery != nil }

  func startFinding() {
    if typing != nil { cancelTyping() }
    findQuery = filter.query
    showFilter()
  }

  /// A key typed into the search.
  package func find(_ key: Key) {
    guard var query = findQuery else { return }
    if key.name == "backspace" {
      if !query.isEmpty { query.removeLast() }
    } else if let character = ParameterFilter.character(for: key.name) {
      query += character
    } else {
      return
    }
    findQuery = query
    filter.query = query
    showFilter()
  }

  /// Return: the filter stays, the keys are the app's again; when it leaves one row with a
  /// value, typing that value starts (selected), so a parameter is found and set from the
  /// keyboard alone: `/`, its key, Return, the value, Return.
  func keepFilter() {
    findQuery = nil
    showFilter()
    let shown = panel.rows.filter { !$0.isHidden }
    if shown.count == 1, let row = shown.first, row.parameter.kind != .bool {
      startTyping(row)
    }
  }

  /// Escape: every row again.
  func clearFilter() {
    findQuery = nil
    filter.query = ""
    showFilter()
  }

  private func showFilter() {
    let matched = panel.apply(filter)
    let total = panel.rows.count
    if let findQuery {
      showStatus(
        "Find: \(findQuery)\u{258F}  \(matched) of \(total) (Return keeps, Escape clears)",
        isError: matched == 0)
    } else if filter.isActive {
      showStatus(
        "Showing \(matched) of \(total) for \"\(filter.query)\" (/ changes it)", isError: false)
    } else {
      showStatus("Save writes \(tuningPath)", isError: false)
    }
  }
}

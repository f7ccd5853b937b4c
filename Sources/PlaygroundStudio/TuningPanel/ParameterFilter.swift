import SheetTuning

/// Find a parameter (`/` in the panel): the rows whose key, name in the panel, group or
/// one-line description contain every word typed, ignoring case. Eighty-odd parameters in
/// one scrolling column are otherwise found by reading them all.
struct ParameterFilter: Equatable, Sendable {
  var query: String

  private var words: [Substring] { query.lowercased().split(separator: " ") }

  var isActive: Bool { !words.isEmpty }

  func matches(_ parameter: TuningParameter, group: TuningGroup) -> Bool {
    let words = words
    guard !words.isEmpty else { return true }
    let text = [
      parameter.key, TuningRowView.displayName(of: parameter.key, in: group), group.title,
      parameter.summary, parameter.unit,
    ].joined(separator: " ").lowercased()
    return words.allSatisfy { text.contains($0) }
  }

  /// The character a key types into the query, or nil for a key that types none.
  package static func character(for name: String) -> String? {
    switch name {
    case "period": "."
    case "minus": "-"
    case "space": " "
    default: name.count == 1 && name.allSatisfy { $0.isLetter || $0.isNumber } ? name : nil
    }
  }
}

/// The sections of the tuning panel. Parameters are grouped by what a person is adjusting
/// rather than by key prefix, so the card and zoom parameters sit with the sheet's.
public enum TuningGroup: String, CaseIterable, Hashable, Sendable {
  case sheet
  case dismiss
  case list
  case navigation
  case springs
  case motion

  /// The section's heading in the panel.
  public var title: String {
    switch self {
    case .sheet: "Sheet"
    case .dismiss: "Dismiss"
    case .list: "List"
    case .navigation: "Navigation"
    case .springs: "Springs"
    case .motion: "Motion"
    }
  }
}

/// The sections of the tuning panel, by what their parameters move: the sheet's motion, its
/// detents, its dismissal, scrolling, navigation, the card, the zoom, and the look (dim,
/// corners, grabber, shadow, glass, Reduce Motion). A section holds keys of several
/// prefixes where they move one thing (the sheet's springs sit with the sheet).
public enum TuningGroup: String, CaseIterable, Hashable, Sendable {
  case sheet
  case detents
  case dismissal
  case scrolling
  case navigation
  case card
  case zoom
  case look

  /// The section's heading in the panel.
  public var title: String {
    switch self {
    case .sheet: "Sheet"
    case .detents: "Detents"
    case .dismissal: "Dismissal"
    case .scrolling: "Scrolling"
    case .navigation: "Navigation"
    case .card: "Card"
    case .zoom: "Zoom"
    case .look: "Look"
    }
  }

  /// The sections for what a screen shows: the one the panel opens when that screen is on
  /// show (the text sheet: the sheet and its dismissal; the list: scrolling and detents).
  /// `presented` are the presented screens' IDs, bottom first; `pushed` how many pages the
  /// window's navigation stack holds. Nil for screens the playground does not know (a
  /// scene's).
  public static func shown(presented: [String], pushed: Int) -> [TuningGroup]? {
    if let top = presented.last {
      switch top {
      case "text", "text-2": return [.sheet, .dismissal]
      case "list": return [.scrolling, .detents]
      case "card": return [.card]
      case "zoom": return [.zoom]
      case "form", "discard": return [.sheet, .look]
      default: return nil
      }
    }
    return pushed > 1 ? [.navigation] : [.sheet]
  }
}

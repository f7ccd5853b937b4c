/// The inspector's collapsible sections, top to bottom.
enum InspectorSection: String, CaseIterable, Sendable {
  case hud, motionPlot, tuning

  var title: String {
    switch self {
    case .hud: "HUD"
    case .motionPlot: "Motion plot"
    case .tuning: "Tuning"
    }
  }
}

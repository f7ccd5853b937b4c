/// The inspector's collapsible sections, top to bottom.
package enum InspectorSection: String, CaseIterable, Sendable {
  case hud, motionPlot, tuning

  package var title: String {
    switch self {
    case .hud: "HUD"
    case .motionPlot: "Motion plot"
    case .tuning: "Tuning"
    }
  }
}

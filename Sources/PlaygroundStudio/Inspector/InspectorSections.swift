import SheetEngine

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

/// Which parts of the inspector show: the column itself (T) and which of its sections are
/// open. A section shows when the column does and it is open; showing one opens the column
/// too, and a new inspector opens on the tuning panel.
package struct InspectorSections: Equatable, Sendable {
  var isColumnVisible = false
  private(set) var expanded: Set<InspectorSection> = [.tuning]

  func isShowing(_ section: InspectorSection) -> Bool {
    isColumnVisible && expanded.contains(section)
  }

  /// Showing a section opens the inspector too; hiding one collapses it.
  mutating func setShowing(_ section: InspectorSection, _ showing: Bool) {
    if showing {
      expanded.insert(section)
      isColumnVisible = true
    } else {
      expanded.remove(section)
    }
  }

  /// H and G: open the inspector on the section, or collapse and expand it.
  package mutating func toggle(_ section: InspectorSection) {
    setShowing(section, !isShowing(section))
  }

  /// A click on a section's header: it collapses or expands, the column stays.
  mutating func flip(_ section: InspectorSection) {
    expanded.formSymmetricDifference([section])
  }
}

/// A section's title bar in the inspector: a disclosure triangle and the title; a press
/// collapses or expands the section (``onPress``, the controller's).
@MainActor
final class InspectorSectionHeader: View {
  package let section: InspectorSection
  private let label = Label(text: " ", fontSize: 13, textColor: OverlayStyle.text)
  /// Called when the left button goes down on the header.
  var onPress: (() -> Void)?

  package init(section: InspectorSection) {
    self.section = section
    super.init(frame: .zero)
    accessibilityIdentifier = "inspector-\(section.rawValue)"
    label.isUserInteractionEnabled = false
    addSubview(label)
    show(expanded: false)
  }

  override func pointerBegan(at point: Point) {
    onPress?()
  }

  package func show(expanded: Bool) {
    label.text = (expanded ? "\u{25BC}  " : "\u{25B6}  ") + section.title
  }

  package override func layoutSubviews() {
    label.frame = Rect(x: 4, y: 7, width: max(0, bounds.width - 8), height: 18)
  }
}

import SheetEngine

/// A section's title bar in the inspector: a disclosure triangle and the title; a click
/// collapses or expands the section (the controller handles the click).
@MainActor
final class InspectorSectionHeader: View {
  let section: InspectorSection
  private let label = Label(text: " ", fontSize: 13, textColor: OverlayStyle.text)

  init(section: InspectorSection) {
    self.section = section
    super.init(frame: .zero)
    accessibilityIdentifier = "inspector-\(section.rawValue)"
    addSubview(label)
    show(expanded: false)
  }

  func show(expanded: Bool) {
    label.text = (expanded ? "\u{25BE}  " : "\u{25B8}  ") + section.title
  }

  override func layoutSubviews() {
    label.frame = Rect(x: 4, y: 7, width: max(0, bounds.width - 8), height: 18)
  }
}

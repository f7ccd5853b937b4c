import SheetEngine

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
    label.text = (expanded ? "\u{25BE}  " : "\u{25B8}  ") + section.title
  }

  package override func layoutSubviews() {
    label.frame = Rect(x: 4, y: 7, width: max(0, bounds.width - 8), height: 18)
  }
}

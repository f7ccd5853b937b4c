import SheetEngine

/// The tuning panel's named snapshots (issue 24, item 2): "Save as…" asks for a name (typed,
/// shown in the status line) and keeps the tuning under it; one button per snapshot kept
/// beside the tuning file restores it, as one undo step.
@MainActor
final class SnapshotsMenu: View {
  static let buttonHeight = 26.0
  static let columns = 3

  /// "Save as…" was tapped.
  var onSaveAs: (() -> Void)?
  /// A snapshot's button was tapped: restore it.
  var onRestore: ((String) -> Void)?
  let titleLabel = Label(text: "Snapshots", fontSize: 13, textColor: OverlayStyle.secondaryText)
  let saveAsButton = SnapshotsMenu.makeButton("Save as\u{2026}", color: OverlayStyle.accent)
  /// The snapshots shown, by name, each with its button.
  private(set) var entries: [(name: String, button: Button)] = []
  private let spacing = 4.0

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    addSubview(titleLabel)
    saveAsButton.onTap = { [unowned self] in onSaveAs?() }
    addSubview(saveAsButton)
  }

  private static func makeButton(_ title: String, color: Color = OverlayStyle.text) -> Button {
    let button = Button(
      title: title, fontSize: 12, titleColor: color, normalColor: OverlayStyle.control,
      highlightedColor: OverlayStyle.controlPressed)
    button.cornerRadii = CornerRadii(all: 6)
    button.preferredHeight = buttonHeight
    return button
  }

  /// Shows one button per name (nothing to do when they are the ones shown).
  package func show(names: [String]) {
    guard names != entries.map(\.name) else { return }
    for entry in entries { entry.button.removeFromSuperview() }
    entries = names.map { name in
      let button = Self.makeButton(name)
      button.accessibilityIdentifier = "snapshot-\(name)"
      button.onTap = { [unowned self] in onRestore?(name) }
      addSubview(button)
      return (name, button)
    }
    superview?.setNeedsLayout()
    setNeedsLayout()
  }

  private var buttons: [Button] { [saveAsButton] + entries.map(\.button) }

  private var rowCount: Int { (buttons.count + Self.columns - 1) / Self.columns }

  override func sizeThatFits(_ size: Size) -> Size {
    let title = titleLabel.sizeThatFits(size).height
    let height = title + spacing + Double(rowCount) * (Self.buttonHeight + spacing)
    return Size(width: size.width, height: height.rounded(.up))
  }

  package override func layoutSubviews() {
    let title = titleLabel.sizeThatFits(bounds.size).height
    titleLabel.frame = Rect(x: 0, y: 0, width: bounds.width, height: title)
    let width = (bounds.width - spacing * Double(Self.columns - 1)) / Double(Self.columns)
    for (index, button) in buttons.enumerated() {
      let row = Double(index / Self.columns)
      let column = Double(index % Self.columns)
      button.frame = Rect(
        x: (column * (width + spacing)).rounded(),
        y: title + spacing + row * (Self.buttonHeight + spacing), width: width.rounded(.down),
        height: Self.buttonHeight)
    }
  }
}

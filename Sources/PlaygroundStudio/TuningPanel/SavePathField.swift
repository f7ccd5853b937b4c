import SheetEngine

/// The field Save asks for a path in (a compare side that came from a preset): the path as
/// typed, with a caret, in a grey box under the Save button, and one line under it with the
/// keys or why the path cannot be written. Hidden while nothing is asked. A path wider than
/// the box shows its end (the part being typed) after an ellipsis.
@MainActor
final class SavePathField: View {
  static let fieldHeight = 26.0
  package static let fontSize = 12.0

  package let field = Label(
    text: "", fontSize: SavePathField.fontSize, textColor: OverlayStyle.text)
  let hint = Label(
    text: "", fontSize: SavePathField.fontSize, textColor: OverlayStyle.secondaryText)
  private let box = View()
  /// The path as typed (the field may show only its end).
  package private(set) var path = ""

  package override init(frame: Rect = .zero) {
    super.init(frame: frame)
    accessibilityIdentifier = "save-path"
    box.backgroundColor = OverlayStyle.control
    box.cornerRadii = CornerRadii(all: 6)
    box.addSubview(field)
    addSubview(box)
    addSubview(hint)
    isHidden = true
  }

  /// Shows `path` being typed and `hint` under it (red when it says why not).
  package func show(path: String, hint text: String, isError: Bool) {
    self.path = path
    hint.text = text
    hint.textColor = isError ? OverlayStyle.error : OverlayStyle.secondaryText
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  override func sizeThatFits(_ size: Size) -> Size {
    let hintHeight = hint.sizeThatFits(Size(width: size.width, height: .infinity)).height
    return Size(width: size.width, height: Self.fieldHeight + 2 + hintHeight.rounded(.up))
  }

  package override func layoutSubviews() {
    box.frame = Rect(x: 0, y: 0, width: bounds.width, height: Self.fieldHeight)
    field.frame = Rect(x: 6, y: 5, width: bounds.width - 12, height: Self.fieldHeight - 5)
    field.text = shownText(width: field.frame.width)
    hint.frame = Rect(
      x: 0, y: Self.fieldHeight + 2, width: bounds.width,
      height: bounds.height - Self.fieldHeight - 2)
  }

  /// The path and the caret, cut at the front to fit `width`.
  private func shownText(width: Double) -> String {
    let caret = "\u{258F}"
    guard let measurer = window?.textMeasurer else { return path + caret }
    let size = field.scaledFontSize
    var shown = Substring(path)
    var prefix = ""
    while !shown.isEmpty, measurer.width(of: prefix + shown + caret, fontSize: size) > width {
      shown = shown.dropFirst()
      prefix = "\u{2026}"
    }
    return prefix + shown + caret
  }
}

import SheetEngine
import SheetScene

/// A scene screen's content as one stack, in the sheets' style (``SheetTextStack``): a
/// title, then each block 12 pt apart (an image as wide as the margins allow, a paragraph,
/// a list of rows), then the buttons 24 pt below.
@MainActor
enum SceneContentStack {
  static func make(
    body: SceneBody, showsTitle: Bool, topInset: Double, buttons: [Button],
    imageSize: (String) -> Size
  ) -> StackView {
    let stack = StackView(
      spacing: 12,
      insets: EdgeInsets(top: topInset, left: Theme.margin, bottom: 16, right: Theme.margin))
    if showsTitle, let title = body.title {
      let label = SheetTextStack.makeTitle(title)
      stack.addArrangedSubview(label)
      stack.setCustomSpacing(16, after: label)
    }
    var last: View?
    for block in body.content {
      let view: View
      switch block {
      case .image(let name):
        view = ImageView(imageName: name, imageSize: imageSize(name))
      case .text(let text):
        view = Label(text: text, fontSize: 16, textColor: Theme.secondaryText)
      case .list(let rows):
        view = SceneListView(rows: rows)
      }
      stack.addArrangedSubview(view)
      last = view
    }
    if let last, !buttons.isEmpty { stack.setCustomSpacing(24, after: last) }
    for button in buttons { stack.addArrangedSubview(button) }
    return stack
  }
}

/// Rows with titles, 44 pt each, with hairline separators between them as the list sheet's.
@MainActor
final class SceneListView: View {
  static let rowHeight = 44.0
  private let labels: [Label]
  private let separators: [View]

  init(rows: [String]) {
    labels = rows.map { Label(text: $0, fontSize: Theme.bodySize, textColor: Theme.primaryText) }
    separators = rows.dropLast().map { _ in
      let line = View()
      line.backgroundColor = Color(hex: 0xC6C6C8)
      return line
    }
    super.init()
    isUserInteractionEnabled = false
    for label in labels { addSubview(label) }
    for separator in separators { addSubview(separator) }
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(width: size.width, height: Double(labels.count) * Self.rowHeight)
  }

  override func layoutSubviews() {
    let lineHeight =
      labels.first?.sizeThatFits(Size(width: bounds.width, height: .infinity)).height ?? 0
    for (index, label) in labels.enumerated() {
      let top = Double(index) * Self.rowHeight
      label.frame = Rect(
        x: 0, y: top + (Self.rowHeight - lineHeight) / 2, width: bounds.width, height: lineHeight)
    }
    for (index, separator) in separators.enumerated() {
      separator.frame = Rect(
        x: 0, y: Double(index + 1) * Self.rowHeight - 0.5, width: bounds.width, height: 0.5)
    }
  }
}

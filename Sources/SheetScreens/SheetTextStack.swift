import SheetEngine

/// The layout every text screen in a sheet or card shares: a header, paragraphs of body
/// text 12 pt apart, then a Close button 24 pt below the text, inset by the screen margin.
@MainActor
enum SheetTextStack {
  /// A Close button as the sheets and the card show it.
  static func makeCloseButton() -> Button {
    let button = Button(
      title: "Close", normalColor: Theme.accent, highlightedColor: Theme.accentPressed)
    button.preferredHeight = 50
    return button
  }

  /// A title label in the sheets' style: semibold, as iOS sets headings (the regular face
  /// where the font has no semibold, DejaVu Sans).
  static func makeTitle(_ text: String) -> Label {
    let label = Label(text: text, fontSize: 24, textColor: Theme.primaryText)
    label.fontWeight = .semibold
    return label
  }

  /// `header` views each followed by their own spacing, then `paragraphs`, then `closeButton`.
  static func make(
    topInset: Double, header: [(view: View, spacingAfter: Double)], paragraphs: [String],
    closeButton: Button
  ) -> StackView {
    let stack = StackView(
      spacing: 12,
      insets: EdgeInsets(top: topInset, left: Theme.margin, bottom: 16, right: Theme.margin))
    for (view, spacing) in header {
      stack.addArrangedSubview(view)
      stack.setCustomSpacing(spacing, after: view)
    }
    for (index, paragraph) in paragraphs.enumerated() {
      let label = Label(text: paragraph, fontSize: 16, textColor: Theme.secondaryText)
      stack.addArrangedSubview(label)
      stack.setCustomSpacing(index == paragraphs.count - 1 ? 24 : 12, after: label)
    }
    stack.addArrangedSubview(closeButton)
    return stack
  }
}

/// How a field draws: the selection behind the text, the text (or its grey placeholder) and,
/// while it edits, a caret 2 points wide, iOS's tint. The caret does not blink: the engine
/// draws what its state says, and a blink would be a clock.
extension TextField {
  static let textColor = Color(hex: 0x000000)
  static let placeholderColor = Color(hex: 0x8E8E93)
  static let tint = Color(hex: 0x007AFF)
  static let selectionColor = Color(hex: 0x007AFF).withAlpha(0.25)
  static let caretWidth = 2.0

  func appendFieldContent(to list: inout DisplayList, context: RenderContext) {
    guard let layout else { return }
    let origin = Point(x: Self.padding.left, y: Self.padding.top)
    let inner = context.transform.apply(to: bounds.inset(by: Self.padding))
    let clip = context.clip.flatMap { $0.intersection(inner) } ?? inner
    let opacity = context.opacity
    func place(_ rect: Rect, _ color: Color) {
      list.items.append(
        .fill(
          RoundedRectFill(
            rect: context.transform.apply(to: rect.offsetBy(dx: origin.x, dy: origin.y)),
            color: color.multipliedAlpha(by: opacity), clip: clip)))
    }
    if isEditing {
      for segment in layout.segments(of: editing.selection) {
        place(
          Rect(
            x: segment.from, y: Double(segment.line) * layout.lineHeight,
            width: segment.to - segment.from, height: layout.lineHeight), Self.selectionColor)
      }
    }
    let empty = editing.text.isEmpty
    let lines = empty ? [placeholder] : layout.lines
    for (index, line) in lines.enumerated() where !line.isEmpty {
      let at = context.transform.apply(
        to: Point(x: origin.x, y: origin.y + Double(index) * layout.lineHeight))
      let color = empty ? Self.placeholderColor : Self.textColor
      list.items.append(
        .text(
          TextRun(
            text: line, origin: at, fontSize: scaledFontSize * context.scale,
            color: color.multipliedAlpha(by: opacity), clip: clip)))
    }
    if isEditing, editing.selection.isEmpty {
      let caret = layout.position(of: editing.head)
      place(
        Rect(
          x: max(caret.x - Self.caretWidth / 2, 0), y: Double(caret.line) * layout.lineHeight,
          width: Self.caretWidth, height: layout.lineHeight), Self.tint)
    }
  }
}

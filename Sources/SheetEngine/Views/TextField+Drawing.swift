/// How a field draws: the selection behind the text, the text (or its grey placeholder) and,
/// while it edits, a caret 2 points wide, iOS's tint. The caret does not blink: the engine
/// draws what its state says, and a blink would be a clock.
extension TextField {
  static let textColor = Color(hex: 0x000000)
  static let placeholderColor = Color(hex: 0x8E8E93)
  static let tint = Color(hex: 0x007AFF)
  static let selectionColor = Color(hex: 0x007AFF).withAlpha(0.25)
  static let caretWidth = 2.0

  /// Only what the clip lets show is drawn: the lines in its band, each cut after the
  /// characters that reach past its right edge (``TextLineLayout``), so a field holding a
  /// long paste draws a screenful, not its text (issue 39, item 5).
  func appendFieldContent(to list: inout DisplayList, context: RenderContext) {
    guard let layout else { return }
    let origin = Point(x: Self.padding.left, y: Self.padding.top)
    let inner = context.transform.apply(to: bounds.inset(by: Self.padding))
    // A field scrolled wholly out of its clip shows nothing (its own rect as the clip drew
    // it over whatever lay there, above the sheet), nor at a zero scale, which has no inverse.
    guard let clip = context.clip.map({ $0.intersection(inner) }) ?? inner,
      let toLocal = context.transform.inverted
    else { return }
    let visible = toLocal.apply(to: clip).offsetBy(dx: -origin.x, dy: -origin.y)
    // A line's glyphs may reach a little past its band (accents, descenders): one line more
    // on each side keeps every pixel the clip shows.
    let shownLines = layout.lines(
      between: visible.minY - layout.lineHeight, and: visible.maxY + layout.lineHeight)
    let opacity = context.opacity
    func place(_ rect: Rect, _ color: Color) {
      list.items.append(
        .fill(
          RoundedRectFill(
            rect: context.transform.apply(to: rect.offsetBy(dx: origin.x, dy: origin.y)),
            color: color.multipliedAlpha(by: opacity), clip: clip)))
    }
    if isEditing {
      let segments = layout.segments(
        of: editing.selection, visible: shownLines, width: visible.maxX)
      for segment in segments {
        place(
          Rect(
            x: segment.from, y: Double(segment.line) * layout.lineHeight,
            width: segment.to - segment.from, height: layout.lineHeight), Self.selectionColor)
      }
    }
    let empty = editing.text.isEmpty
    let lines = empty ? Array(shownLines.prefix(1)) : Array(shownLines)
    for index in lines {
      let line =
        empty ? Substring(placeholder) : layout.visiblePrefix(ofLine: index, width: visible.maxX)
      guard !line.isEmpty else { continue }
      let at = context.transform.apply(
        to: Point(x: origin.x, y: origin.y + Double(index) * layout.lineHeight))
      let color = empty ? Self.placeholderColor : Self.textColor
      list.items.append(
        .text(
          TextRun(
            text: String(line), origin: at, fontSize: scaledFontSize * context.scale,
            color: color.multipliedAlpha(by: opacity), clip: clip)))
    }
    if isEditing, editing.selection.isEmpty {
      let caret = layout.location(of: editing.head)
      guard shownLines.contains(caret.line),
        caret.column <= layout.visiblePrefix(ofLine: caret.line, width: visible.maxX).count
      else { return }
      place(
        Rect(
          x: max(layout.x(ofColumn: caret.column, onLine: caret.line) - Self.caretWidth / 2, 0),
          y: Double(caret.line) * layout.lineHeight,
          width: Self.caretWidth, height: layout.lineHeight), Self.tint)
    }
  }
}

/// Multi-line text, wrapped at word boundaries to the label's width, like a `UILabel` with
/// `numberOfLines = 0`. Measured through the window's ``TextMeasuring``, so a label outside a
/// window measures as empty.
@MainActor
public final class Label: View {
  public var text: String {
    didSet { if text != oldValue { invalidateLines() } }
  }
  public var fontSize: Double {
    didSet { if fontSize != oldValue { invalidateLines() } }
  }
  /// Regular, or bold as iOS's large titles.
  public var fontWeight: FontWeight = .regular {
    didSet { if fontWeight != oldValue { invalidateLines() } }
  }
  public var textColor: Color
  public var alignment: TextAlignment = .leading

  private var cachedLines: (width: Double, size: Double, lines: [String])?

  /// The size the text is set in: ``fontSize`` times the window's Dynamic Type scale
  /// (``Window/contentSizeCategory``), so every label follows the reader's text size.
  public var scaledFontSize: Double { fontSize * (window?.contentSizeCategory.scale ?? 1) }

  public init(text: String, fontSize: Double = 17, textColor: Color = .black) {
    self.text = text
    self.fontSize = fontSize
    self.textColor = textColor
    super.init()
    isUserInteractionEnabled = false
  }

  /// The height of all wrapped lines at `size.width`, and the widest line's width.
  public override func sizeThatFits(_ size: Size) -> Size {
    guard let measurer = window?.textMeasurer else { return .zero }
    let points = scaledFontSize
    let lines = wrappedLines(width: size.width, measurer: measurer)
    let widest =
      lines.map { measurer.width(of: $0, fontSize: points, weight: fontWeight) }.max() ?? 0
    return Size(
      width: min(widest, size.width),
      height: Double(lines.count) * measurer.lineHeight(fontSize: points, weight: fontWeight))
  }

  public override func appendContent(to list: inout DisplayList, context: RenderContext) {
    guard let measurer = window?.textMeasurer, textColor.alpha > 0 else { return }
    let points = scaledFontSize
    let lineHeight = measurer.lineHeight(fontSize: points, weight: fontWeight)
    let color = textColor.multipliedAlpha(by: context.opacity)
    for (index, line) in wrappedLines(width: bounds.width, measurer: measurer).enumerated() {
      var x = bounds.minX
      if alignment == .center {
        x += (bounds.width - measurer.width(of: line, fontSize: points, weight: fontWeight)) / 2
      }
      let origin = context.transform.apply(
        to: Point(x: x, y: bounds.minY + Double(index) * lineHeight))
      list.items.append(
        .text(
          TextRun(
            text: line, origin: origin, fontSize: points * context.scale, weight: fontWeight,
            color: color, clip: context.clip)))
    }
  }

  private func invalidateLines() {
    cachedLines = nil
    superview?.setNeedsLayout()
  }

  /// Lines after greedy word wrapping; cached for the last width and text size asked.
  func wrappedLines(width: Double, measurer: TextMeasuring) -> [String] {
    let points = scaledFontSize
    if let cached = cachedLines, cached.width == width, cached.size == points {
      return cached.lines
    }
    let lines = TextWrapper(measurer: measurer, fontSize: points, weight: fontWeight)
      .wrap(text, width: width)
    cachedLines = (width, points, lines)
    return lines
  }
}

/// Horizontal placement of text lines within a label.
public enum TextAlignment: Sendable {
  case leading, center
}

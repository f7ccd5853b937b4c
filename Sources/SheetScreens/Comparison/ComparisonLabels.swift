import SheetEngine

/// The label strip under a compare session's devices: each side's letter and tuning name,
/// centred under its device; the side the tuning panel edits is marked when asked to.
@MainActor
enum ComparisonLabels {
  static let fontSize = 14.0
  static let background = Color(red: 0.12, green: 0.12, blue: 0.14)
  static let text = Color(red: 0.85, green: 0.85, blue: 0.88)
  static let accent = Color(red: 0.25, green: 0.55, blue: 1)

  static func items(
    labels: [String], layout: ComparisonLayout, selected: Int?, measurer: TextMeasuring
  ) -> [DisplayItem] {
    var items: [DisplayItem] = []
    for (index, label) in labels.enumerated() {
      let cell = layout.labelFrame(ofDevice: index)
      let letter = String(UnicodeScalar(UInt8(ascii: "A") + UInt8(index % 26)))
      let title = "\(letter)  \(label)"
      let width = measurer.width(of: title, fontSize: fontSize)
      let height = measurer.lineHeight(fontSize: fontSize)
      items.append(.fill(RoundedRectFill(rect: cell, color: background, clip: cell)))
      if index == selected {
        let bar = Rect(x: cell.minX, y: cell.maxY - 3, width: cell.width, height: 3)
        items.append(.fill(RoundedRectFill(rect: bar, color: accent, clip: cell)))
      }
      items.append(
        .text(
          TextRun(
            text: title,
            origin: Point(
              x: cell.minX + max((cell.width - width) / 2, 4),
              y: cell.minY + (cell.height - height) / 2),
            fontSize: fontSize, color: index == selected ? accent : text, clip: cell)))
    }
    return items
  }
}

/// What the software keyboard looks like: iOS's light keyboard, grey with white key caps in
/// the QWERTY rows, shift and delete, and a bottom row with 123, space and return; below
/// the keys, the row a phone with a home indicator keeps empty. The keys do not type: text
/// comes from the computer's keyboard, and a press on them only stays on the keyboard.
@MainActor
public final class KeyboardView: View {
  private let measurer: TextMeasuring
  static let background = Color(hex: 0xD1D3D9)
  /// The key caps: white, at 254/255 so the dark appearance can tell them from the white of
  /// a background (over the keyboard's grey they draw as #FFFFFF all the same: 254 + 209 /
  /// 255 rounds to 255 in every channel), and give them the dark key's grey.
  public nonisolated static let keyColor = Color(hex: 0xFFFFFF, alpha: 254.0 / 255)
  static let functionKeyColor = Color(hex: 0xABB0BA)
  static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

  init(measurer: TextMeasuring) {
    self.measurer = measurer
    super.init()
    backgroundColor = Self.background
  }

  /// The key caps in the keyboard's own points: iOS's 42-pt-tall keys, 6 pt apart
  /// sideways and 12 pt between rows, from 8 pt below the top.
  func keys() -> [(rect: Rect, label: String, isFunction: Bool)] {
    let width = bounds.width
    let gap = 6.0
    let keyWidth = (width - 2 * 3 - 9 * gap) / 10
    var keys: [(Rect, String, Bool)] = []
    for (row, letters) in Self.rows.enumerated() {
      let y = 8 + Double(row) * (42 + 12)
      let rowWidth = Double(letters.count) * keyWidth + Double(letters.count - 1) * gap
      var x = (width - rowWidth) / 2
      for letter in letters {
        keys.append((Rect(x: x, y: y, width: keyWidth, height: 42), String(letter), false))
        x += keyWidth + gap
      }
    }
    let third = 8 + 2 * 54.0
    let side = keyWidth * 1.3
    keys.append((Rect(x: 3, y: third, width: side, height: 42), "\u{21E7}", true))
    keys.append((Rect(x: width - 3 - side, y: third, width: side, height: 42), "\u{232B}", true))
    let bottom = 8 + 3 * 54.0
    let wide = keyWidth * 2.4
    keys.append((Rect(x: 3, y: bottom, width: wide, height: 42), "123", true))
    keys.append(
      (
        Rect(x: 3 + wide + gap, y: bottom, width: width - 6 - 2 * (wide + gap), height: 42),
        "space",
        false
      ))
    keys.append((Rect(x: width - 3 - wide, y: bottom, width: wide, height: 42), "return", true))
    return keys
  }

  public override func appendContent(to list: inout DisplayList, context: RenderContext) {
    let fontSize = 18.0
    let lineHeight = measurer.lineHeight(fontSize: fontSize)
    for key in keys() {
      let rect = context.transform.apply(to: key.rect)
      list.items.append(
        .fill(
          RoundedRectFill(
            rect: rect, radii: CornerRadii(all: 5 * context.scale),
            color: key.isFunction ? Self.functionKeyColor : Self.keyColor, clip: context.clip)))
      let textWidth = measurer.width(of: key.label, fontSize: fontSize)
      let origin = context.transform.apply(
        to: Point(x: key.rect.midX - textWidth / 2, y: key.rect.midY - lineHeight / 2))
      list.items.append(
        .text(
          TextRun(
            text: key.label, origin: origin, fontSize: fontSize * context.scale,
            color: Color(hex: 0x000000), clip: context.clip)))
    }
  }
}

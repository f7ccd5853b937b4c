import Testing

@testable import SheetEngine

/// Issue 39, item 5: a field holding a long paste costs what shows, not what it holds. A
/// frame drew the whole line (a coverage mask as wide as a megabyte of text: 2.9 GB for 128
/// pastes of 16 KiB) and a click measured every prefix of its line. Checked as costs: the
/// characters a frame hands the renderer and the characters the measurer is asked about.
@MainActor
@Suite struct LongTextFieldTests {
  /// Fixed metrics (a character half the size wide, a line 1.25 times the size tall) that
  /// count how many characters it was asked to measure.
  final class CountingMeasurer: TextMeasuring {
    var measuredCharacters = 0

    func measuredWidth(of text: String, fontSize: Double, weight: FontWeight) -> Double {
      measuredCharacters += text.count
      return Double(text.count) * fontSize * 0.5
    }

    func measuredLineHeight(fontSize: Double, weight: FontWeight) -> Double { fontSize * 1.25 }
  }

  /// A 300 × 200 pt field editing `text` in a window, the caret at its end. The field holds
  /// its window weakly: a test keeps the window alive.
  private func field(
    _ text: String, multiline: Bool, measurer: CountingMeasurer
  ) -> (Window, TextField) {
    let window = Window(
      size: Size(width: 400, height: 300), safeAreaInsets: EdgeInsets(), textMeasurer: measurer)
    let field = TextField(name: "note", placeholder: "Note", isMultiline: multiline)
    window.addSubview(field)
    field.frame = Rect(x: 10, y: 10, width: 300, height: 200)
    window.beginEditing(field)
    field.text = text
    return (window, field)
  }

  private func draw(_ field: TextField, clip: Rect? = nil) -> [TextRun] {
    var list = DisplayList()
    field.appendContent(
      to: &list, context: RenderContext(transform: .identity, opacity: 1, clip: clip))
    return list.items.compactMap { if case .text(let run) = $0 { run } else { nil } }
  }

  @Test func aLongLineDrawsWhatTheFieldShows() {
    let measurer = CountingMeasurer()
    let (window, field) = field(
      String(repeating: "lorem ipsum ", count: 100_000), multiline: false, measurer: measurer)
    measurer.measuredCharacters = 0
    let runs = draw(field)
    #expect(runs.count == 1)
    // 276 pt of text at 8.5 pt a character is 33 of them; an em more and the doubling's
    // overshoot keep it under 128 (the line holds 1,200,000).
    let drawn = runs.first?.text.count ?? 0
    #expect(Double(drawn) > 276 / 8.5 && drawn <= 128, "\(drawn) characters drawn")
    #expect(runs.first.map { field.text.hasPrefix($0.text) } == true)
    #expect(measurer.measuredCharacters < 1_000, "\(measurer.measuredCharacters) measured")
    withExtendedLifetime(window) {}
  }

  @Test func manyLinesDrawOnlyThoseInTheClip() {
    let measurer = CountingMeasurer()
    let text = (0..<20_000).map { "line \($0)" }.joined(separator: "\n")
    let (window, field) = field(text, multiline: true, measurer: measurer)
    // A note grows with its lines; the sheet around it clips it to what is on screen.
    field.frame.size.height = 20_000 * 21.25 + 20
    let runs = draw(field, clip: Rect(x: 0, y: 1_000, width: 400, height: 300))
    // 300 pt of 21.25 pt lines is 15 of them, or 16 straddling the edges, and one more on
    // each side for glyphs reaching past their band.
    #expect((17...18).contains(runs.count), "\(runs.count) lines drawn")
    #expect(runs.first?.text == "line 45")
    #expect(field.lineCount == 20_000)
    withExtendedLifetime(window) {}
  }

  @Test func aSelectionOfEverythingDrawsOnlyItsVisibleLines() {
    let measurer = CountingMeasurer()
    let text = (0..<20_000).map { _ in String(repeating: "x", count: 1_000) }
      .joined(separator: "\n")
    let (window, field) = field(text, multiline: true, measurer: measurer)
    field.frame.size.height = 20_000 * 21.25 + 20
    field.perform(.selectAll)
    measurer.measuredCharacters = 0
    var list = DisplayList()
    field.appendContent(
      to: &list,
      context: RenderContext(
        transform: .identity, opacity: 1, clip: Rect(x: 0, y: 0, width: 400, height: 300)))
    #expect(list.items.count < 40, "\(list.items.count) items")
    #expect(measurer.measuredCharacters < 20_000, "\(measurer.measuredCharacters) measured")
    withExtendedLifetime(window) {}
  }

  @Test func aClickMeasuresOnlyTheCharactersLeftOfIt() {
    let measurer = CountingMeasurer()
    let (window, field) = field(
      String(repeating: "a", count: 5_000), multiline: false, measurer: measurer)
    measurer.measuredCharacters = 0
    // 12 pt padding, then 8.5 pt a character: 100 pt in is the boundary after 10 of them.
    field.pointerBegan(at: Point(x: 12 + 100, y: 15))
    #expect(field.editing.head == 12)
    // Every prefix up to the click: 1 + 2 + … + 13, not 1 + 2 + … + 5,000.
    #expect(measurer.measuredCharacters < 200, "\(measurer.measuredCharacters) measured")
    withExtendedLifetime(window) {}
  }
}

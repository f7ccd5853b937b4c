/// Where the characters of a field's text sit: its lines (split at line breaks only; a
/// field does not wrap, a line longer than the field is clipped) and the offsets of a
/// point, so a click lands the caret between the two characters nearest to it.
///
/// What it measures is bounded by what can show, never by the text's length: a pasted
/// megabyte on one line is drawn as its first screenful of characters
/// (``visiblePrefix(ofLine:width:)``) and a click measures only the characters left of it.
/// Drawing the whole line rasterized a mask as wide as the line (gigabytes for a long paste,
/// issue 39, item 5), and a click measured every prefix of it.
@MainActor
struct TextLineLayout {
  let lines: [String]
  let lineHeight: Double
  let measurer: TextMeasuring
  let fontSize: Double
  /// The character offset where each line starts, and one past the text's end (as if a line
  /// followed it), so a caret's line is a binary search rather than a walk of the text.
  private let starts: [Int]

  init(text: String, measurer: TextMeasuring, fontSize: Double) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var starts = [0]
    starts.reserveCapacity(lines.count + 1)
    for line in lines { starts.append(starts[starts.count - 1] + line.count + 1) }
    self.starts = starts
    lineHeight = measurer.lineHeight(fontSize: fontSize)
    self.measurer = measurer
    self.fontSize = fontSize
  }

  /// How many characters line `index` holds.
  func count(ofLine index: Int) -> Int { starts[index + 1] - starts[index] - 1 }

  /// The line and the column (characters from the line's start) of character `offset`.
  func location(of offset: Int) -> (line: Int, column: Int) {
    // The last line starting at or before the offset.
    var (low, high) = (0, lines.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low, min(max(offset - starts[low], 0), count(ofLine: low)))
  }

  /// The x of the caret before `column` on `line`, from the line's start.
  func x(ofColumn column: Int, onLine line: Int) -> Double {
    measurer.width(of: String(lines[line].prefix(column)), fontSize: fontSize)
  }

  /// The lines whose band overlaps `top..<bottom` (text coordinates), for drawing only what
  /// a clip lets show.
  func lines(between top: Double, and bottom: Double) -> Range<Int> {
    guard lineHeight > 0, top < bottom else { return 0..<0 }
    let first = max(Int(min((top / lineHeight).rounded(.down), Double(lines.count))), 0)
    let end = min(
      max(Int(min((bottom / lineHeight).rounded(.up), Double(lines.count))), 0), lines.count)
    return first..<max(first, end)
  }

  /// The part of line `index` that can show in a field `width` points wide (lines start at
  /// its left edge): the shortest prefix reaching an em past `width`, so a glyph reaching back
  /// over its start is kept, or the whole line when it is narrower. Found by doubling the
  /// prefix, so it costs what shows, not the line's length.
  func visiblePrefix(ofLine index: Int, width: Double) -> Substring {
    let line = lines[index]
    let reach = width + fontSize
    var count = 32
    while true {
      let prefix = line.prefix(count)
      if prefix.endIndex == line.endIndex
        || measurer.width(of: String(prefix), fontSize: fontSize) > reach
      {
        return prefix
      }
      count *= 2
    }
  }

  /// The character offset nearest to `point` (text coordinates: the first line's top-left
  /// at 0, 0): the line under it, then the boundary whose x is closest. Widths grow with the
  /// prefix, so the walk stops at the first boundary right of the point.
  func offset(at point: Point) -> Int {
    let line = min(max(Int((point.y / lineHeight).rounded(.down)), 0), lines.count - 1)
    let start = starts[line]
    let text = lines[line]
    var best = 0
    var bestDistance = abs(point.x)
    var end = text.startIndex
    var count = 0
    while end < text.endIndex, point.x > 0 {
      end = text.index(after: end)
      count += 1
      let x = measurer.width(of: String(text[..<end]), fontSize: fontSize)
      if abs(point.x - x) < bestDistance {
        best = count
        bestDistance = abs(point.x - x)
      }
      if x >= point.x { break }
    }
    return start + best
  }

  /// The x range of `range` on each line it touches, for drawing a selection; only the
  /// lines in `visible`, and no further right than `width` plus an em (what a field that
  /// wide can show).
  func segments(
    of range: Range<Int>, visible: Range<Int>, width: Double
  ) -> [(line: Int, from: Double, to: Double)] {
    guard !range.isEmpty else { return [] }
    let start = location(of: range.lowerBound)
    let end = location(of: range.upperBound)
    let shown = max(start.line, visible.lowerBound)..<min(end.line + 1, visible.upperBound)
    guard !shown.isEmpty else { return [] }
    let reach = width + fontSize
    var segments: [(line: Int, from: Double, to: Double)] = []
    for line in shown {
      let shownCount = visiblePrefix(ofLine: line, width: width).count
      let from =
        line != start.line
        ? 0
        : start.column > shownCount ? reach : x(ofColumn: start.column, onLine: line)
      let to =
        line == end.line
        ? (end.column > shownCount ? reach : x(ofColumn: end.column, onLine: line))
        : shownCount == count(ofLine: line)
          ? measurer.width(of: lines[line], fontSize: fontSize) + fontSize / 3 : reach
      segments.append((line, from, to))
    }
    return segments
  }
}

/// Where the characters of a field's text sit: its lines (split at line breaks only; a
/// field does not wrap, a line longer than the field is clipped) and the offsets of a
/// point, so a click lands the caret between the two characters nearest to it.
@MainActor
struct TextLineLayout {
  let lines: [String]
  let lineHeight: Double
  private let measurer: TextMeasuring
  private let fontSize: Double

  init(text: String, measurer: TextMeasuring, fontSize: Double) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lineHeight = measurer.lineHeight(fontSize: fontSize)
    self.measurer = measurer
    self.fontSize = fontSize
  }

  /// The line and the x (from the line's start) of the caret before character `offset`.
  func position(of offset: Int) -> (line: Int, x: Double) {
    var remaining = offset
    for (index, line) in lines.enumerated() {
      if remaining <= line.count {
        return (index, measurer.width(of: String(line.prefix(remaining)), fontSize: fontSize))
      }
      remaining -= line.count + 1
    }
    return (lines.count - 1, measurer.width(of: lines.last ?? "", fontSize: fontSize))
  }

  /// The character offset nearest to `point` (text coordinates: the first line's top-left
  /// at 0, 0): the line under it, then the boundary whose x is closest.
  func offset(at point: Point) -> Int {
    let line = min(max(Int((point.y / lineHeight).rounded(.down)), 0), lines.count - 1)
    let start = lines[..<line].reduce(0) { $0 + $1.count + 1 }
    let characters = Array(lines[line])
    var best = 0
    var bestDistance = abs(point.x)
    for count in stride(from: 1, through: characters.count, by: 1) {
      let x = measurer.width(of: String(characters[..<count]), fontSize: fontSize)
      if abs(point.x - x) < bestDistance {
        best = count
        bestDistance = abs(point.x - x)
      }
    }
    return start + best
  }

  /// The x range of `range` on each line it touches, for drawing a selection.
  func segments(of range: Range<Int>) -> [(line: Int, from: Double, to: Double)] {
    guard !range.isEmpty else { return [] }
    let start = position(of: range.lowerBound)
    let end = position(of: range.upperBound)
    return (start.line...end.line).map { line in
      let from = line == start.line ? start.x : 0
      let to =
        line == end.line
        ? end.x : measurer.width(of: lines[line], fontSize: fontSize) + fontSize / 3
      return (line, from, to)
    }
  }
}

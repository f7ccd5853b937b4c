/// Breaks text into lines no wider than a width: greedy, at spaces, keeping explicit line
/// breaks; a single word wider than the line is broken between characters.
@MainActor
public struct TextWrapper {
  public let measurer: TextMeasuring
  public let fontSize: Double
  public let weight: FontWeight

  public init(measurer: TextMeasuring, fontSize: Double, weight: FontWeight = .regular) {
    self.measurer = measurer
    self.fontSize = fontSize
    self.weight = weight
  }

  /// The lines of `text` wrapped at `width`; an empty paragraph stays an empty line.
  public func wrap(_ text: String, width: Double) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(contentsOf: wrapParagraph(String(paragraph), width: width))
    }
    return lines
  }

  private func fits(_ line: String, _ width: Double) -> Bool {
    measurer.width(of: line, fontSize: fontSize, weight: weight) <= width
  }

  private func wrapParagraph(_ paragraph: String, width: Double) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in paragraph.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if fits(candidate, width) {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = String(word)
      while !fits(current, width), current.count > 1 {
        let (head, tail) = splitToFit(current, width)
        lines.append(head)
        current = tail
      }
    }
    lines.append(current)
    return lines
  }

  /// The longest prefix (at least one character) that fits, and the rest.
  private func splitToFit(_ word: String, _ width: Double) -> (String, String) {
    var end = word.index(after: word.startIndex)
    while end < word.endIndex {
      let next = word.index(after: end)
      guard fits(String(word[..<next]), width) else { break }
      end = next
    }
    return (String(word[..<end]), String(word[end...]))
  }
}

@testable import PlaygroundReplay

/// Seeded mutations of a text file's bytes, the kinds a damaged or hostile file has: a flipped
/// byte, a lost, doubled or swapped line, a cut-off end, an extreme number, a strange string,
/// an unknown field. The same seed always gives the same mutant.
struct Mutator {
  private var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// Numbers at and past the format's edges (none large enough to ask for a long replay
  /// without also breaking a rule, so no mutant legitimately runs for minutes).
  static let extremeNumbers = [
    "-1", "0", "-0", "1", "0.5", "49", "50", "16385", "1e308", "1e999", "-1e999", "2147483647",
    "2147483648", "99999999", "1e-320", "00", "1.", "0x10",
  ]

  static let strangeStrings = [
    #""""#, #""\u0000""#, #""\n\u001b[31m""#, #""é\u2028""#, #""\ud800""#, "true", "null",
    "[]", "{}", #""seed""#, #""fluid""#, #""sheet.duration""#,
  ]

  /// Applies one to three mutations to `bytes`.
  mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      result = mutateOnce(result)
    }
    return result
  }

  private mutating func mutateOnce(_ bytes: [UInt8]) -> [UInt8] {
    guard !bytes.isEmpty else { return Array("{".utf8) }
    switch Int.random(in: 0..<8, using: &random) {
    case 0:
      var result = bytes
      result[Int.random(in: 0..<result.count, using: &random)] = UInt8.random(
        in: 0...255, using: &random)
      return result
    case 1: return editLines(bytes) { lines, index, _ in lines.remove(at: index) }
    case 2: return editLines(bytes) { lines, index, _ in lines.insert(lines[index], at: index) }
    case 3:
      return editLines(bytes) { lines, index, other in lines.swapAt(index, other) }
    case 4: return Array(bytes[..<Int.random(in: 0..<bytes.count, using: &random)])
    case 5: return replaceToken(bytes, numbers: true)
    case 6: return replaceToken(bytes, numbers: false)
    default:
      let braces = bytes.indices.filter { bytes[$0] == UInt8(ascii: "}") }
      guard let brace = braces.randomElement(using: &random) else { return bytes }
      var result = bytes
      result.insert(contentsOf: Array(#","extra":1"#.utf8), at: brace)
      return result
    }
  }

  /// Applies `edit` to the lines, with a random line index and a second random index.
  private mutating func editLines(
    _ bytes: [UInt8], _ edit: (inout [[UInt8]], Int, Int) -> Void
  ) -> [UInt8] {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map(Array.init)
    guard !lines.isEmpty else { return bytes }
    let index = Int.random(in: 0..<lines.count, using: &random)
    let other = Int.random(in: 0..<lines.count, using: &random)
    edit(&lines, index, other)
    return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
  }

  /// Replaces one number (or one quoted string) with an extreme one.
  private mutating func replaceToken(_ bytes: [UInt8], numbers: Bool) -> [UInt8] {
    let ranges = numbers ? Self.numberRanges(bytes) : Self.stringRanges(bytes)
    guard let range = ranges.randomElement(using: &random) else { return bytes }
    let pool = numbers ? Self.extremeNumbers : Self.strangeStrings
    var result = bytes
    result.replaceSubrange(range, with: Array(pool.randomElement(using: &random)!.utf8))
    return result
  }

  static func numberRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 0
    let numberBytes = Set("-+.eE0123456789".utf8)
    while index < bytes.count {
      let isStart =
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
        || bytes[index] == UInt8(ascii: "-")
      if isStart {
        let start = index
        while index < bytes.count, numberBytes.contains(bytes[index]) { index += 1 }
        ranges.append(start..<index)
      } else {
        index += 1
      }
    }
    return ranges
  }

  static func stringRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start: Int?
    var escaped = false
    for (index, byte) in bytes.enumerated() {
      if let open = start {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          ranges.append(open..<(index + 1))
          start = nil
        }
      } else if byte == UInt8(ascii: "\"") {
        start = index
      }
    }
    return ranges
  }
}

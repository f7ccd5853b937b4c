import SheetTuning

/// Finds the line of each key of a top-level JSON object, which `JSONValue` does not keep.
///
/// A scan of brackets and strings, not a second parser: the text has already been parsed (or
/// has failed to parse, in which case the result is best effort, used only to name the key
/// nearest a syntax error). Keys are decoded with `JSONParser`, so escapes read the same.
enum TuningKeyLines {
  /// The top-level keys in text order, each with the 1-based line its opening quote is on.
  static func scan(_ bytes: [UInt8]) -> [(key: String, line: Int)] {
    var result: [(key: String, line: Int)] = []
    var line = 1
    var depth = 0
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        line += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
      case UInt8(ascii: "\""):
        let start = index
        let keyLine = line
        guard let end = closingQuote(bytes, after: start) else { return result }
        // A raw newline inside a string is invalid JSON, but still a line for the count.
        line += bytes[start...end].lazy.filter { $0 == UInt8(ascii: "\n") }.count
        index = end
        if depth == 1, isFollowedByColon(bytes, after: end),
          case .string(let key)? = try? JSONParser.parse(bytes, in: start..<end + 1)
        {
          result.append((key, keyLine))
        }
      default:
        break
      }
      index += 1
    }
    return result
  }

  /// The index of the quote ending the string that opens at `start`, skipping escapes.
  private static func closingQuote(_ bytes: [UInt8], after start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""): return index
      default: index += 1
      }
    }
    return nil
  }

  private static func isFollowedByColon(_ bytes: [UInt8], after end: Int) -> Bool {
    var index = end + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        index += 1
      case UInt8(ascii: ":"):
        return true
      default:
        return false
      }
    }
    return false
  }
}

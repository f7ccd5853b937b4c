/// Why a JSON text failed to parse, and where.
struct JSONParseError: Error, Equatable {
  /// A short, single-line reason starting with "invalid JSON" or naming the bad number.
  var reason: String
  /// 1-based line within the parsed text (always 1 for a single recording line).
  var line: Int
  /// True when the text ended in the middle of a value: for the last line of a recording
  /// this means the file was cut off rather than malformed.
  var reachedEnd: Bool
  /// The last key of the top-level object read before the error, to name in messages
  /// about files people edit by hand.
  var lastTopLevelKey: String? = nil
}

/// Why a JSON text failed to parse, and where.
package struct JSONParseError: Error, Equatable {
  /// A short, single-line reason starting with "invalid JSON" or naming the bad number.
  package var reason: String
  /// 1-based line within the parsed text (always 1 for a single recording line).
  package var line: Int
  /// True when the text ended in the middle of a value: for the last line of a recording
  /// this means the file was cut off rather than malformed.
  package var reachedEnd: Bool
  /// The last key of the top-level object read before the error, to name in messages
  /// about files people edit by hand.
  package var lastTopLevelKey: String? = nil
  /// The line `lastTopLevelKey` starts on: a message names the key only when the error is
  /// on its line, since an error on a later line is not that key's (a stray word after it).
  package var lastTopLevelKeyLine: Int? = nil
}

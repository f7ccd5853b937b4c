/// Why a recording or state snapshot could not be read or written.
///
/// Its `description` is the one line the command line prints before exiting with status 2:
/// `FILE:LINE: reason`, or `FILE: reason` when the problem concerns the whole file (missing,
/// too large, empty, not writable). Line numbers are 1-based.
public struct RecordingError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The path (or name) of the file the problem is in, as the caller spelled it.
  public var file: String
  /// The 1-based line, when the problem is on one line.
  public var line: Int?
  /// A short lowercase reason without a trailing period, naming the field when there is one.
  public var reason: String

  public init(file: String, line: Int? = nil, reason: String) {
    self.file = file
    self.line = line
    self.reason = reason
  }

  /// Always exactly one line: newlines and other control characters that crept into a file
  /// name or a quoted value are replaced, so the message cannot spoof extra output lines.
  public var description: String {
    let location = line.map { "\(file):\($0)" } ?? file
    return Self.singleLine("\(location): \(reason)")
  }

  private static func singleLine(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      let isControl = scalar.value < 0x20 || scalar.value == 0x7F
      let isLineBreak = scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
      result.unicodeScalars.append(isControl || isLineBreak ? "?" : scalar)
    }
    return result
  }
}

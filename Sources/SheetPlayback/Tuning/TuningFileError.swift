import SheetTuning

/// Why a tuning file could not be read, applied or written.
///
/// Its `description` is the one line the command line prints before exiting with status 2,
/// and the panel shows after a failed live reload: `FILE:LINE: key 'x': reason`, dropping the
/// line or key when there is none (a missing file has neither). `kind` lets callers and tests
/// tell the cases apart without matching text.
public struct TuningFileError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// Missing, a directory, too large or unreadable.
    case unreadable
    /// Not JSON.
    case malformed
    /// JSON, but not an object.
    case notAnObject
    case unknownKey
    /// A string for a number, a number for a switch, 2.5 rows.
    case wrongType
    case outOfRange
    /// NaN, Infinity or a number too large for a double.
    case notFinite
    case unknownPreset
    /// Saving failed.
    case unwritable
  }

  /// The path of the file, as the caller spelled it.
  public var file: String
  /// The 1-based line of the problem, when it is on one line.
  public var line: Int?
  /// The key concerned, when there is one.
  public var key: String?
  public var kind: Kind
  /// A short lowercase reason without a trailing period.
  public var reason: String

  public init(file: String, line: Int? = nil, key: String? = nil, kind: Kind, reason: String) {
    self.file = file
    self.line = line
    self.key = key
    self.kind = kind
    self.reason = reason
  }

  /// The same message as a `RecordingError`, which the command line already maps to exit
  /// status 2 for unreadable input.
  public var recordingError: RecordingError {
    RecordingError(file: file, line: line, reason: key.map { "key '\($0)': \(reason)" } ?? reason)
  }

  /// Always one line: control characters in the file name or a key are replaced.
  public var description: String { recordingError.description }
}

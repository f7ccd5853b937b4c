/// Why a file could not be read or written: `FILE: reason`, one line.
///
/// The layers above (recordings, tuning files, fonts, PNGs) wrap it in their own error types
/// so the command line can map each to its exit code; the reason text stays the same.
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The path as the caller spelled it (not the resolved one), so messages match arguments.
  public var file: String
  /// A short lowercase reason without a trailing period.
  public var reason: String
  /// The `errno` of the failed call, when one failed, for callers that word it themselves.
  public var code: Int32?

  public init(file: String, reason: String, code: Int32? = nil) {
    self.file = file
    self.reason = reason
    self.code = code
  }

  public var description: String { DiagnosticText.line("\(file): \(reason)") }
}

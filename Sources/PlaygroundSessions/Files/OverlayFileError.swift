/// A file the overlays write (the `--trace` CSV) could not be written. Its `description` is
/// the one line the command line prints: `FILE: reason`.
public struct OverlayFileError: Error, CustomStringConvertible, Equatable, Sendable {
  public var file: String
  /// A short lowercase reason without a trailing period.
  public var reason: String

  public init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  public var description: String { "\(file): \(reason)" }
}

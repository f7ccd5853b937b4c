import SheetFiles

/// Writes a whole text file atomically with SheetFiles' writer (temporary file beside it,
/// fsync, rename), so a reader of `path` (a plotting script watching the trace) never sees
/// half a file, and reports failures as overlay file errors.
enum AtomicTextFile {
  package static func save(_ text: String, to path: String) throws(OverlayFileError) {
    do throws(FileError) {
      try AtomicFileWriter.write(text, to: path)
    } catch {
      throw OverlayFileError(file: path, reason: error.reason)
    }
  }

  /// Fails early, with a clear reason, for a destination that cannot be written: a missing
  /// or unwritable directory, a directory, FIFO or socket in the file's place.
  static func checkDestination(_ path: String) throws(OverlayFileError) {
    do throws(FileError) {
      _ = try OutputDestination.check(path)
    } catch {
      throw OverlayFileError(file: path, reason: error.reason)
    }
  }
}

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

import SheetPlayback

/// Writes a whole text file atomically with SheetPlayback's writer (temporary file beside
/// it, fsync, rename), so a reader of `path` (a plotting script watching the trace) never
/// sees half a file, and reports failures as overlay file errors.
enum AtomicTextFile {
  static func save(_ text: String, to path: String) throws(OverlayFileError) {
    do throws(RecordingError) {
      let writer = try AtomicFileWriter(path: path)
      try writer.append(text)
      try writer.commit()
    } catch {
      throw OverlayFileError(file: path, reason: error.reason)
    }
  }

  /// Fails early, with a clear reason, for a destination that cannot be written: a missing
  /// or unwritable directory, or a directory in the file's place. The probe's temporary
  /// file is removed at once.
  static func checkDestination(_ path: String) throws(OverlayFileError) {
    do throws(RecordingError) {
      _ = try AtomicFileWriter(path: path)
    } catch {
      throw OverlayFileError(file: path, reason: error.reason)
    }
  }
}

import SheetFiles

extension RecordingWriter {
  /// Writes a whole recording over `path` the safe way (`playground test --update`, `shrink
  /// --out`): into a unique temporary file beside it (never `path.partial`, which belongs to
  /// live sessions), renamed over `path` only if the file there still matches `expected`, its
  /// fingerprint when it was read. Every failure and every ending signal leaves `path` as it
  /// was and no temporary file. A journal (`*.partial`) is refused: a live session may still
  /// be appending to it.
  public static func replace(
    _ recording: Recording, at path: String, expecting expected: FileFingerprint?
  ) throws(RecordingError) {
    guard !path.hasSuffix(RecordingReader.journalSuffix) else {
      throw RecordingError(
        file: path,
        reason: "is the journal of an unfinished session (one may still be writing it); it is "
          + "not rewritten: replay it, or let its session finish")
    }
    let replacement: ReplacementFile
    do throws(FileError) {
      replacement = try ReplacementFile(path: path)
    } catch {
      throw RecordingError(file: path, reason: error.reason)
    }
    do throws(RecordingError) {
      try write(recording, to: replacement.temporaryPath)
    } catch {
      replacement.discard()
      throw RecordingError(file: path, line: error.line, reason: error.reason)
    }
    do throws(FileError) {
      try replacement.commit(expecting: expected, limit: RecordingRules.maximumFileBytes)
    } catch {
      throw RecordingError(file: path, reason: error.reason)
    }
  }

  /// The fingerprint of the recording at `path`, to pass to ``replace(_:at:expecting:)``.
  public static func fingerprint(of path: String) throws(RecordingError) -> FileFingerprint {
    do throws(FileError) {
      return try FileFingerprint.take(path, limit: RecordingRules.maximumFileBytes)
    } catch {
      throw RecordingError(file: path, reason: error.reason)
    }
  }
}

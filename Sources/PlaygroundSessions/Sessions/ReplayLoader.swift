import SheetFiles
import SheetPlayback
import SheetSDL

/// Reads a recording for replay with the scenes its header names (``SceneLoader``): says in one line when it is an unfinished journal (played
/// to its last event), and warns when it was made with another font, since text layout (and
/// so the state) depends on the font's metrics.
@MainActor
package enum ReplayLoader {
  /// `sceneMismatch`: what a scene whose content changed since the recording does.
  package static func load(
    path: String, font: FontFile, allowsLongIdle: Bool = false,
    sceneMismatch: SceneLoader.Mismatch = .warn
  ) throws(UsageError) -> LoadedRecording {
    let recording: Recording
    do {
      recording = try RecordingReader.read(path: path, allowsLongIdle: allowsLongIdle)
    } catch {
      throw UsageError(error.description)
    }
    // Scenes first: one that cannot be loaded is the one line, with no warning before it.
    let scenes = try SceneLoader.load(for: recording, path: path, mismatch: sceneMismatch)
    try RecordedReloads.check(recording, path: path, mismatch: sceneMismatch)
    if recording.isUnfinished {
      StandardError.writeLine(
        "playground: warning: \(path): unfinished recording (no end line: its session did "
          + "not end normally); replaying its \(recording.events.count) events to frame "
          + "\(recording.frameCount)")
    }
    let header = recording.header
    if header.fontHash != font.contentHash {
      // The font name comes from the file: quoted, so it cannot forge lines or escapes.
      let message =
        "playground: warning: \(path): recorded with font "
        + "\(DiagnosticText.quoted(header.fontName, limit: 80)) (\(header.fontHash)), "
        + "replaying with \(font.fileName) (\(font.contentHash)); text layout may differ"
      StandardError.writeLine(message)
    }
    if let recorded = header.fontBoldHash, recorded != font.bold?.contentHash {
      StandardError.writeLine(
        "playground: warning: \(path): recorded with a bold face (\(recorded)), replaying "
          + "with \(font.bold.map { "\($0.path) (\($0.contentHash))" } ?? "none"); "
          + "bold text layout may differ")
    }
    if let recorded = header.fontSemiboldHash, recorded != font.semibold?.contentHash {
      StandardError.writeLine(
        "playground: warning: \(path): recorded with a semibold face (\(recorded)), replaying "
          + "with \(font.semibold.map { "\($0.path) (\($0.contentHash))" } ?? "none"); "
          + "semibold text layout may differ")
    }
    return LoadedRecording(recording: recording, scenes: scenes)
  }
}

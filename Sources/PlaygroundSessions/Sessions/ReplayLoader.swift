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
    if let warning = Self.fontWarning(recording.header, replaying: font, path: path) {
      StandardError.writeLine(warning)
    }
    return LoadedRecording(recording: recording, scenes: scenes)
  }

  /// One line naming every face the recording was measured with that this replay's font
  /// does not have (regular, bold, semibold), or nil when they all match: one mismatch is
  /// one warning, however many faces it touches.
  static func fontWarning(_ header: RecordingHeader, replaying font: FontFile, path: String)
    -> String?
  {
    var faces: [String] = []
    if header.fontHash != font.contentHash {
      // The font name comes from the file: quoted, so it cannot forge lines or escapes.
      faces.append(
        "font \(DiagnosticText.quoted(header.fontName, limit: 80)) (\(header.fontHash)), "
          + "replaying with \(font.fileName) (\(font.contentHash))")
    }
    let heavier: [(String, String?, FontFile.BoldFace?)] = [
      ("bold", header.fontBoldHash, font.bold),
      ("semibold", header.fontSemiboldHash, font.semibold),
    ]
    for (name, recorded, face) in heavier {
      guard let recorded, recorded != face?.contentHash else { continue }
      faces.append(
        "a \(name) face (\(recorded)), replaying with "
          + (face.map { "\($0.path) (\($0.contentHash))" } ?? "none"))
    }
    guard !faces.isEmpty else { return nil }
    return "playground: warning: \(path): recorded with " + faces.joined(separator: "; ")
      + "; text layout may differ"
  }
}

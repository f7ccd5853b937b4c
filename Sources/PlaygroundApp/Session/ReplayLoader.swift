import SheetPlayback
import SheetSDL

/// Reads a recording for replay and warns when it was made with another font, since text
/// layout (and so the state) depends on the font's metrics.
@MainActor
enum ReplayLoader {
  static func load(path: String, font: FontFile) throws(UsageError) -> Recording {
    let recording: Recording
    do {
      recording = try RecordingReader.read(path: path)
    } catch {
      throw UsageError(error.description)
    }
    let header = recording.header
    if header.fontHash != font.contentHash {
      let message =
        "warning: \(path): recorded with font \(header.fontName) (\(header.fontHash)), "
        + "replaying with \(font.fileName) (\(font.contentHash)); text layout may differ"
      StandardError.writeLine(message)
    }
    return recording
  }
}

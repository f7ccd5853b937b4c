import SheetPlayback
import SheetSDL

/// The font a session uses: `--font FILE`; else, replaying, the font the recording names
/// when it is installed (DejaVu Sans for every recording made before Inter); else Inter
/// when installed, else DejaVu Sans located with fontconfig.
///
/// The file is opened with SDL_ttf here, before anything else runs, so a file that is not a
/// font is bad input (exit 2) like a missing one, not a failure found later (exit 1).
@MainActor
package enum FontResolver {
  /// `recordingPath` is the recording to be replayed, if any: its header's font is
  /// preferred to the session default.
  package static func resolve(
    _ path: String?, replaying recordingPath: String? = nil
  ) throws(UsageError) -> FontFile {
    do throws(SDLError) {
      let font: FontFile
      if let path {
        font = try FontFile.load(path: path)
      } else if let recorded = recordingPath.flatMap(recordedFontName),
        let installed = FontFile.locateInstalled(named: recorded)
      {
        font = installed
      } else {
        font = try FontFile.locateSessionDefault()
      }
      _ = try TTFTextMeasurer(font: font)
      return font
    } catch {
      throw UsageError(error.description)
    }
  }

  /// The font file name the recording at `path` names, or nil when it cannot be read (the
  /// replay's own reading then says why).
  private static func recordedFontName(_ path: String) -> String? {
    try? RecordingReader.read(path: path, allowsLongIdle: true).header.fontName
  }
}

import SheetSDL

/// The font a session uses: `--font FILE`, else DejaVu Sans located with fontconfig.
///
/// The file is opened with SDL_ttf here, before anything else runs, so a file that is not a
/// font is bad input (exit 2) like a missing one, not a failure found later (exit 1).
@MainActor
package enum FontResolver {
  package static func resolve(_ path: String?) throws(UsageError) -> FontFile {
    do throws(SDLError) {
      let font: FontFile
      if let path {
        font = try FontFile.load(path: path)
      } else {
        font = try FontFile.locateDefault()
      }
      _ = try TTFTextMeasurer(font: font)
      return font
    } catch {
      throw UsageError(error.description)
    }
  }
}

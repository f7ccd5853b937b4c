import SheetSDL

/// The font a session uses: `--font FILE`, else DejaVu Sans located with fontconfig.
@MainActor
enum FontResolver {
  static func resolve(_ path: String?) throws(UsageError) -> FontFile {
    do {
      if let path { return try FontFile.load(path: path) }
      return try FontFile.locateDefault()
    } catch {
      throw UsageError(error.description)
    }
  }
}

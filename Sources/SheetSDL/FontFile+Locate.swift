import Foundation

extension FontFile {
  /// Where Debian and Ubuntu's fonts-dejavu-core put DejaVu Sans; tried when fontconfig
  /// is missing or does not know the font.
  static let wellKnownDejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// Where Debian's fonts-inter puts Inter's regular face (opentype in Debian 12 and 13; a
  /// TrueType build is looked for too).
  static let wellKnownInterPaths = [
    "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "/usr/share/fonts/truetype/inter/Inter-Regular.ttf",
  ]

  /// The font a new session measures and draws with when `--font` names none: Inter (the
  /// closest free match to SF Pro, whose iOS look the presets imitate) when installed,
  /// else DejaVu Sans (``locateDefault()``).
  public static func locateSessionDefault() throws(SDLError) -> FontFile {
    if let inter = wellKnownInterPaths.first(where: FileManager.default.fileExists(atPath:)) {
      return try load(path: inter)
    }
    return try locateDefault()
  }

  /// The installed font whose file is called `fileName` (a recording header's font name),
  /// among the ones the playground finds without `--font`: DejaVu Sans and Inter; nil when
  /// it is another font or not installed. A replay uses it, so a recording replays with
  /// the font it was made with.
  public static func locateInstalled(named fileName: String) -> FontFile? {
    if fileName == "DejaVuSans.ttf" { return try? locateDefault() }
    let inter = wellKnownInterPaths.first {
      $0.hasSuffix("/" + fileName) && FileManager.default.fileExists(atPath: $0)
    }
    return inter.flatMap { try? load(path: $0) }
  }

  /// Finds DejaVu Sans, the font every recording made before Inter is measured with.
  ///
  /// Tries the Debian path first, then asks fontconfig (`fc-match`). The path is one
  /// `stat`; `fc-match` is a process that parses fontconfig's whole configuration, which
  /// took most of the window's start-up (300 ms and more of it on a loaded machine), and on
  /// Debian it answers that very file. fontconfig never says "not found": it substitutes
  /// the closest font it has, so any answer whose file name is not `DejaVuSans*.ttf` is
  /// rejected rather than silently measuring text with a different font than the
  /// recordings were made with (whose font hash the replay checks in any case).
  public static func locateDefault() throws(SDLError) -> FontFile {
    if FileManager.default.fileExists(atPath: wellKnownDejaVuPath) {
      return try load(path: wellKnownDejaVuPath)
    }
    let matched = fontconfigMatch()
    if let matched, isDejaVuSans(matched) {
      return try load(path: matched)
    }
    let found = matched.map { "fc-match offered \($0)" } ?? "fc-match unavailable"
    throw SDLError(
      "DejaVu Sans not found (\(found), no \(wellKnownDejaVuPath)): "
        + "install fonts-dejavu-core or pass --font FILE")
  }

  static func isDejaVuSans(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasPrefix("DejaVuSans") && name.hasSuffix(".ttf")
  }

  /// The file fontconfig picks for DejaVu Sans Book, or nil when fc-match cannot run.
  private static func fontconfigMatch() -> String? {
    guard
      let result = CommandOutput.run(
        "/usr/bin/env", ["fc-match", "-f", "%{file}", "DejaVu Sans:style=Book"]),
      result.status == 0
    else { return nil }
    let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return path.isEmpty ? nil : path
  }
}

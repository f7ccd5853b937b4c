import Foundation

extension FontFile {
  /// Where Debian and Ubuntu's fonts-dejavu-core put DejaVu Sans; tried when fontconfig
  /// is missing or does not know the font.
  static let wellKnownDejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// Finds DejaVu Sans, the font every recording is measured with by default.
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

import SheetFiles

extension FontFile {
  /// The bold face's path for the regular file at `path`: `NAME-Bold.ttf` beside
  /// `NAME.ttf`, when that is a regular file; nil otherwise (then bold is emboldened).
  /// One fixed rule rather than asking fontconfig, so which file measures bold text depends
  /// only on the regular font's folder, and its hash is what the recording holds.
  static func boldSibling(of path: String) -> String? {
    guard path.hasSuffix(".ttf") else { return nil }
    let candidate = String(path.dropLast(4)) + "-Bold.ttf"
    guard FileStatus(path: candidate)?.kind == .regular else { return nil }
    return candidate
  }
}

import SheetFiles

extension FontFile {
  /// The bold face's path for the regular file at `path`: `NAME-Bold.ttf` beside
  /// `NAME.ttf` (DejaVu Sans), or `NAME-Bold.otf` beside `NAME-Regular.otf` (Inter), when
  /// that is a regular file; nil otherwise (then bold is emboldened).
  /// One fixed rule rather than asking fontconfig, so which file measures bold text depends
  /// only on the regular font's folder, and its hash is what the recording holds.
  static func boldSibling(of path: String) -> String? {
    sibling(of: path, face: "Bold")
  }

  /// The semibold face's path by the same rule: `NAME-SemiBold.otf` beside
  /// `NAME-Regular.otf` (Inter); nil otherwise (DejaVu Sans ships none, and semibold text is
  /// then set in the regular face, so a DejaVu session looks and measures as before).
  static func semiboldSibling(of path: String) -> String? {
    sibling(of: path, face: "SemiBold")
  }

  private static func sibling(of path: String, face: String) -> String? {
    for suffix in [".ttf", ".otf"] where path.hasSuffix(suffix) {
      var stem = String(path.dropLast(suffix.count))
      if stem.hasSuffix("-Regular") { stem = String(stem.dropLast("-Regular".count)) }
      let candidate = stem + "-" + face + suffix
      guard FileStatus(path: candidate)?.kind == .regular else { return nil }
      return candidate
    }
    return nil
  }
}

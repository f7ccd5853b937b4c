#if canImport(Glibc)
  import Glibc
#endif

/// The files that can stand for one image name, as iOS asset names do: `photo.png` is the
/// 1x file, `photo@2x.png` and `photo@3x.png` the 2x and 3x ones.
public enum ImageVariants {
  /// Every candidate path for `name` with its scale, best first for `scale`: the scale
  /// rounded up (a 1.5 display uses the 2x file), then larger ones (scaling down looks
  /// better than up), then smaller ones down to the plain name.
  public static func candidates(for name: String, scale: Double) -> [(path: String, scale: Int)] {
    let wanted = min(max(Int(scale.rounded(.up)), 1), 3)
    let order = Array(wanted...3) + Array((1..<wanted).reversed())
    return order.map { (variant(of: name, scale: $0), $0) }
  }

  /// `name` with `@Nx` before its extension (the name itself for 1x).
  public static func variant(of name: String, scale: Int) -> String {
    guard scale > 1 else { return name }
    let slash = name.lastIndex(of: "/")
    guard let dot = name.lastIndex(of: "."), slash.map({ $0 < dot }) ?? true else {
      return name + "@\(scale)x"
    }
    return String(name[..<dot]) + "@\(scale)x" + String(name[dot...])
  }

  /// The first candidate that exists in `folder`, or nil when none does.
  public static func existing(
    for name: String, in folder: String, scale: Double
  ) -> (path: String, scale: Int)? {
    for candidate in candidates(for: name, scale: scale) {
      let path = folder.isEmpty ? candidate.path : folder + "/" + candidate.path
      if access(path, F_OK) == 0 { return (path, candidate.scale) }
    }
    return nil
  }
}

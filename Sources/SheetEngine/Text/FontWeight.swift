/// The face a label's text is set in. The engine only names it; the host resolves each to a
/// font file (DejaVu Sans and DejaVu Sans Bold) and measures and draws with that file, so
/// layout with a bold label is as deterministic as with a regular one.
public enum FontWeight: Hashable, Sendable {
  case regular
  /// iOS's large title weight.
  case bold
}

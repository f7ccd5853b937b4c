/// The face a label's text is set in. The engine only names it; the host resolves each to a
/// font file (Inter Regular, SemiBold and Bold; DejaVu Sans and DejaVu Sans Bold, whose
/// semibold is its regular face) and measures and draws with that file, so layout with a
/// heavier label is as deterministic as with a regular one.
public enum FontWeight: Hashable, Sendable {
  case regular
  /// iOS's headline and navigation title weight (SF Pro Semibold).
  case semibold
  /// iOS's large title weight.
  case bold
}

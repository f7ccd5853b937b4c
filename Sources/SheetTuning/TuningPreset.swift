/// The built-in starting points of a `Tuning`: the seed articles' values and the best public
/// references (docs/MOTION.md, "Presets"), so a person can flip between them and feel the difference.
///
/// A tuning is always "a preset plus overrides"; recordings and tuning files store it that way,
/// so they stay short and keep meaning the same thing when a preset gains a parameter.
public enum TuningPreset: String, CaseIterable, Hashable, Sendable {
  /// The seed articles' values: the playground's defaults.
  case seed
  /// The public references: FloatingPanel's springs, iOS and React Navigation's back-swipe.
  case fluid

  /// The preset spelled `name` in files and recordings, or nil.
  public init?(named name: String) {
    self.init(rawValue: name)
  }

  /// The name used in files and recordings.
  public var name: String { rawValue }
}

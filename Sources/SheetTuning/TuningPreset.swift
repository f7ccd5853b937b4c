/// The built-in starting points of a `Tuning`, each named for what it imitates: iOS 26's
/// sheets, iOS 18's, and the seed articles' custom transitions (docs/MOTION.md, "Presets"),
/// so a person can flip between them and feel the difference.
///
/// A tuning is always "a preset plus overrides"; recordings and tuning files store it that way,
/// so they stay short and keep meaning the same thing when a preset gains a parameter. The
/// presets' first names, `seed` (now `classic`) and `fluid` (now `ios18`), are still read
/// everywhere a preset is named (``init(named:)``); what is written is the new name.
public enum TuningPreset: String, CaseIterable, Hashable, Sendable {
  /// iOS 26: iOS 18's motion with iOS 26's look where the parameters express it (a larger,
  /// display-concentric corner, a lighter dim). The default.
  case ios26
  /// iOS 18: FloatingPanel's springs, iOS and React Navigation's back-swipe, system detents.
  /// Formerly `fluid`.
  case ios18
  /// The seed articles' custom transitions (`UIPercentDrivenInteractiveTransition`, a bezier
  /// present, sheets that fit their content), kept exact. Formerly `seed`.
  case classic

  /// The preset a tuning starts from when nothing names one: the window, `--tuning` files
  /// without `"preset"`, the panel.
  public static let standard = TuningPreset.ios26

  /// The old names still read, and the preset each now means. An old name is that preset
  /// with ``aliasOverrides``: what a recording made under the old name needs to replay as
  /// it was made.
  public static let aliases: [String: TuningPreset] = ["seed": .classic, "fluid": .ios18]

  /// The keys an old name sets over the preset it now means, because the preset changed
  /// since (docs/MOTION.md, "Presets"): `fluid` kept every detent capped by the content, so
  /// recordings made with it keep `detents.systemSizing` off.
  public static var aliasOverrides: [String: [String: Double]] {
    ["fluid": [Tuning.parameter(\.detents.systemSizing).key: 0]]
  }

  /// The preset spelled `name` in files, recordings and on the command line (its name or an
  /// old alias, ``aliases``), or nil.
  public init?(named name: String) {
    guard let preset = TuningPreset(rawValue: name) ?? Self.aliases[name] else { return nil }
    self = preset
  }

  /// The name written to files and recordings.
  public var name: String { rawValue }

  /// Every spelling ``init(named:)`` accepts: the names in panel order, then the aliases.
  public static var acceptedNames: [String] {
    allCases.map(\.name) + aliases.keys.sorted()
  }
}

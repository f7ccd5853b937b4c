/// Every number that shapes the motion or feel of the playground, in one value.
///
/// One value rather than constants scattered through the animators, so that the panel can
/// change any of them live, a file can set them, a recording can store exactly the ones in
/// force, and a replay can restore them. A tuning is a built-in preset (`basePreset`) plus
/// `overrides`; the typed sections (`sheet`, `dismiss`, …) are what the engine reads, and
/// `Tuning.parameters` describes each value's key, unit and range for generic code.
///
/// Setting values by key validates them; assigning a section's property directly does not,
/// so code that does so should finish with `validate()`.
public struct Tuning: Hashable, Sendable {
  /// The preset the values started from; `overrides` are the differences from it.
  public var basePreset: TuningPreset
  /// The old name the preset was chosen by ("seed", "fluid": a recording made before the
  /// rename, or a command line that says it), nil for the preset's own name. An old name
  /// means its preset with ``TuningPreset/aliasOverrides``, which are then no overrides,
  /// and it is the name written back (``presetName``), so an old recording's states and a
  /// `--update` of it keep saying what they said.
  public var presetAlias: String?
  public var sheet: Sheet
  public var card: Card
  public var zoom: Zoom
  public var dismiss: Dismiss
  public var gesture: Gesture
  public var list: List
  public var navigation: Navigation
  public var sheetNavigation: SheetNavigation
  public var springs: Springs
  public var detents: Detents
  public var motion: Motion

  /// The values of `preset`, with no overrides.
  public init(preset: TuningPreset) {
    basePreset = preset
    sheet = Sheet()
    card = Card()
    zoom = Zoom()
    dismiss = Dismiss()
    gesture = Gesture()
    list = List()
    navigation = Navigation()
    sheetNavigation = SheetNavigation()
    springs = Springs()
    detents = Detents()
    motion = Motion()
    for parameter in Self.parameters {
      parameter.write(parameter.defaultValue(for: preset), into: &self)
    }
  }

  /// The preset named `presetName` with `overrides` applied, each validated (not clamped):
  /// how a recording's header or a tuning file becomes a tuning. Overrides are applied in
  /// key order, so the error reported for several bad ones is always the same.
  public init(preset presetName: String, overrides: [String: Double]) throws(TuningError) {
    guard let preset = Tuning.preset(named: presetName) else {
      throw .unknownPreset(presetName)
    }
    self = preset
    for key in overrides.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      try setValue(overrides[key]!, forKey: key)
    }
  }

  /// iOS 26's values: the playground's defaults (``TuningPreset/standard``).
  public static let ios26 = Tuning(preset: .ios26)
  /// iOS 18's values (formerly `fluid`).
  public static let ios18 = Tuning(preset: .ios18)
  /// The seed articles' values (formerly `seed`), kept exact.
  public static let classic = Tuning(preset: .classic)
  /// The default tuning: ``TuningPreset/standard``'s values.
  public static let standard = Tuning(preset: .standard)
  /// The name files, recordings and states give the preset: ``presetAlias`` when it was
  /// chosen by an old name, else ``basePreset``'s.
  public var presetName: String { presetAlias ?? basePreset.name }

  /// ``classic`` under its first name, as recordings and tests made before the rename spell it.
  public static let seed = preset(named: "seed")!
  /// ``ios18`` under its first name: with `detents.systemSizing` off, as it was
  /// (``TuningPreset/aliasOverrides``).
  public static let fluid = preset(named: "fluid")!

  /// The built-in preset called `name` ("ios26", "ios18", "classic"), or the tuning an old
  /// name means (its preset with ``TuningPreset/aliasOverrides``), or nil.
  public static func preset(named name: String) -> Tuning? {
    guard var tuning = TuningPreset(named: name).map(Tuning.init(preset:)) else { return nil }
    guard TuningPreset.aliases[name] != nil else { return tuning }
    tuning.presetAlias = name
    for (key, value) in TuningPreset.aliasOverrides[name] ?? [:] {
      // The table's keys and values are checked by a test; a bad one is a bug, not input.
      try? tuning.setValue(value, forKey: key)
    }
    return tuning
  }
}

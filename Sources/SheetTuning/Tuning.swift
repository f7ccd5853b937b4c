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
    guard let preset = TuningPreset(named: presetName) else {
      throw .unknownPreset(presetName)
    }
    self.init(preset: preset)
    for key in overrides.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      try setValue(overrides[key]!, forKey: key)
    }
  }

  /// The seed articles' values: the playground's defaults.
  public static let seed = Tuning(preset: .seed)
  /// The public references' values.
  public static let fluid = Tuning(preset: .fluid)

  /// The built-in preset called `name` ("seed", "fluid"), or nil.
  public static func preset(named name: String) -> Tuning? {
    TuningPreset(named: name).map(Tuning.init(preset:))
  }
}

/// One change to the tuning in force, from the tuning file or the panel. Recorded beside the
/// input so a replay runs with the tuning its session had; the engine never sees it, only
/// the typed values the app derives from the tuning after it.
public enum TuningChange: Hashable, Sendable {
  /// Set the parameter `key` (a dotted tuning key such as "sheet.duration") to `value`
  /// (booleans as 0 or 1).
  case set(key: String, value: Double)
  /// Switch to a built-in preset ("ios26", "ios18", "classic", or an old name: "seed",
  /// "fluid"), dropping overrides.
  case preset(String)
}

extension Tuning {
  /// The smallest list of changes that makes `current` exactly `target`: a preset switch when
  /// the base presets differ (it resets every value), then one set per value that still
  /// differs, bit for bit, in the parameters' order. A hot reload of the tuning file and the
  /// panel's undo both record these.
  public static func changes(from current: Tuning, to target: Tuning) -> [TuningChange] {
    var events: [TuningChange] = []
    var base = current
    if current.basePreset != target.basePreset || current.presetAlias != target.presetAlias {
      events.append(.preset(target.presetName))
      base = Tuning.preset(named: target.presetName) ?? Tuning(preset: target.basePreset)
    }
    for parameter in parameters {
      let want = parameter.read(target)
      if parameter.read(base).bitPattern != want.bitPattern {
        events.append(.set(key: parameter.key, value: want))
      }
    }
    return events
  }
}

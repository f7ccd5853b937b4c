extension Tuning {
  /// The parameters whose values differ from `basePreset`'s, in `Double` form: what
  /// recordings and tuning files store. Compared bit for bit, so -0 survives a round trip.
  public var overrides: [String: Double] {
    var result: [String: Double] = [:]
    for parameter in Self.parameters {
      let value = parameter.read(self)
      if value.bitPattern != presetValue(of: parameter).bitPattern {
        result[parameter.key] = value
      }
    }
    return result
  }

  /// `parameter`'s value in the preset as named: ``basePreset``'s, or the old name's
  /// (``TuningPreset/aliasOverrides``).
  public func presetValue(of parameter: TuningParameter) -> Double {
    presetAlias.flatMap { TuningPreset.aliasOverrides[$0]?[parameter.key] }
      ?? parameter.defaultValue(for: basePreset)
  }

  /// What the panel calls this tuning: the preset's name, or "custom" once anything differs.
  public var displayName: String {
    overrides.isEmpty ? presetName : "custom"
  }

  /// The same values re-expressed over `preset`: only `basePreset`, and so `overrides`,
  /// change. Used when saving a tuning relative to another preset.
  public func rebased(on preset: TuningPreset) -> Tuning {
    var copy = self
    copy.basePreset = preset
    copy.presetAlias = nil
    return copy
  }
}

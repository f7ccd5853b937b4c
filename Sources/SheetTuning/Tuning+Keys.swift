extension Tuning {
  /// The value of the parameter `key` in its `Double` form (booleans 0 or 1), or nil for an
  /// unknown key.
  public func value(forKey key: String) -> Double? {
    Self.parameter(forKey: key)?.read(self)
  }

  /// Sets `key` to exactly `value`, refusing values out of range or of the wrong kind: what
  /// files and recordings use, so a typo is reported instead of silently changed.
  public mutating func setValue(_ value: Double, forKey key: String) throws(TuningError) {
    let parameter = try Self.knownParameter(key)
    try parameter.validate(value)
    parameter.write(value, into: &self)
  }

  /// A copy with `key` set to exactly `value`; see `setValue(_:forKey:)`.
  public func setting(_ value: Double, forKey key: String) throws(TuningError) -> Tuning {
    var copy = self
    try copy.setValue(value, forKey: key)
    return copy
  }

  /// Sets `key` to the nearest value it can take (clamped, rounded for integers): what a
  /// slider or a keyboard nudge uses. Still refuses unknown keys and NaN.
  public mutating func clampValue(_ value: Double, forKey key: String) throws(TuningError) {
    let parameter = try Self.knownParameter(key)
    parameter.write(try parameter.clamp(value), into: &self)
  }

  /// A copy with `key` set to the nearest value it can take; see `clampValue(_:forKey:)`.
  public func clamped(_ value: Double, forKey key: String) throws(TuningError) -> Tuning {
    var copy = self
    try copy.clampValue(value, forKey: key)
    return copy
  }

  /// Throws for the first parameter (in table order) whose value is out of range, for code
  /// that assigned the typed properties directly.
  public func validate() throws(TuningError) {
    for parameter in Self.parameters {
      try parameter.validate(parameter.read(self))
    }
  }

  private static func knownParameter(_ key: String) throws(TuningError) -> TuningParameter {
    guard let parameter = parameter(forKey: key) else {
      throw .unknownKey(key, suggestion: closestKey(to: key))
    }
    return parameter
  }
}

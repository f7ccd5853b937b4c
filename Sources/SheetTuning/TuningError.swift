/// Why a value, key or preset name was refused by a `Tuning`.
///
/// Refusing (rather than clamping) is what files and recordings need: a typo'd 35 for 0.35
/// must be reported, not silently turned into the maximum. `reason` is lowercase, one line,
/// and does not repeat the key, so a file loader can put it after "FILE:LINE: key 'x': ".
public enum TuningError: Error, Hashable, Sendable, CustomStringConvertible {
  case unknownKey(String, suggestion: String?)
  case unknownPreset(String)
  case notFinite(key: String, value: Double)
  case notBoolean(key: String, value: Double)
  case notInteger(key: String, value: Double)
  case outOfRange(key: String, value: Double, range: ClosedRange<Double>, unit: String)

  /// The key concerned; nil for an unknown preset name.
  public var key: String? {
    switch self {
    case .unknownKey(let key, _): key
    case .unknownPreset: nil
    case .notFinite(let key, _), .notBoolean(let key, _), .notInteger(let key, _): key
    case .outOfRange(let key, _, _, _): key
    }
  }

  public var reason: String {
    switch self {
    case .unknownKey(_, let suggestion):
      suggestion.map { "unknown key (did you mean '\($0)'?)" } ?? "unknown key"
    case .unknownPreset(let name):
      "unknown preset '\(name)' (expected "
        + TuningPreset.allCases.map(\.name).dropLast().joined(separator: ", ") + " or "
        + (TuningPreset.allCases.last?.name ?? "") + ")"
    case .notFinite(_, let value):
      "\(TuningNumber.text(value)) is not a finite number"
    case .notBoolean(_, let value):
      "must be a switch, 0 or 1 (got \(TuningNumber.text(value)))"
    case .notInteger(_, let value):
      "must be an integer (got \(TuningNumber.text(value)))"
    case .outOfRange(_, let value, let range, let unit):
      "\(TuningNumber.text(value)) is out of range \(TuningNumber.text(range, unit: unit))"
    }
  }

  /// "key 'x': reason", or the reason alone when no key is concerned.
  public var description: String {
    key.map { "key '\($0)': \(reason)" } ?? reason
  }
}

/// One adjustable number of a `Tuning`: its stable key, where the panel shows it, its unit,
/// the range it may take, each preset's value and a one-line description.
///
/// The table of these (`Tuning.parameters`) is the single source of truth: presets, files,
/// recordings, the panel and validation all read it, so a parameter added there is complete.
public struct TuningParameter: Hashable, Sendable {
  /// Where the value lives inside a `Tuning`.
  enum Storage: Sendable {
    case double(any WritableKeyPath<Tuning, Double> & Sendable)
    case bool(any WritableKeyPath<Tuning, Bool> & Sendable)
    case int(any WritableKeyPath<Tuning, Int> & Sendable)
  }

  /// Stable dotted name used in files and recordings, e.g. "sheet.duration".
  public let key: String
  /// The panel section that shows it.
  public let group: TuningGroup
  /// Unit for display and messages: "s", "pt", "pt/s", "1/s", "×", "per ms" or "".
  public let unit: String
  /// The values it may take; booleans are 0...1.
  public let range: ClosedRange<Double>
  /// Value in the classic preset, formerly `seed` (booleans 0 or 1).
  public let classicValue: Double
  /// Value in the ios18 preset, formerly `fluid` (booleans 0 or 1).
  public let ios18Value: Double
  /// Value in the ios26 preset (booleans 0 or 1).
  public let ios26Value: Double
  /// One line saying what it changes.
  public let summary: String
  let storage: Storage

  /// `seed` is the classic preset's value and `fluid` ios18's (the presets' first names, kept
  /// so the table reads as it always has); `ios26` is iOS 26's where it differs from
  /// iOS 18's, and defaults to it (docs/MOTION.md, "Presets").
  init(
    _ key: String, _ group: TuningGroup, _ unit: String, _ range: ClosedRange<Double>,
    seed: Double, fluid: Double, ios26: Double? = nil, _ storage: Storage, _ summary: String
  ) {
    self.key = key
    self.group = group
    self.unit = unit
    self.range = range
    self.classicValue = seed
    self.ios18Value = fluid
    self.ios26Value = ios26 ?? fluid
    self.summary = summary
    self.storage = storage
  }

  /// How the value is stored and edited.
  public var kind: TuningValueKind {
    switch storage {
    case .double: .double
    case .bool: .bool
    case .int: .int
    }
  }

  /// The value in `preset`.
  public func defaultValue(for preset: TuningPreset) -> Double {
    switch preset {
    case .classic: classicValue
    case .ios18: ios18Value
    case .ios26: ios26Value
    }
  }

  /// `value` if this parameter can take it exactly, else why not. NaN and infinities are
  /// rejected, integers must be integral, booleans 0 or 1.
  public func validate(_ value: Double) throws(TuningError) {
    guard value.isFinite else { throw .notFinite(key: key, value: value) }
    switch kind {
    case .bool:
      guard value == 0 || value == 1 else { throw .notBoolean(key: key, value: value) }
    case .int:
      guard value == value.rounded(.towardZero) else {
        throw .notInteger(key: key, value: value)
      }
    case .double:
      break
    }
    guard range.contains(value) else {
      throw .outOfRange(key: key, value: value, range: range, unit: unit)
    }
  }

  /// The nearest value this parameter can take, for a slider: clamped into the range,
  /// integers rounded, booleans on from 0.5. NaN is still rejected, as it has no nearest.
  public func clamp(_ value: Double) throws(TuningError) -> Double {
    guard !value.isNaN else { throw .notFinite(key: key, value: value) }
    let clamped = min(max(value, range.lowerBound), range.upperBound)
    switch kind {
    case .bool: return clamped >= 0.5 ? 1 : 0
    case .int: return clamped.rounded()
    case .double: return clamped
    }
  }

  /// The key identifies the parameter; `storage` follows from it.
  public static func == (lhs: TuningParameter, rhs: TuningParameter) -> Bool {
    lhs.key == rhs.key && lhs.group == rhs.group && lhs.unit == rhs.unit
      && lhs.range == rhs.range && lhs.classicValue.bitPattern == rhs.classicValue.bitPattern
      && lhs.ios18Value.bitPattern == rhs.ios18Value.bitPattern
      && lhs.ios26Value.bitPattern == rhs.ios26Value.bitPattern && lhs.summary == rhs.summary
      && lhs.kind == rhs.kind
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
  }

  func read(_ tuning: Tuning) -> Double {
    switch storage {
    case .double(let path): tuning[keyPath: path]
    case .bool(let path): tuning[keyPath: path] ? 1 : 0
    case .int(let path): Double(tuning[keyPath: path])
    }
  }

  /// Stores an already validated or clamped value.
  func write(_ value: Double, into tuning: inout Tuning) {
    switch storage {
    case .double(let path): tuning[keyPath: path] = value
    case .bool(let path): tuning[keyPath: path] = value != 0
    case .int(let path): tuning[keyPath: path] = Int(value)
    }
  }
}

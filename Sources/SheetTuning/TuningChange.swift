/// One change to the tuning in force, from the tuning file or the panel. Recorded beside the
/// input so a replay runs with the tuning its session had; the engine never sees it, only
/// the typed values the app derives from the tuning after it.
public enum TuningChange: Hashable, Sendable {
  /// Set the parameter `key` (a dotted tuning key such as "sheet.duration") to `value`
  /// (booleans as 0 or 1).
  case set(key: String, value: Double)
  /// Switch to a built-in preset ("seed" or "fluid"), dropping overrides.
  case preset(String)
}

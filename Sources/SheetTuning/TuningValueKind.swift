/// How a tuning parameter's value is stored and edited: the panel shows a slider for numbers
/// and integers and a switch for booleans; files spell booleans `true`/`false`.
///
/// Every value also has a `Double` form (booleans 0 or 1), which is what generic code and
/// recordings' overrides use.
public enum TuningValueKind: Hashable, Sendable {
  case double
  case bool
  case int
}

import SheetEngine

/// The playground's state at the end of a frame: the engine's ``StateSnapshot`` and the
/// tuning in force. What `--state-out` writes and playback tests assert on; the engine's
/// fields read through directly (`state.presented`), as if it were one flat value.
@dynamicMemberLookup
public struct PlaygroundState: Hashable, Sendable {
  public var engine: StateSnapshot
  /// The tuning's base preset ("ios26", "ios18", "classic"; "seed" and "fluid" in old recordings) and the keys that differ from it.
  public var tuningPreset: String
  public var tuningOverrides: [String: Double]

  public init(
    engine: StateSnapshot, tuningPreset: String = "seed", tuningOverrides: [String: Double] = [:]
  ) {
    self.engine = engine
    self.tuningPreset = tuningPreset
    self.tuningOverrides = tuningOverrides
  }

  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<StateSnapshot, Value>) -> Value {
    get { engine[keyPath: keyPath] }
    set { engine[keyPath: keyPath] = newValue }
  }
}

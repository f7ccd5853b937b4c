/// The state of a whole session at the end of a frame: one playground's, or in a compare
/// session every variant's, each with its label. What `--state-out` writes, checkpoints hold
/// and `playground test` compares.
public enum SessionState: Hashable, Sendable {
  case single(PlaygroundState)
  case variants([VariantState])

  /// Frames simulated (every variant steps in the same frames, so they agree).
  public var frame: Int {
    switch self {
    case .single(let state): state.frame
    case .variants(let variants): variants.first?.state.frame ?? 0
    }
  }

  /// The one playground's state; nil for a compare session.
  public var single: PlaygroundState? {
    if case .single(let state) = self { return state }
    return nil
  }

  /// Every playground's state in order (one for a single session).
  public var playgroundStates: [PlaygroundState] {
    switch self {
    case .single(let state): [state]
    case .variants(let variants): variants.map(\.state)
    }
  }
}

/// One side of a compare session: its label (the tuning's name, as the window shows it) and
/// its playground's state.
public struct VariantState: Hashable, Sendable {
  public var label: String
  public var state: PlaygroundState

  public init(label: String, state: PlaygroundState) {
    self.label = label
    self.state = state
  }
}

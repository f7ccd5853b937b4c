import SheetSession

/// A state a recording expects its replay to reach: the state snapshot the live session had
/// once `frame` frames were simulated (its `frame` field equals `frame`).
///
/// Checkpoints are what turns a recording into a test: `playground test` replays the input
/// and compares each one. People add them with F5 while recording; the end of a recording is
/// the implicit checkpoint ``endName``, stored in the end line.
public struct RecordingCheckpoint: Hashable, Sendable {
  /// The name of the implicit checkpoint at the end of every recording.
  public static let endName = "end"
  /// The name the window gives the `ordinal`-th checkpoint added with F5 (1-based).
  public static func liveName(_ ordinal: Int) -> String { "checkpoint-\(ordinal)" }

  /// Frames simulated when the state was taken (0 is the state before the first frame).
  public var frame: Int
  /// Unique within its recording; ``endName`` is reserved for the end line.
  public var name: String
  /// The state to reach: one playground's, or every side's in a compare recording.
  public var state: SessionState
  /// A digest of the frame drawn at this checkpoint, rendered at 1x (version 3; see
  /// ``CheckpointImage``): set, the checkpoint is also a visual one, and its expected PNG is
  /// `NAME.frames/CHECKPOINT.png` beside the recording.
  public var image: String?

  public init(frame: Int, name: String, state: SessionState, image: String? = nil) {
    self.frame = frame
    self.name = name
    self.state = state
    self.image = image
  }

  /// A checkpoint of a single-device recording.
  public init(frame: Int, name: String, state: PlaygroundState) {
    self.init(frame: frame, name: name, state: .single(state))
  }
}

/// What `playground test` found, as values: one ``RecordingTestResult`` per recording, in the
/// order they ran, and the exit code the command line would end with.
public struct RecordingTestResults: Equatable, Sendable {
  /// Each recording's verdict, in the order they ran.
  public var recordings: [RecordingTestResult] = []

  /// Whether every recording passed (or, with `updates`, was brought up to date).
  public var passed: Bool { recordings.allSatisfy(\.passed) }

  /// 0 when every recording passed, 1 when one failed: what `playground test` exits with.
  public var exitCode: Int32 { passed ? 0 : 1 }
}

/// One recording's verdict: whether it replayed to the states it recorded, and if not, what
/// differed first and where to look.
public struct RecordingTestResult: Equatable, Sendable {
  /// The name the summary prints (the file name without `.jsonl`, or the path where two
  /// recordings share a name).
  public var name: String
  /// The recording's path.
  public var path: String
  /// Whether every checkpoint and every frame's digest matched (or the update was written).
  public var passed: Bool
  /// The recording's named checkpoints, in order, each with its frame.
  public var checkpoints: [(name: String, frame: Int)]
  /// How many frames the replay ran.
  public var frameCount: Int
  /// The one-line reason it failed (the line after `FAIL name:`), nil when it passed.
  public var failure: String?
  /// The failure's detail lines: each differing field with expected and actual values.
  public var details: [String]
  /// The first frame whose state differs from the recording's (from the per-frame digests,
  /// else the first failing checkpoint), where `--seek` opens the replay.
  public var firstDifferentFrame: Int?

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.path == rhs.path && lhs.passed == rhs.passed
      && lhs.checkpoints.map(\.name) == rhs.checkpoints.map(\.name)
      && lhs.checkpoints.map(\.frame) == rhs.checkpoints.map(\.frame)
      && lhs.frameCount == rhs.frameCount && lhs.failure == rhs.failure
      && lhs.details == rhs.details && lhs.firstDifferentFrame == rhs.firstDifferentFrame
  }
}

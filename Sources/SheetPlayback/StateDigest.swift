import SheetFiles
import SheetSession

/// A short fingerprint of a state snapshot, kept for every frame of a recording so a failed
/// replay can say at which frame its state first left the recorded one, not only which
/// checkpoint it missed.
///
/// 32 bits of FNV-1a over the snapshot's single-line JSON with its `frame` field set to 0
/// and its tuning left out: a frame where nothing moved then has the same digest as the one
/// before, so an idle stretch is one run in the file (see ``DigestRuns``), and a replay with
/// another tuning is said to differ where its motion does, not at frame 1 (the tuning is
/// the test's input, compared nowhere). A chance collision (one in four billion per
/// frame) could only make a divergence be named a frame late, never hide it: the checkpoints
/// are compared in full (but for their tuning).
public enum StateDigest {
  public static func of(_ state: PlaygroundState) -> UInt32 {
    fold(FNV1a64.hash(StateSnapshotJSON.encodeLine(unnumbered(state)).utf8))
  }

  /// One playground's digest as above; a compare session's covers every side (labels kept,
  /// each side's frame and tuning left out), so a divergence on either side is found.
  public static func of(_ state: SessionState) -> UInt32 {
    switch state {
    case .single(let snapshot):
      return of(snapshot)
    case .variants(let variants):
      let stripped = variants.map { VariantState(label: $0.label, state: unnumbered($0.state)) }
      return fold(FNV1a64.hash(StateSnapshotJSON.encodeLine(.variants(stripped)).utf8))
    }
  }

  private static func unnumbered(_ state: PlaygroundState) -> PlaygroundState {
    var unnumbered = state
    unnumbered.engine.frame = 0
    unnumbered.tuningPreset = ""
    unnumbered.tuningOverrides = [:]
    return unnumbered
  }

  private static func fold(_ hash: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
  }

  /// The first frame (1-based: the state after it) whose digests differ, comparing the frames
  /// both lists cover; nil when they agree there.
  public static func firstDifferingFrame(_ recorded: [UInt32], _ replayed: [UInt32]) -> Int? {
    let common = min(recorded.count, replayed.count)
    return (0..<common).first { recorded[$0] != replayed[$0] }.map { $0 + 1 }
  }
}

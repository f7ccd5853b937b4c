import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession

/// What a headless replay of a recording produced: the state at each of its checkpoints'
/// frames and the digest of the state after every frame. Comparing it with the recording is
/// ``RecordingVerdict``'s job; `--update` writes it back.
@MainActor
struct RecordingReplay {
  /// The replayed state at every checkpoint of the recording, by name (`end` included).
  var states: [String: SessionState] = [:]
  /// `digests[i]`: the state after frame `i + 1`.
  var digests: [UInt32] = []
  /// The state after the last frame.
  var endState: SessionState
  /// The states after the frames asked for with `keeping` (to describe a divergence).
  var kept: [Int: SessionState] = [:]

  /// Replays `recording` without drawing; `stopAfter` ends it early (frames simulated);
  /// `progress` hears the frame reached every 4,096 frames (to show it, or to stop: it
  /// returns false to end the replay there); the states after the frames in `keeping` are
  /// kept.
  static func run(
    _ recording: Recording, measurer: TextMeasuring, stopAfter: Int? = nil,
    keeping: Set<Int> = [], progress: (Int) -> Bool = { _ in true }
  ) throws(UsageError) -> RecordingReplay {
    let playground = try makeSession(for: recording, measurer: measurer)
    let player = RecordingPlayer(recording: recording, session: playground)
    let wanted = Dictionary(grouping: recording.expectations, by: \.frame)
    var states: [String: SessionState] = [:]
    var digests: [UInt32] = []
    var kept: [Int: SessionState] = [:]
    digests.reserveCapacity(recording.frameCount)
    func takeStates(_ state: SessionState) {
      for checkpoint in wanted[playground.frameIndex] ?? [] { states[checkpoint.name] = state }
    }
    takeStates(playground.sessionState())
    let last = min(recording.frameCount, stopAfter ?? .max)
    while playground.frameIndex < last {
      player.simulateFrame()
      let state = playground.sessionState()
      digests.append(StateDigest.of(state))
      takeStates(state)
      if keeping.contains(playground.frameIndex) { kept[playground.frameIndex] = state }
      if playground.frameIndex % 4096 == 0, !progress(playground.frameIndex) {
        break
      }
    }
    return RecordingReplay(
      states: states, digests: digests, endState: playground.sessionState(), kept: kept)
  }

  /// A playground (or both sides of a compare recording) set up as the header says.
  static func makeSession(
    for recording: Recording, measurer: TextMeasuring
  ) throws(UsageError) -> any SessionSimulation {
    try SessionFactory.makeSession(for: recording, path: "recording", textMeasurer: measurer)
  }
}

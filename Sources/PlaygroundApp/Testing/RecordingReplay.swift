import SheetEngine
import SheetPlayback
import SheetScreens

/// What a headless replay of a recording produced: the state at each of its checkpoints'
/// frames and the digest of the state after every frame. Comparing it with the recording is
/// ``RecordingVerdict``'s job; `--update` writes it back.
@MainActor
struct RecordingReplay {
  /// The replayed state at every checkpoint of the recording, by name (`end` included).
  var states: [String: PlaygroundState] = [:]
  /// `digests[i]`: the state after frame `i + 1`.
  var digests: [UInt32] = []
  /// The state after the last frame.
  var endState: PlaygroundState

  /// Replays `recording` without drawing; `stopAfter` ends it early (frames simulated).
  static func run(
    _ recording: Recording, measurer: TextMeasuring, stopAfter: Int? = nil
  ) throws(UsageError) -> RecordingReplay {
    let playground = try makePlayground(for: recording, measurer: measurer)
    let player = RecordingPlayer(recording: recording, playground: playground)
    let wanted = Dictionary(grouping: recording.expectations, by: \.frame)
    var states: [String: PlaygroundState] = [:]
    var digests: [UInt32] = []
    digests.reserveCapacity(recording.frameCount)
    func takeStates(_ state: PlaygroundState) {
      for checkpoint in wanted[playground.frameIndex] ?? [] { states[checkpoint.name] = state }
    }
    takeStates(playground.snapshot())
    let last = min(recording.frameCount, stopAfter ?? .max)
    while playground.frameIndex < last {
      player.simulateFrame()
      let state = playground.snapshot()
      digests.append(StateDigest.of(state))
      takeStates(state)
    }
    return RecordingReplay(states: states, digests: digests, endState: playground.snapshot())
  }

  /// A playground set up as the recording's header says.
  static func makePlayground(
    for recording: Recording, measurer: TextMeasuring
  ) throws(UsageError) -> Playground {
    SessionFactory.makePlayground(
      size: recording.header.windowSize, safeAreaInsets: recording.header.safeArea,
      textMeasurer: measurer, tuning: try SessionFactory.tuning(of: recording, path: "recording"))
  }
}

import PlaygroundSessions
import SheetPlayback
import SheetScreens

/// Every interaction of one replayed run (the recording, or a what-if fork of it), for the
/// replay's motion plot: a session of its own replays the run from frame 0 in slices, while
/// the window waits, feeding a ``MotionRecorder`` and an ``InteractionLog`` per side as
/// `--plot` does, so the plot can show the interaction under the playhead wherever a seek
/// puts it, and a fork's curves beside the recorded ones.
@MainActor
package final class RunMotion {
  package let recording: Recording
  private let session: any SessionSimulation
  private var recorders: [MotionRecorder] = []
  private var logs: [InteractionLog] = []
  /// Each side's interactions so far, oldest first (kept, not filtered every frame).
  package private(set) var interactions: [[MotionCapture]] = []

  package init(recording: Recording, session: any SessionSimulation) {
    self.recording = recording
    self.session = session
    let sides = HeadlessReplay.playgrounds(of: session).count
    recorders = Array(repeating: MotionRecorder(), count: sides)
    logs = Array(repeating: InteractionLog(), count: sides)
    interactions = Array(repeating: [], count: sides)
  }

  /// Whether every frame has been looked at.
  package var isComplete: Bool { session.frameIndex >= recording.frameCount }

  /// Replays up to `frameBudget` more frames, inspecting each.
  package func analyse(frameBudget: Int) {
    guard !isComplete else { return }
    let end = min(recording.frameCount, session.frameIndex + max(frameBudget, 1))
    while session.frameIndex < end {
      session.simulate(recording.events(inFrame: session.frameIndex).map(\.event))
      for (side, playground) in HeadlessReplay.playgrounds(of: session).enumerated() {
        recorders[side].update(playground.inspect(), tuningName: playground.tuning.displayName)
        logs[side].take(recorders[side])
      }
    }
    interactions = logs.map(\.interactions)
  }

  /// Replays the whole run (tests, and `--plot`'s equal).
  func analyseToEnd() {
    analyse(frameBudget: recording.frameCount)
  }
}

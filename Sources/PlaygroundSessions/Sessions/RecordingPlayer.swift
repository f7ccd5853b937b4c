import SheetEngine
import SheetPlayback
import SheetScreens

/// Feeds a recording's events to a session (a playground, or both sides of a compare
/// recording) frame by frame, exactly as the live session applied them: the events recorded
/// in frame `f` go into the `f`-th step.
@MainActor
public struct RecordingPlayer {
  public let recording: Recording
  public let session: any SessionSimulation

  public init(recording: Recording, session: any SessionSimulation) {
    self.recording = recording
    self.session = session
  }

  /// Whether every recorded frame has been simulated.
  public var isFinished: Bool { session.frameIndex >= recording.frameCount }

  /// Simulates the next recorded frame and returns what it draws.
  @discardableResult
  public func stepFrame() -> DisplayList {
    let events = recording.events(inFrame: session.frameIndex).map(\.event)
    return session.step(events)
  }

  /// Simulates the next recorded frame without drawing it.
  public func simulateFrame() {
    session.simulate(recording.events(inFrame: session.frameIndex).map(\.event))
  }

  /// Runs to the end, calling `afterFrame` after each step; frames for which `draws` (given
  /// the frame number the step ends on) says so are drawn and their list passed along.
  public func playToEnd(
    drawing draws: (Int) -> Bool = { _ in false },
    afterFrame: (DisplayList?) throws -> Void = { _ in }
  ) rethrows {
    while !isFinished {
      if draws(session.frameIndex + 1) {
        try afterFrame(stepFrame())
      } else {
        simulateFrame()
        try afterFrame(nil)
      }
    }
  }
}

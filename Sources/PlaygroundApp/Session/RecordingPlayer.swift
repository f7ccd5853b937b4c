import SheetEngine
import SheetPlayback
import SheetScreens

/// Feeds a recording's events to a playground frame by frame, exactly as the live session
/// applied them: the events recorded in frame `f` go into the `f`-th step.
@MainActor
public struct RecordingPlayer {
  public let recording: Recording
  public let playground: Playground

  public init(recording: Recording, playground: Playground) {
    self.recording = recording
    self.playground = playground
  }

  /// Whether every recorded frame has been simulated.
  public var isFinished: Bool { playground.frameIndex >= recording.frameCount }

  /// Simulates the next recorded frame and returns what it draws.
  @discardableResult
  public func stepFrame() -> DisplayList {
    let events = recording.events(inFrame: playground.frameIndex).map(\.event)
    return playground.step(events)
  }

  /// Simulates the next recorded frame without drawing it.
  public func simulateFrame() {
    playground.simulate(recording.events(inFrame: playground.frameIndex).map(\.event))
  }

  /// Runs to the end, calling `afterFrame` after each step; frames for which `draws` (given
  /// the frame number the step ends on) says so are drawn and their list passed along.
  public func playToEnd(
    drawing draws: (Int) -> Bool = { _ in false },
    afterFrame: (DisplayList?) throws -> Void = { _ in }
  ) rethrows {
    while !isFinished {
      if draws(playground.frameIndex + 1) {
        try afterFrame(stepFrame())
      } else {
        simulateFrame()
        try afterFrame(nil)
      }
    }
  }
}

import SheetEngine
import SheetPlayback

/// Feeds a recording's events to a runtime frame by frame, exactly as the live session
/// applied them: the events recorded in frame `f` go into the `f`-th step.
@MainActor
public struct RecordingPlayer {
  public let recording: Recording
  public let runtime: Runtime

  public init(recording: Recording, runtime: Runtime) {
    self.recording = recording
    self.runtime = runtime
  }

  /// Whether every recorded frame has been simulated.
  public var isFinished: Bool { runtime.frameIndex >= recording.frameCount }

  /// Simulates the next recorded frame and returns what it draws.
  @discardableResult
  public func stepFrame() -> DisplayList {
    let events = recording.events(inFrame: runtime.frameIndex).map(\.event)
    return runtime.step(events)
  }

  /// Runs to the end, calling `afterFrame` after each step with what it drew.
  public func playToEnd(afterFrame: (DisplayList) throws -> Void = { _ in }) rethrows {
    while !isFinished { try afterFrame(stepFrame()) }
  }
}

import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import Testing

@testable import PlaygroundSessions

/// Replays a checked-in recording headless, frame by frame, through the same runtime and
/// screens as the app, and lets a test look at the state after any frame.
@MainActor
struct Playback {
  let name: String
  let recording: Recording
  /// The one playground, or in a compare recording the first side's (``session`` steps all).
  let playground: Playground
  /// What the recording replays into: the playground, or the comparison of every side.
  let session: any SessionSimulation
  private let player: RecordingPlayer

  init(_ name: String) throws {
    let measurer = try SDLTestEnvironment.measurer(forRecordingAt: TestPaths.recording(name))
    self.name = name
    recording = try RecordingReader.read(path: TestPaths.recording(name))
    session = try SessionFactory.makeSession(
      for: recording, path: TestPaths.recording(name), textMeasurer: measurer)
    playground =
      (session as? PlaygroundComparison)?.variants[0].playground ?? (session as! Playground)
    player = RecordingPlayer(recording: recording, session: session)
  }

  /// Frames of the recorded events of `kind` ("down", "up", "move", ...), in order.
  func frames(of kind: String) -> [Int] {
    recording.events.filter { Self.kindName($0.event) == kind }.map(\.frame)
  }

  /// Plays until `frame` frames ran and returns every side's state (one for one device).
  @discardableResult
  func playSession(until frame: Int) -> SessionState {
    while session.frameIndex < min(frame, recording.frameCount) { player.simulateFrame() }
    return session.sessionState()
  }

  /// Plays until the snapshot's `frame` is `frame` (frames simulated), and returns it.
  @discardableResult
  func play(until frame: Int) -> PlaygroundState {
    while session.frameIndex < min(frame, recording.frameCount) { player.simulateFrame() }
    return playground.snapshot()
  }

  /// Plays to the end and returns the final state.
  func playToEnd() -> PlaygroundState {
    play(until: recording.frameCount)
  }

  /// A label for expectations: which recording and which frame, so a failure says where.
  var here: Comment { "\(name).jsonl at frame \(playground.frameIndex)" }

  private static func kindName(_ event: SessionEvent) -> String {
    if case .scene = event { return "scene" }
    guard case .input(let input) = event else { return "tuning" }
    return switch input.kind {
    case .pointerDown: "down"
    case .pointerUp: "up"
    case .pointerMove: "move"
    case .wheel: "wheel"
    case .keyDown: "keyDown"
    case .keyUp: "keyUp"
    case .textInput: "text"
    case .resize: "resize"
    case .focusLost: "focusLost"
    }
  }
}

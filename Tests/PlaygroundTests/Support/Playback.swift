import PlaygroundApp
import SheetEngine
import SheetPlayback
import SheetScreens
import Testing

/// Replays a checked-in recording headless, frame by frame, through the same runtime and
/// screens as the app, and lets a test look at the state after any frame.
@MainActor
struct Playback {
  let name: String
  let recording: Recording
  let playground: Playground
  private let player: RecordingPlayer

  init(_ name: String) throws {
    let (_, measurer) = try SDLTestEnvironment.start()
    self.name = name
    recording = try RecordingReader.read(path: TestPaths.recording(name))
    playground = SessionFactory.makePlayground(
      size: recording.header.windowSize, safeAreaInsets: recording.header.safeArea,
      textMeasurer: measurer, tuning: try SessionFactory.tuning(of: recording, path: name))
    player = RecordingPlayer(recording: recording, session: playground)
  }

  /// Frames of the recorded events of `kind` ("down", "up", "move", ...), in order.
  func frames(of kind: String) -> [Int] {
    recording.events.filter { Self.kindName($0.event) == kind }.map(\.frame)
  }

  /// Plays until the snapshot's `frame` is `frame` (frames simulated), and returns it.
  @discardableResult
  func play(until frame: Int) -> PlaygroundState {
    while playground.frameIndex < min(frame, recording.frameCount) { player.simulateFrame() }
    return playground.snapshot()
  }

  /// Plays to the end and returns the final state.
  func playToEnd() -> PlaygroundState {
    play(until: recording.frameCount)
  }

  /// A label for expectations: which recording and which frame, so a failure says where.
  var here: Comment { "\(name).jsonl at frame \(playground.frameIndex)" }

  private static func kindName(_ event: SessionEvent) -> String {
    guard case .input(let input) = event else { return "tuning" }
    return switch input.kind {
    case .pointerDown: "down"
    case .pointerUp: "up"
    case .pointerMove: "move"
    case .wheel: "wheel"
    case .keyDown: "keyDown"
    case .keyUp: "keyUp"
    case .resize: "resize"
    case .focusLost: "focusLost"
    }
  }
}

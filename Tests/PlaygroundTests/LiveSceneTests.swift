import Foundation
import SheetEngine
import SheetPlayback
import SheetScreens
import Testing

@testable import PlaygroundCommandLine
@testable import PlaygroundSessions

/// A live session's scene is the session's own, not the process's: `--scene` is loaded into
/// the session's inputs and its header entry made from them, and the host's screens hold
/// for one command only.
@MainActor
@Suite struct LiveSceneTests {
  static let photo = TestPaths.testsFolder.appendingPathComponent(
    "Recordings/scenes/photo/scene.json"
  ).path

  @Test func theSceneIsRecordedRelativeToTheRecordingWithItsHash() throws {
    let scene = try #require(
      try LiveScene.load(
        ArgumentParser.parse(["--scene", Self.photo]), hostScreens: .playground))
    let recordings = TestPaths.testsFolder.appendingPathComponent("Recordings").path
    let entry = scene.recorded(forRecordingAt: recordings + "/new.jsonl")
    #expect(entry == RecordedScene(path: "scenes/photo/scene.json", hash: scene.file.hash))
    #expect(scene.file.hash.count == 16)
  }

  @Test func aReplayTakesNoLiveScene() throws {
    let options = try ArgumentParser.parse(["--replay", TestPaths.recording("scene-photo-sheet")])
    #expect(try LiveScene.load(options, hostScreens: .playground) == nil)
  }

  @Test func theHostsScreensAreTheCommandsArgument() {
    let recording = TestPaths.recording("text-sheet-close")
    let empty = ScreenSource { _ in ViewController(screenID: "empty") }
    // Replayed against a root without the button it taps, the recording cannot pass ...
    #expect(PlaygroundMain.execute(["test", recording], screens: empty).exitCode == 1)
    // ... and the next command, given no screens, has the playground's: nothing was kept.
    #expect(PlaygroundMain.execute(["test", recording]).exitCode == 0)
  }

  /// A recording's scene comes with it from the loader, and a recording read another way
  /// loads its own from beside it: a scene recording replayed after one with no scene (and
  /// the other way round) shows each its own screens, with nothing cached between them.
  @Test func eachReplayShowsItsOwnRecordingsScene() throws {
    let (font, measurer) = try SDLTestEnvironment.start()
    for name in ["scene-photo-sheet", "text-sheet-close", "scene-photo-sheet"] {
      let path = TestPaths.recording(name)
      let loaded = try ReplayLoader.load(path: path, font: font)
      #expect((loaded.scenes.common != nil) == name.hasPrefix("scene-"))
      let session = try SessionFactory.makeSession(
        for: loaded.recording, path: path,
        setup: loaded.setup(measurer: measurer, screens: .playground))
      try RecordingPlayer(recording: loaded.recording, session: session).playToEnd()
      #expect(session.sessionState() == loaded.recording.endState)
    }
  }
}

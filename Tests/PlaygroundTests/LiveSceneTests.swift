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
    let scene = try #require(try LiveScene.load(ArgumentParser.parse(["--scene", Self.photo])))
    let recordings = TestPaths.testsFolder.appendingPathComponent("Recordings").path
    let entry = scene.recorded(forRecordingAt: recordings + "/new.jsonl")
    #expect(entry == RecordedScene(path: "scenes/photo/scene.json", hash: scene.file.hash))
    #expect(scene.file.hash.count == 16)
  }

  @Test func aReplayTakesNoLiveScene() throws {
    let options = try ArgumentParser.parse(["--replay", TestPaths.recording("scene-photo-sheet")])
    #expect(try LiveScene.load(options) == nil)
  }

  @Test func theHostsScreensHoldForOneCommandOnly() {
    let recording = TestPaths.recording("text-sheet-close")
    let empty = ScreenSource { _ in ViewController(screenID: "empty") }
    // Replayed against a root without the button it taps, the recording cannot pass ...
    #expect(PlaygroundMain.execute(["test", recording], screens: empty).exitCode == 1)
    // ... and the next command has the playground's screens again, with nothing restored.
    #expect(SessionFactory.hostScreens.isPlaygroundOwn)
    #expect(PlaygroundMain.execute(["test", recording]).exitCode == 0)
  }
}

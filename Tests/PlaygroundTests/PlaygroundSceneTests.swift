import Foundation
import SheetScreens
import Testing

@testable import PlaygroundCommandLine
@testable import PlaygroundSessions

extension SDLSuite {
  /// `Assets/scenes/playground.json` is the playground's own screens as a scene (the root
  /// in the file, the sheets and pages behind builtins): every checked-in recording, made
  /// with the screens built in code, passes `playground test` with the scene's screens
  /// instead, so the default run (which uses the file) and the code cannot drift apart.
  @MainActor
  @Suite struct PlaygroundSceneTests {
    @Test func everyCheckedInRecordingPassesWithThePlaygroundScene() throws {
      let root = TestPaths.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
      let scene = try SceneFile.load(
        path: root.appendingPathComponent(SceneLoader.defaultPath).path)
      let recordings = TestPaths.testsFolder.appendingPathComponent("Recordings").path
      #expect(PlaygroundMain.execute(["test", recordings], screens: scene.screens).exitCode == 0)
    }
  }
}

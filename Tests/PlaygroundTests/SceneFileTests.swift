import Foundation
import SheetScene
import Testing

@testable import PlaygroundCommandLine

extension SDLSuite {
  /// Scene files on the command line: every bad scene is one line naming the file and the
  /// line, exit 2, before a window opens (images are checked by their header first, so a
  /// 20,000 x 20,000 PNG is refused without decoding it); the checked-in scene recording
  /// passes `playground test`, and fails it once the scene's content changes.
  @MainActor
  @Suite struct SceneFileTests {
    static let scenes = TestPaths.testsFolder.appendingPathComponent("Recordings/scenes").path

    @Test(
      arguments: [
        (
          "missing-image",
          "10: image \"nowhere.png\": no such image file (nor an @2x or @3x variant)"
        ),
        ("broken-image", "10: image \"broken.png\": "),
        ("notimage-image", "10: image \"text.png\": "),
        ("huge-image", "10: image \"huge.png\": "),
        ("unknown-element", "6: unknown element \"video\" in screens.sheet.sheet"),
        ("cycle", "6: a cycle of screens: first -> second -> first"),
      ])
    func badScenesExitWithTwoNamingTheLine(name: String, expected: String) {
      let path = "\(Self.scenes)/bad/\(name).json"
      let result = PlaygroundMain.execute(["--scene", path])
      #expect(result.exitCode == 2)
      #expect(result.message?.hasPrefix("\(path):\(expected)") == true, "\(result.message ?? "")")
      #expect(result.message?.contains("\n") == false)
    }

    @Test func aHugePNGIsRefusedFromItsHeader() {
      let result = PlaygroundMain.execute(["--scene", "\(Self.scenes)/bad/huge-image.json"])
      #expect(
        result.message?.hasSuffix(
          "huge.png: a PNG of 20000 x 20000 pixels is larger than the limit (8192 on a side, "
            + "4096 x 4096 in all)") == true, "\(result.message ?? "")")
    }

    @Test func theCheckedInSchemaIsTheGeneratedOne() throws {
      let path = TestPaths.testsFolder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Assets/scene.schema.json").path
      let text = String(
        decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
      #expect(text == SceneSchema.text, "regenerate: playground scene-schema > \(path)")
    }

    @Test func theSceneRecordingPassesAndFailsOnceItsSceneChanges() throws {
      #expect(
        PlaygroundMain.execute(["test", TestPaths.recording("scene-photo-sheet")]).exitCode == 0)
      let folder = try TestFolder()
      defer { folder.remove() }
      let recording = try folder.copyRecording("scene-photo-sheet", as: "scene-photo-sheet.jsonl")
      try folder.copyScenes(["photo"])
      #expect(PlaygroundMain.execute(["test", recording]).exitCode == 0)
      try folder.replace("Sunset over the ridge", with: "Dusk", in: "scenes/photo/scene.json")
      let changed = PlaygroundMain.execute(["test", recording])
      #expect(changed.exitCode == 2)
      #expect(
        changed.message?.contains("scenes/photo/scene.json") == true, "\(changed.message ?? "")")
    }
  }
}

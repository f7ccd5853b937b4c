import Foundation
import Testing

@testable import PlaygroundCommandLine

extension SDLSuite {
  /// `--compare A B --scene-b FILE`: side B shows a scene of its own, recorded in its side's
  /// entry; the checked-in recording (made in the window) passes with both scenes, and fails
  /// once side B's scene changes.
  @MainActor
  @Suite struct CompareScenesTests {
    static let scenes = TestPaths.testsFolder.appendingPathComponent("Recordings/scenes").path

    @Test func aRecordingWithAScenePerSidePassesAndFailsOnceSideBsSceneChanges() throws {
      let folder = try TestFolder()
      defer { folder.remove() }
      let recording = try folder.copyRecording("compare-scene-b", as: "compare-scene-b.jsonl")
      try folder.copyScenes(["photo", "photo-b"])
      #expect(PlaygroundMain.execute(["test", recording]).exitCode == 0)
      try folder.replace("\"large\"", with: "\"medium\"", in: "scenes/photo-b/scene.json")
      let outcome = PlaygroundMain.execute(["test", recording])
      #expect(outcome.exitCode == 2)
      #expect(outcome.message?.contains("scenes/photo-b/scene.json") == true, "\(outcome)")
    }

    @Test func sideBsSceneNeedsACompareSession() {
      let outcome = PlaygroundMain.execute(["--scene-b", "\(Self.scenes)/photo-b/scene.json"])
      #expect(outcome.exitCode == 2)
      #expect(outcome.message == "--scene-b works with --compare A B: it is side B's scene")
    }

    @Test func aBrokenSideBSceneIsOneLineNamingIt() {
      let path = "\(Self.scenes)/bad/cycle.json"
      let outcome = PlaygroundMain.execute(["--compare", "seed", "fluid", "--scene-b", path])
      #expect(outcome.exitCode == 2)
      #expect(outcome.message?.hasPrefix("--scene-b: \(path):6: a cycle of screens") == true)
    }
  }
}

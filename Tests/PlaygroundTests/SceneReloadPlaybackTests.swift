import Foundation
import SheetEngine
import SheetScreens
import Testing

@testable import PlaygroundCommandLine

extension SDLSuite {
  /// `scene-reload.jsonl`, made in the real window by `scripts/scene-reload-check.sh`: the
  /// photo scene (sent as loaded in frame 0), its sheet opened, then the scene file edited
  /// (another button title, the sunset behind the root) in frame 90 with the sheet still up,
  /// then the sheet opened again from the new root. The reload rebuilds the root with the
  /// sheet dismissed; the replay reads the reloads' images beside the recording by hash.
  @MainActor
  @Suite struct SceneReloadPlaybackTests {
    @Test func theReloadRebuildsTheRootWithTheSheetDismissed() throws {
      let playback = try Playback("scene-reload")
      #expect(playback.frames(of: "scene") == [0, 90])
      let before = playback.play(until: 90).engine
      #expect(before.presented.map(\.screen) == ["photo"], playback.here)
      #expect(before.lastActivated == "Photo of the day", playback.here)
      // The edit is applied with frame 90's events: the sheet was at rest, so at once.
      let after = playback.play(until: 91).engine
      #expect(after.navigationStack == ["root"], playback.here)
      #expect(after.presented.isEmpty, playback.here)
      #expect(after.dimAlpha == 0, playback.here)
      #expect(after.controls.map(\.title) == ["Photo of the week"], playback.here)
      #expect(playback.playground.sceneReloads == 2)
      let end = playback.playToEnd().engine
      #expect(end.presented.map(\.screen) == ["photo"], playback.here)
      #expect(end.lastActivated == "Photo of the week", playback.here)
    }

    /// `scene-reload-compare.jsonl`, made by the same script with `--compare seed fluid`:
    /// one tap opened both sides' sheets, and the one edit (frame 90) reached both.
    @Test func inACompareSessionTheReloadRebuildsEverySidesRoot() throws {
      let playback = try Playback("scene-reload-compare")
      #expect(playback.frames(of: "scene") == [0, 90])
      guard case .variants(let before) = playback.playSession(until: 90) else {
        throw PlaybackError("a compare recording's state has variants")
      }
      #expect(before.map(\.label) == ["seed", "fluid"])
      #expect(before.allSatisfy { $0.state.engine.presented.map(\.screen) == ["photo"] })
      guard case .variants(let after) = playback.playSession(until: 91) else {
        throw PlaybackError("a compare recording's state has variants")
      }
      for side in after {
        #expect(side.state.engine.presented.isEmpty, "\(side.label) \(playback.here)")
        #expect(side.state.engine.controls.map(\.title) == ["Photo of the week"], "\(side.label)")
      }
    }

    /// `scene-reload-side-b.jsonl`, made by the same script with `--scene-b`: each side's
    /// scene sent as loaded (frame 0, naming its side), both sheets opened by one tap, then
    /// side B's file edited (frame 90): B's root is rebuilt, A keeps its sheet up.
    @Test func aReloadOfSideBsOwnSceneRebuildsSideBAlone() throws {
      let playback = try Playback("scene-reload-side-b")
      #expect(playback.frames(of: "scene") == [0, 0, 90])
      guard case .variants(let after) = playback.playSession(until: 91), after.count == 2 else {
        throw PlaybackError("a compare recording's state has two variants")
      }
      #expect(after[0].state.engine.presented.map(\.screen) == ["photo"], playback.here)
      #expect(after[1].state.engine.presented.isEmpty, playback.here)
      #expect(after[1].state.engine.controls.map(\.title) == ["Photo of the week"])
      guard let comparison = playback.session as? PlaygroundComparison else {
        throw PlaybackError("a compare recording replays into a comparison")
      }
      #expect(comparison.variants.map(\.playground.sceneReloads) == [1, 2])
    }

    @Test func aSideBRecordingReplaysWithBothScenesEditedSince() throws {
      let folder = try TestFolder()
      defer { folder.remove() }
      let recording = try folder.copyRecording("scene-reload-side-b", as: "side-b.jsonl")
      try folder.copyScenes(["photo"])
      // Both sides' first screens are in the recording: neither file is read.
      try folder.write("{ broken", to: "scenes/photo/scene.json")
      #expect(PlaygroundMain.execute(["test", recording]).exitCode == 0)
    }

    @Test func itReplaysWithItsSceneFileEditedOrBrokenButNotWithAnImageChanged() throws {
      let folder = try TestFolder()
      defer { folder.remove() }
      let recording = try folder.copyRecording("scene-reload", as: "scene-reload.jsonl")
      try folder.copyScenes(["photo"])
      #expect(PlaygroundMain.execute(["test", recording]).exitCode == 0)
      // The file the header names is not read: its text is in the recording.
      try folder.write("{ broken", to: "scenes/photo/scene.json")
      #expect(PlaygroundMain.execute(["test", recording]).exitCode == 0)
      // An image a reload drew is read beside the recording and checked by hash.
      try FileManager.default.removeItem(atPath: folder.file("scenes/photo/sunset.jpg"))
      try FileManager.default.copyItem(
        atPath: folder.file("scenes/photo/journal.png"),
        toPath: folder.file("scenes/photo/sunset.jpg"))
      let changed = PlaygroundMain.execute(["test", recording])
      #expect(changed.exitCode == 2)
      #expect(
        changed.message?.contains("scene reload 1 was recorded with image sunset.jpg") == true,
        "\(changed.message ?? "")")
    }
  }
}

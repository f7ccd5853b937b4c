import Foundation
import SheetSession
import Testing

@testable import PlaygroundSessions

extension SDLSuite {
  /// The live scene file's watcher: the scene as loaded first, then an edit as a reload
  /// whose images are handed over under the next reload's names; a broken edit keeps the
  /// screens and says FILE:LINE until an edit fixes it.
  @MainActor
  @Suite struct SceneWatcherTests {
    @Test func editsBecomeReloadsAndABrokenEditIsAProblemUntilFixed() throws {
      let folder = try TestFolder()
      defer { folder.remove() }
      try folder.copyScenes(["photo"])
      let path = folder.file("scenes/photo/scene.json")
      var handed: [String] = []
      let watcher = SceneWatcher(scene: try SceneFile.load(path: path)) { file, number in
        handed.append(
          SceneReload.imagePrefix(reload: number) + (file.scene.images.first?.name ?? ""))
      }
      let loaded = try #require(watcher.loaded())
      #expect(loaded.images.map(\.name) == ["journal.png", "sunset.jpg"])
      // The files' pixels at 1x, in points.
      #expect(loaded.images.map(\.width) == [390, 342])
      #expect(loaded.images.map(\.height) == [844, 200])
      #expect(watcher.poll() == nil)
      try folder.replace(
        "Photo of the day", with: "Photo of the week", in: "scenes/photo/scene.json")
      let edited = try #require(watcher.poll())
      #expect(edited.text.contains("Photo of the week"))
      #expect(edited.images == loaded.images)
      #expect(handed == ["../reload-1/journal.png", "../reload-2/journal.png"])
      #expect(watcher.poll() == nil)
      try folder.write(
        "{\n  \"root\": {\"title\": \"x\", \"colour\": 1}\n}\n", to: "scenes/photo/scene.json")
      #expect(watcher.poll() == nil)
      #expect(watcher.problem?.hasPrefix(path + ":2: unknown element \"colour\"") == true)
      #expect(watcher.reloads == 2)
      try folder.write(edited.text, to: "scenes/photo/scene.json")
      // Back to the scene on show: no reload, and the problem is gone.
      #expect(watcher.poll() == nil)
      #expect(watcher.problem == nil)
      // An edit naming an image not there yet waits for it; adding the file reloads.
      try folder.write(
        edited.text.replacingOccurrences(of: "journal.png", with: "later.png"),
        to: "scenes/photo/scene.json")
      #expect(watcher.poll() == nil)
      #expect(watcher.problem?.contains("image \"later.png\": no such image file") == true)
      try FileManager.default.copyItem(
        atPath: folder.file("scenes/photo/journal.png"),
        toPath: folder.file("scenes/photo/later.png"))
      let added = try #require(watcher.poll())
      #expect(added.images.map(\.name) == ["later.png", "sunset.jpg"])
      #expect(watcher.problem == nil && watcher.reloads == 3)
    }
  }
}

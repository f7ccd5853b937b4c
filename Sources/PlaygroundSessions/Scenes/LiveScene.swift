import SheetPlayback
import SheetScreens

#if canImport(Glibc)
  import Glibc
#endif

/// The scene a live session shows: `--scene FILE`, or the playground's own scene file
/// (``SceneLoader/defaultPath``) when the working folder has it. It is the session's, passed
/// to what builds its playground and its recording, not the process's: a replay or a test
/// inside the same process shows what its recording names.
@MainActor
package struct LiveScene {
  package let file: SceneFile
  /// Whether this is the playground's own scene, which recordings do not name: they replay
  /// with the same screens built in code (`ScreenSource.playground`; `PlaygroundSceneTests`
  /// keeps the two equal).
  package let isDefault: Bool

  /// The scene `options` ask for (`--scene`), else the default one when it is here, or nil:
  /// the default never replaces a host app's own screens (`hostScreens` not the
  /// playground's), nor a replay's (it shows its recording's).
  package static func load(
    _ options: PlaygroundOptions, hostScreens: ScreenSource
  ) throws(UsageError) -> LiveScene? {
    if let path = options.scenePath {
      return LiveScene(file: try SceneFile.load(path: path), isDefault: false)
    }
    guard options.replayPath == nil, hostScreens.isPlaygroundOwn,
      access(SceneLoader.defaultPath, F_OK) == 0
    else { return nil }
    return LiveScene(file: try SceneFile.load(path: SceneLoader.defaultPath), isDefault: true)
  }

  /// `--scene-b FILE`, side B's own scene in a compare session, or nil.
  package static func loadSideB(_ options: PlaygroundOptions) throws(UsageError) -> LiveScene? {
    guard let path = options.sceneBPath else { return nil }
    do {
      return LiveScene(file: try SceneFile.load(path: path), isDefault: false)
    } catch {
      throw UsageError("--scene-b: \(error.description)")
    }
  }

  /// The header's entry for this scene, recorded into the file at `recordingPath`.
  package func recorded(forRecordingAt recordingPath: String) -> RecordedScene? {
    guard !isDefault else { return nil }
    return RecordedScene(
      path: SceneLoader.relativePath(to: file.path, from: SceneFile.folder(of: recordingPath)),
      hash: file.hash)
  }
}

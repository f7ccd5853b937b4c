import SheetPlayback
import SheetScreens

#if canImport(Glibc)
  import Glibc
#endif

/// The scenes of this run: the one `--scene` names for a live session, and each recording's
/// (loaded from its header's path, relative to the recording) for replays. Sessions find
/// their screens here through ``SessionFactory``, and renderers their images.
@MainActor
enum SceneRegistry {
  /// The live session's scene (`--scene FILE`, or the playground's own).
  static var live: SceneFile?
  /// Whether ``live`` is the playground's own scene (``defaultPath``), which recordings do
  /// not name: they replay with the same screens built in code (`ScreenSource.playground`;
  /// `PlaygroundSceneTests` keeps the two equal).
  private static var liveIsDefault = false
  /// The playground's own screens as a scene, used by a live session without `--scene`
  /// when the working folder has it (as `Assets/tuning.json` is).
  static let defaultPath = "Assets/scenes/playground.json"

  /// The scenes recordings name, by what their headers say.
  private static var recorded: [RecordedScene: SceneFile] = [:]

  /// What a replayed scene that differs from its recording does.
  enum Mismatch {
    /// A replay: a warning on stderr, as for another font.
    case warn
    /// `playground test`: the recording cannot pass; one line naming both files, exit 2.
    case fail
  }

  /// Installs `--scene FILE` for the live session.
  static func installLive(path: String, isDefault: Bool = false) throws(UsageError) {
    let file = try SceneFile.load(path: path)
    live = file
    liveIsDefault = isDefault
    SessionFactory.screens = file.screens
  }

  /// Loads the scene `recording`'s header names, if any, relative to its file at `path`.
  static func load(for recording: Recording, path: String, mismatch: Mismatch) throws(UsageError) {
    guard let named = recording.header.scene else { return }
    let scenePath =
      named.path.hasPrefix("/") ? named.path : join(SceneFile.folder(of: path), named.path)
    let file: SceneFile
    do {
      file = try SceneFile.load(path: scenePath)
    } catch {
      throw UsageError("\(path):1: scene: \(error.description)")
    }
    if file.hash != named.hash {
      let message =
        "\(path): recorded with scene \(scenePath) (\(named.hash)), which now has other "
        + "content (\(file.hash)): its screens or images changed"
      switch mismatch {
      case .warn:
        StandardError.writeLine("playground: warning: " + message + "; the replay may differ")
      case .fail: throw UsageError(message + "; the recording cannot pass (re-record it)")
      }
    }
    recorded[named] = file
  }

  /// The scene a session of `header` shows: the recording's, or the live one.
  static func file(for header: RecordingHeader?) -> SceneFile? {
    guard let header else { return live }
    return header.scene.flatMap { recorded[$0] }
  }

  /// The header's entry for the live scene, recorded into the file at `recordingPath`.
  static func recordedScene(forRecordingAt recordingPath: String) -> RecordedScene? {
    guard let live, !liveIsDefault else { return nil }
    return RecordedScene(
      path: relativePath(to: live.path, from: SceneFile.folder(of: recordingPath)), hash: live.hash)
  }

  private static func join(_ folder: String, _ path: String) -> String {
    folder.isEmpty ? path : folder + "/" + path
  }

  /// `target` as seen from `folder`, both resolved (symlinks followed), `../` as needed;
  /// the absolute path when either cannot be resolved.
  static func relativePath(to target: String, from folder: String) -> String {
    guard let base = resolved(folder.isEmpty ? "." : folder), let file = resolved(target) else {
      return target
    }
    let from = base.split(separator: "/")
    let to = file.split(separator: "/")
    var common = 0
    while common < min(from.count, to.count - 1), from[common] == to[common] { common += 1 }
    let ups = Array(repeating: "..", count: from.count - common)
    return (ups + to[common...].map(String.init)).joined(separator: "/")
  }

  private static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}

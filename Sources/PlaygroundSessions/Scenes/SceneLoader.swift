import SheetPlayback
import SheetScreens

#if canImport(Glibc)
  import Glibc
#endif

/// Loads the scenes a recording's header names, from their paths relative to the recording,
/// into a ``SessionScenes`` value the caller passes on (``ReplaySetup``): nothing is kept
/// here, so which scene a replay shows is always in its arguments, and two replays in one
/// process cannot see each other's. A live session's scene is its own (``LiveScene``).
@MainActor
package enum SceneLoader {
  /// The playground's own screens as a scene, used by a live session without `--scene`
  /// when the working folder has it (as `Assets/tuning.json` is).
  static let defaultPath = "Assets/scenes/playground.json"

  /// What a replayed scene that differs from its recording does.
  package enum Mismatch {
    /// A replay: a warning on stderr, as for another font.
    case warn
    /// `playground test`: the recording cannot pass; one line naming both files, exit 2.
    case fail

    /// Says `message` (what differs) as this kind of mismatch: a warning, or the error.
    package func report(_ message: String) throws(UsageError) {
      switch self {
      case .warn:
        StandardError.writeLine("playground: warning: " + message + "; the replay may differ")
      case .fail: throw UsageError(message + "; the recording cannot pass (re-record it)")
      }
    }
  }

  /// The scenes `recording`'s header names (its `"scene"` and each side's own), loaded
  /// relative to its file at `path`; empty when it names none.
  package static func load(for recording: Recording, path: String, mismatch: Mismatch)
    throws(UsageError) -> SessionScenes
  {
    let header = recording.header
    var scenes = SessionScenes()
    // A recording whose first event holds its scene's text replays from that text, with the
    // images beside it checked by hash: the file may have been edited since, or be broken
    // (``RecordedReloads``), so it is not read.
    if let named = header.scene, !RecordedReloads.startsWithCommonScene(recording) {
      scenes.common = try load(named, recordingPath: path, mismatch: mismatch)
    }
    for (side, variant) in header.variants.enumerated() {
      guard let named = variant.scene, !RecordedReloads.startsWithScene(recording, side: side)
      else { continue }
      scenes.sides[side] = try load(named, recordingPath: path, mismatch: mismatch)
    }
    return scenes
  }

  private static func load(
    _ named: RecordedScene, recordingPath path: String, mismatch: Mismatch
  ) throws(UsageError) -> SceneFile {
    let scenePath = scenePath(of: named, recordingPath: path)
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
      try mismatch.report(message)
    }
    return file
  }

  /// Where the scene a recording at `path` names lies: its path as given when absolute,
  /// else relative to the recording's folder.
  package static func scenePath(of named: RecordedScene, recordingPath path: String) -> String {
    named.path.hasPrefix("/") ? named.path : join(SceneFile.folder(of: path), named.path)
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

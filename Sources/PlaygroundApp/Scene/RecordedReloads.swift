import SheetPlayback
import SheetSDL
import SheetSession

/// A recording's scene reloads, for its replay: the text is in the recording, the images are
/// read from disk next to it (in the folder of the scene its header names, else of the
/// playground's own scene, ``SceneRegistry/defaultPath``) and checked by hash as the
/// header's scene is. The N-th reload's images are drawn under its own names
/// (``SceneReload/imagePrefix(reload:)``), as the live window drew them.
@MainActor
enum RecordedReloads {
  /// Every reload in `recording`, in the order the playground applies (and numbers) them.
  static func reloads(in recording: Recording) -> [SceneReload] {
    recording.events.compactMap { recorded in
      guard case .scene(let reload, _) = recorded.event else { return nil }
      return reload
    }
  }

  /// Whether `recording` holds the text of its first screens (a live session's first
  /// reload, in frame 0, before any input): then the file its header names need not still
  /// have that content, which the designer may have edited since.
  static func startsWithScene(_ recording: Recording) -> Bool {
    guard let first = recording.events.first, first.frame == 0,
      case .scene = first.event
    else { return false }
    return true
  }

  /// Where the reloads' images are, for the recording at `path`.
  static func folder(for header: RecordingHeader, recordingPath path: String) -> String {
    guard let scene = header.scene else { return SceneFile.folder(of: SceneRegistry.defaultPath) }
    let recordingFolder = SceneFile.folder(of: path)
    let scenePath =
      scene.path.hasPrefix("/") || recordingFolder.isEmpty
      ? scene.path : recordingFolder + "/" + scene.path
    return SceneFile.folder(of: scenePath)
  }

  /// Checks every reloaded image on disk against its recorded hash: another image warns (a
  /// replay) or fails (`playground test`), naming the file. A missing image is an error
  /// either way, found before any warning is written, so bad input stays one line.
  static func check(
    _ recording: Recording, path: String, mismatch: SceneRegistry.Mismatch
  ) throws(UsageError) {
    let folder = folder(for: recording.header, recordingPath: path)
    let reloads = reloads(in: recording)
    for (index, reload) in reloads.enumerated() {
      for image in reload.images where !SceneFile.imageExists(image.name, folder: folder) {
        throw UsageError(
          "\(path): scene reload \(index + 1): image \"\(image.name)\": no such image file "
            + "(nor an @2x or @3x variant) in \(folder.isEmpty ? "." : folder)")
      }
    }
    for (index, reload) in reloads.enumerated() {
      for image in reload.images {
        let found = SceneFile.imageHash(image.name, folder: folder)
        guard found != image.hash else { continue }
        let message =
          "\(path): scene reload \(index + 1) was recorded with image \(image.name) "
          + "(\(image.hash)), which in \(folder.isEmpty ? "." : folder) now has other content "
          + "(\(found))"
        try mismatch.report(message)
      }
    }
  }

  /// Every reload's images decoded for `scale`, each under its reload's names, added to
  /// `library` (a new one when nil); nil when there are no reloaded images.
  static func images(
    for recording: Recording, path: String, scale: Double, adding library: ImageLibrary?
  ) throws(UsageError) -> ImageLibrary? {
    let reloads = reloads(in: recording)
    guard reloads.contains(where: { !$0.images.isEmpty }) else { return library }
    let folder = folder(for: recording.header, recordingPath: path)
    var merged = library ?? ImageLibrary()
    for (index, reload) in reloads.enumerated() where !reload.images.isEmpty {
      do {
        let decoded = try StandardError.silenced { () throws(ImageLoadError) in
          try ImageLibrary.load(names: reload.images.map(\.name), folder: folder, scale: scale)
        }
        merged = merged.merging(decoded, prefix: SceneReload.imagePrefix(reload: index + 1))
      } catch {
        throw UsageError(
          "\(path): scene reload \(index + 1): image \"\(error.name)\": \(error.reason)")
      }
    }
    return merged
  }
}

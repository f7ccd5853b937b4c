import SheetPlayback
import SheetSDL
import SheetSession

/// A recording's scene reloads, for its replay: the text is in the recording, the images are
/// read from disk next to it (in the folder of the scene its header names, else of the
/// playground's own scene, ``SceneLoader/defaultPath``) and checked by hash as the
/// header's scene is. The N-th reload a side takes draws its images under that number's
/// names (``SceneReload/imagePrefix(reload:side:)``), as the live window drew them.
@MainActor
package enum RecordedReloads {
  /// Every reload in `recording`, in the order the playgrounds apply (and number) them, with
  /// the side it names (nil: every side).
  private static func reloads(in recording: Recording) -> [(reload: SceneReload, variant: Int?)] {
    recording.events.compactMap { recorded in
      guard case .scene(let reload, _, let variant) = recorded.event else { return nil }
      return (reload, variant)
    }
  }

  /// Whether `recording` holds the text of side `side`'s first screens (nil: a single
  /// device's, or any side's) in frame 0, before any input (a live session's first
  /// reloads): then the file its header names need not still have that content, which the
  /// designer may have edited since.
  static func startsWithScene(_ recording: Recording, side: Int? = nil) -> Bool {
    for recorded in recording.events {
      guard recorded.frame == 0, case .scene = recorded.event else { return false }
      if side.map({ recorded.event.applies(toVariant: $0) }) ?? true { return true }
    }
    return false
  }

  /// Whether every side showing the header's common scene (`"scene"`) starts with its text.
  static func startsWithCommonScene(_ recording: Recording) -> Bool {
    let header = recording.header
    guard header.isComparison else { return startsWithScene(recording) }
    let common = header.variants.indices.filter { header.variants[$0].scene == nil }
    return !common.isEmpty && common.allSatisfy { startsWithScene(recording, side: $0) }
  }

  /// Where the reloads' images are, for the recording at `path`: beside the scene the
  /// header names for `side` (a side's own, else the common one).
  package static func folder(
    for header: RecordingHeader, recordingPath path: String, side: Int? = nil
  )
    -> String
  {
    let ownScene = side.flatMap { header.isComparison ? header.variants[$0].scene : nil }
    guard let scene = ownScene ?? header.scene else {
      return SceneFile.folder(of: SceneLoader.defaultPath)
    }
    return SceneFile.folder(of: SceneLoader.scenePath(of: scene, recordingPath: path))
  }

  /// Each reload with where its images are read from (beside the scene of the side it
  /// names) and the names every side it reaches draws them under: a side counts the reloads
  /// it takes, and one with a scene of its own names them apart.
  static func placements(in recording: Recording, path: String) -> [Placement] {
    let header = recording.header
    let sideCount = max(header.variants.count, 1)
    var counts = Array(repeating: 0, count: sideCount)
    return reloads(in: recording).map { reload, variant in
      var prefixes: [String] = []
      for side in variant.map({ [$0] }) ?? Array(0..<sideCount) where side < sideCount {
        counts[side] += 1
        let own = header.isComparison && header.variants[side].scene != nil
        let prefix = SceneReload.imagePrefix(reload: counts[side], side: own ? side : nil)
        if !prefixes.contains(prefix) { prefixes.append(prefix) }
      }
      return Placement(
        reload: reload, folder: folder(for: header, recordingPath: path, side: variant),
        prefixes: prefixes)
    }
  }

  /// A reload, the folder its images are read from and the names they are drawn under.
  struct Placement {
    package let reload: SceneReload
    package let folder: String
    let prefixes: [String]
  }

  /// Checks every reloaded image on disk against its recorded hash: another image warns (a
  /// replay) or fails (`playground test`), naming the file. A missing image is an error
  /// either way, found before any warning is written, so bad input stays one line.
  package static func check(
    _ recording: Recording, path: String, mismatch: SceneLoader.Mismatch
  ) throws(UsageError) {
    let placements = placements(in: recording, path: path)
    for (index, placed) in placements.enumerated() {
      let folder = placed.folder
      for image in placed.reload.images where !SceneFile.imageExists(image.name, folder: folder) {
        throw UsageError(
          "\(path): scene reload \(index + 1): image \"\(image.name)\": no such image file "
            + "(nor an @2x or @3x variant) in \(folder.isEmpty ? "." : folder)")
      }
    }
    for (index, placed) in placements.enumerated() {
      let folder = placed.folder
      for image in placed.reload.images {
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

  /// Every reload's images decoded for `scale`, each under the names of every side it
  /// reaches, added to `library` (a new one when nil); nil when there are no reloaded
  /// images.
  package static func images(
    for recording: Recording, path: String, scale: Double, adding library: ImageLibrary?
  ) throws(UsageError) -> ImageLibrary? {
    let placements = placements(in: recording, path: path)
    guard placements.contains(where: { !$0.reload.images.isEmpty }) else { return library }
    var merged = library ?? ImageLibrary()
    for (index, placed) in placements.enumerated() where !placed.reload.images.isEmpty {
      do {
        let decoded = try StandardError.silenced { () throws(ImageLoadError) in
          try ImageLibrary.load(
            names: placed.reload.images.map(\.name), folder: placed.folder, scale: scale)
        }
        for prefix in placed.prefixes { merged = merged.merging(decoded, prefix: prefix) }
      } catch {
        throw UsageError(
          "\(path): scene reload \(index + 1): image \"\(error.name)\": \(error.reason)")
      }
    }
    return merged
  }
}

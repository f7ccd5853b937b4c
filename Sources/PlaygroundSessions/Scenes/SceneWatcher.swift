import SheetFiles
import SheetSDL
import SheetScene
import SheetSession

#if canImport(Glibc)
  import Glibc
#endif

/// A live session's scene file hot-reloaded like the tuning file: each poll looks at the
/// file and every image file it names (each `@2x`/`@3x` variant); when any changed, the
/// scene is read and checked again as `--scene` reads it. A good edit becomes a
/// ``SceneReload`` event (recorded, replayed), its images handed to the window under the
/// reload's own names; a broken one keeps the screens on show and its one `FILE:LINE`
/// line is the ``problem`` the inspector shows until an edit fixes it.
///
/// The session's first frame sends the scene as loaded (``loaded()``), so a recording holds
/// every text its screens were built from: the file named in its header may be edited by
/// then, and a replay builds its first root from that first reload (``RecordedReloads``).
@MainActor
package final class SceneWatcher {
  private var current: SceneFile
  /// The images whose files are watched: the scene on show's, or after an edit that parses
  /// but cannot load (an image not there yet), that edit's, so adding the file reloads.
  private var watchedImages: [String]
  private var stamps: [FileStamp?]
  /// Reloads sent so far: the next one's images are drawn under the next number's names.
  private(set) var reloads = 0
  /// Why the last look found the file unusable, until one finds it good again.
  package private(set) var problem: String?
  /// Takes each reload's file and number (1-based), whose images the window draws under
  /// the names ``SceneReload/imagePrefix(reload:)`` gives.
  private let addImages: (SceneFile, Int) throws(UsageError) -> Void

  package init(
    scene: SceneFile, addImages: @escaping (SceneFile, Int) throws(UsageError) -> Void
  ) {
    current = scene
    self.addImages = addImages
    watchedImages = Self.imageNames(scene.scene)
    stamps = Self.stamps(path: scene.path, images: watchedImages)
  }

  /// The scene as loaded, as the first frame's reload (call it once, before any poll).
  func loaded() -> SceneReload? { send(current) }

  /// Looks once; the reload to record and apply, or nil (nothing changed, or a broken edit).
  package func poll() -> SceneReload? {
    let now = Self.stamps(path: current.path, images: watchedImages)
    guard now != stamps else { return nil }
    // Taken before reading: a write racing the read changes them again for the next look.
    stamps = now
    do {
      let file = try SceneFile.load(path: current.path)
      watch(Self.imageNames(file.scene))
      guard file.hash != current.hash else {
        problem = nil
        return nil
      }
      guard let reload = send(file) else { return nil }
      current = file
      problem = nil
      return reload
    } catch {
      if problem != error.description {
        StandardError.writeLine(
          "playground: \(error.description) (keeping the screens on show)")
      }
      problem = error.description
      if let bytes = try? RegularFileReader.contents(
        of: current.path, limit: SceneParser.maximumBytes, tooLarge: "too large"),
        let edited = try? SceneParser.parse(bytes)
      {
        watch(Self.imageNames(edited))
      }
      return nil
    }
  }

  /// Watches `images` from now on, their files as they are now.
  private func watch(_ images: [String]) {
    guard images != watchedImages else { return }
    watchedImages = images
    stamps = Self.stamps(path: current.path, images: images)
  }

  private static func imageNames(_ scene: Scene) -> [String] {
    Set(scene.images.map(\.name)).sorted()
  }

  /// `file`'s reload, its images handed over under the next reload's names; nil (with the
  /// ``problem`` set) when they cannot be decoded at the window's scale.
  private func send(_ file: SceneFile) -> SceneReload? {
    do {
      try addImages(file, reloads + 1)
    } catch {
      StandardError.writeLine("playground: \(error.description) (keeping the screens on show)")
      problem = error.description
      return nil
    }
    reloads += 1
    return file.reload
  }

  /// The scene file's and each image file's stamp, in a fixed order.
  private static func stamps(path: String, images: [String]) -> [FileStamp?] {
    let folder = SceneFile.folder(of: path)
    var paths = [path]
    for name in images {
      for scale in 1...3 {
        let variant = ImageVariants.variant(of: name, scale: scale)
        paths.append(folder.isEmpty ? variant : folder + "/" + variant)
      }
    }
    return paths.map(FileStamp.init(path:))
  }
}

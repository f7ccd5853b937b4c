import Foundation
import SheetEngine
import SheetFiles
import SheetPlayback
import SheetSDL
import SheetScene
import SheetScreens
import SheetSession

/// A scene file read and checked before any session starts: the file parsed and validated
/// (`FILE:LINE: reason` on any fault), every image it names found, its header checked and
/// decoded, and one hash of the scene and every image file (each `@2x`/`@3x` variant too)
/// for the recording's header. Its images are decoded again for each scale a renderer
/// draws at (``images(scale:)``).
@MainActor
package final class SceneFile {
  /// The path as given.
  package let path: String
  package let scene: Scene
  /// The file's text, which a reload records inline (``reload``).
  package let text: String
  /// FNV-1a 64 of the scene's bytes and, in name order, each image file's path and bytes.
  package let hash: String
  /// Each image's size in points, which the screens lay out with (from the 1x choice).
  let imageSizes: [String: Size]
  private var libraries: [Double: ImageLibrary] = [:]

  private init(path: String, scene: Scene, text: String, hash: String, library: ImageLibrary) {
    self.path = path
    self.scene = scene
    self.text = text
    self.hash = hash
    imageSizes = library.sizes
    libraries[1] = library
  }

  /// Reads `path`; every problem is one line naming the file (and line), exit 2.
  package static func load(path: String) throws(UsageError) -> SceneFile {
    let bytes: [UInt8]
    do {
      bytes = try RegularFileReader.contents(
        of: path, limit: SceneParser.maximumBytes, tooLarge: "a scene larger than 1 MiB")
    } catch {
      throw UsageError(error.description)
    }
    let scene: Scene
    do {
      scene = try SceneParser.parse(bytes)
    } catch {
      throw UsageError(error.message(file: path))
    }
    let file = SceneFile(
      path: path, scene: scene, text: String(decoding: bytes, as: UTF8.self),
      hash: try contentHash(bytes, scene: scene, folder: folder(of: path)),
      library: try decode(scene, path: path, scale: 1))
    return file
  }

  /// The images decoded for a renderer drawing at `scale` pixels per point.
  package func images(scale: Double) throws(UsageError) -> ImageLibrary {
    let key = max(scale.rounded(.up), 1)
    if let library = libraries[key] { return library }
    let library = try Self.decode(scene, path: path, scale: key)
    libraries[key] = library
    return library
  }

  /// The screens this scene makes.
  package var screens: ScreenSource { screens(imagePrefix: "") }

  /// The screens this scene makes with every image named `imagePrefix` + its name (a
  /// compare side's own scene, ``SessionScenes``).
  package func screens(imagePrefix: String) -> ScreenSource {
    let scene = imagePrefix.isEmpty ? scene : scene.renamingImages { imagePrefix + $0 }
    let sizes = Dictionary(
      uniqueKeysWithValues: imageSizes.map { (imagePrefix + $0.key, $0.value) })
    return ScreenSource { configuration in
      SceneScreens(scene: scene, imageSizes: sizes, configuration: configuration).makeRoot()
    }
  }

  private static func decode(
    _ scene: Scene, path: String, scale: Double
  ) throws(UsageError) -> ImageLibrary {
    do {
      // libpng and libjpeg print their own lines about a broken file; the one line is ours.
      return try StandardError.silenced { () throws(ImageLoadError) in
        try ImageLibrary.load(
          names: scene.images.map(\.name), folder: folder(of: path), scale: scale)
      }
    } catch {
      let line = scene.images.first { $0.name == error.name }?.line ?? 1
      throw UsageError("\(path):\(line): image \"\(error.name)\": \(error.reason)")
    }
  }

  private static func contentHash(
    _ bytes: [UInt8], scene: Scene, folder: String
  ) throws(UsageError) -> String {
    var hash = FNV1a64()
    hash.combine(bytes)
    for name in Set(scene.images.map(\.name)).sorted() { combineImage(name, folder, &hash) }
    return hash.hexDigest
  }

  /// Adds each file of image `name` in `folder` (every `@2x`/`@3x` variant there is), its
  /// name then its bytes, to `hash`.
  static func combineImage(_ name: String, _ folder: String, _ hash: inout FNV1a64) {
    for scale in 1...3 {
      let variant = ImageVariants.variant(of: name, scale: scale)
      let full = folder.isEmpty ? variant : folder + "/" + variant
      guard
        let data = try? RegularFileReader.contents(
          of: full, limit: ImageLibrary.maximumFileBytes, tooLarge: "too large")
      else { continue }
      hash.combine(Array(variant.utf8))
      hash.combine(data)
    }
  }

  /// Whether any of image `name`'s files (1x, `@2x`, `@3x`) is a regular file in `folder`.
  static func imageExists(_ name: String, folder: String) -> Bool {
    (1...3).contains { scale in
      let variant = ImageVariants.variant(of: name, scale: scale)
      var isFolder: ObjCBool = false
      let path = folder.isEmpty ? variant : folder + "/" + variant
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && !isFolder.boolValue
    }
  }

  /// The hash of image `name`'s files in `folder` (``combineImage(_:_:_:)``), as a reload
  /// records it.
  static func imageHash(_ name: String, folder: String) -> String {
    var hash = FNV1a64()
    combineImage(name, folder, &hash)
    return hash.hexDigest
  }

  /// This file as a session records its reload: the text and each image's name, hash and
  /// size in points.
  package var reload: SceneReload {
    let folder = Self.folder(of: path)
    return SceneReload(
      text: text,
      images: Set(scene.images.map(\.name)).sorted().map { name in
        let size = imageSizes[name] ?? .zero
        return SceneReload.Image(
          name: name, hash: Self.imageHash(name, folder: folder), width: size.width,
          height: size.height)
      })
  }

  /// Every file this scene was read from: the scene itself and each file of its images
  /// (every `@2x`/`@3x` variant present), for the check that no output replaces an input.
  package var inputPaths: [String] {
    let folder = Self.folder(of: path)
    let images = Set(scene.images.map(\.name)).sorted().flatMap { name in
      (1...3).map { ImageVariants.variant(of: name, scale: $0) }
        .map { folder.isEmpty ? $0 : folder + "/" + $0 }
        .filter { FileStatus(path: $0) != nil }
    }
    return [path] + images
  }

  /// The folder `path` is in ("" for the working folder).
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

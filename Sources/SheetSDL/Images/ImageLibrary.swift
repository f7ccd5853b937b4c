import SheetEngine
import SheetFiles

/// The decoded images a session draws, by the names its screens use (a scene's paths):
/// the renderer looks ``ImageDraw/name`` up here. Each name is loaded once, from the variant
/// that suits the scale (``ImageVariants``); its size in points is that file's pixels over
/// its scale, so `@1x` and `@2x` files of one picture lay out the same.
@MainActor
public final class ImageLibrary {
  private struct Entry {
    var image: CairoImage
    var pointSize: Size
  }

  private var entries: [String: Entry] = [:]

  /// No images: what a session without a scene draws from.
  public init() {}

  /// The largest image file read (64 MiB): beyond anything the pixel limit admits.
  public static let maximumFileBytes = 64 << 20
  /// The most pixels all of a scene's images may have together (256 MiB decoded), so a
  /// scene naming many large images is refused as one naming a huge one is.
  public static let maximumTotalPixels = 4 * ImageHeader.maximumPixels

  /// Loads every name of `names` (paths relative to `folder`) for `scale`, checking each
  /// file's header before decoding it.
  public static func load(
    names: [String], folder: String, scale: Double
  ) throws(ImageLoadError) -> ImageLibrary {
    let library = ImageLibrary()
    var totalPixels = 0
    for name in names where library.entries[name] == nil {
      guard let (path, variantScale) = ImageVariants.existing(for: name, in: folder, scale: scale)
      else {
        throw ImageLoadError(name: name, reason: "no such image file (nor an @2x or @3x variant)")
      }
      let bytes: [UInt8]
      do {
        bytes = try RegularFileReader.contents(
          of: path, limit: maximumFileBytes, tooLarge: "larger than 64 MiB")
      } catch {
        throw ImageLoadError(name: name, reason: "\(path): \(error.reason)")
      }
      let header: ImageHeader
      switch ImageHeader.read(bytes) {
      case .success(let read): header = read
      case .failure(let error): throw ImageLoadError(name: name, reason: "\(path): \(error.reason)")
      }
      if let truncated = header.truncation(of: bytes) {
        throw ImageLoadError(name: name, reason: "\(path): \(truncated.reason)")
      }
      totalPixels += header.width * header.height
      guard totalPixels <= maximumTotalPixels else {
        throw ImageLoadError(
          name: name, reason: "\(path): the scene's images pass 4 x 4096 x 4096 pixels in all")
      }
      switch DecodedImage.decode(bytes, header: header) {
      case .success(let image):
        let size = Size(
          width: Double(header.width) / Double(variantScale),
          height: Double(header.height) / Double(variantScale))
        library.entries[name] = Entry(image: image, pointSize: size)
      case .failure(let error):
        throw ImageLoadError(name: name, reason: "\(path): \(error.message)")
      }
    }
    return library
  }

  /// This library's images and `other`'s, each of `other`'s named `prefix` + its name (a
  /// compare side's scene: ``SceneImageName`` never starts a name with `..`, so a prefix
  /// like `../side-1/` keeps the two scenes' names apart).
  public func merging(_ other: ImageLibrary, prefix: String) -> ImageLibrary {
    let merged = ImageLibrary()
    merged.entries = entries
    for (name, entry) in other.entries { merged.entries[prefix + name] = entry }
    return merged
  }

  /// This library without the images whose names start with `prefix` (a scene reload's
  /// images once no screen can draw them: the live window keeps the last two reloads').
  public func removing(prefix: String) -> ImageLibrary {
    let kept = ImageLibrary()
    kept.entries = entries.filter { !$0.key.hasPrefix(prefix) }
    return kept
  }

  /// The size in points of each loaded image, which the screens lay out with.
  public var sizes: [String: Size] { entries.mapValues(\.pointSize) }

  func image(named name: String) -> CairoImage? { entries[name]?.image }
}

/// An image a scene names that cannot be drawn: missing, not a PNG or JPEG, broken past its
/// header, or too large. `name` is the scene's spelling, so the caller can name its line.
public struct ImageLoadError: Error, Equatable, Sendable {
  public var name: String
  public var reason: String

  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }
}

/// A scene file edited while its session runs, as the session records it: the file's text
/// itself (a replay needs no older copy of the file) and, for each image it names, the
/// name, the hash of its files and its size in points (the screens lay out with the size;
/// the engine reads no file, and a replay checks the images it finds on disk by hash).
public struct SceneReload: Hashable, Sendable {
  /// One image the reloaded scene names.
  public struct Image: Hashable, Sendable {
    public var name: String
    /// FNV-1a 64 (16 hex digits) of its files, every `@2x`/`@3x` variant with its name.
    public var hash: String
    public var width: Double
    public var height: Double

    public init(name: String, hash: String, width: Double, height: Double) {
      self.name = name
      self.hash = hash
      self.width = width
      self.height = height
    }
  }

  /// The scene file's text (UTF-8 JSON, as `--scene` reads it).
  public var text: String
  /// In name order, each name once.
  public var images: [Image]

  public init(text: String, images: [Image]) {
    self.text = text
    self.images = images
  }

  /// What the N-th reload of a session (1-based) names its images in the renderer's one
  /// library: `..` never starts a scene's image name, so an edited image never meets its
  /// old version, nor another reload's. A compare side with a scene of its own (`side`,
  /// `--scene-b`) counts its own reloads and names their images apart from the others'.
  public static func imagePrefix(reload number: Int, side: Int? = nil) -> String {
    (side.map(imagePrefix(side:)) ?? "") + "../reload-\(number)/"
  }

  /// What the images of a compare side's own scene (`--scene-b`) are named with in the
  /// renderer's one library, so two scenes' `background.png` never meet.
  public static func imagePrefix(side: Int) -> String { "../side-\(side)/" }
}

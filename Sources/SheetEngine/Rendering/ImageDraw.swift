/// A picture drawn into a rectangle: the engine names the image and where it lands, the
/// backend owns its pixels (the engine reads no files, so it never sees them).
///
/// `rect` is where the whole image goes, already scaled to keep its aspect (it may reach
/// past the view that draws it; `clip` then holds that view's bounds), so a backend only
/// scales the image's pixels to `rect`.
public struct ImageDraw: Hashable, Sendable {
  /// The image's name as the host registered it (a scene's path, relative to the scene).
  public var name: String
  public var rect: Rect
  /// The opacity inherited from the view and its ancestors outside layers.
  public var opacity: Double
  public var clip: Rect?

  public init(name: String, rect: Rect, opacity: Double = 1, clip: Rect? = nil) {
    self.name = name
    self.rect = rect
    self.opacity = opacity
    self.clip = clip
  }
}

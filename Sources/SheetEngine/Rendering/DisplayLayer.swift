/// A subtree drawn as one picture and then composited, as a `CALayer` with subviews is.
///
/// Two reasons make a view a layer (see ``DisplayListBuilder``). Group opacity: a
/// translucent view with overlapping subviews must fade as one picture, so a fading page
/// does not show its buttons' backgrounds through each other. Motion: a subtree that only
/// moves (a sheet sliding, a page pushed, the zoom's picture growing) keeps an identical
/// `content` from frame to frame while only `transform` changes, which lets a backend
/// draw it from a cached raster instead of rasterizing it again.
///
/// `content` and `background` are in the layer's local points; `transform` maps them into
/// the enclosing space (the window, or the enclosing layer), and `clip` is in that
/// enclosing space. The view's own background is kept out of `content` because animations
/// change it independently (the zoom animates its corner radius every frame), and the
/// content's cache must survive that.
public struct DisplayLayer: Hashable, Sendable {
  public var transform: AffineTransform
  public var opacity: Double
  public var clip: Rect?
  /// The view's own background, drawn beneath `content` inside the group.
  public var background: RoundedRectFill?
  public var content: DisplayList
  /// When set, the background and content are clipped to this rounded shape, in local
  /// points (its colour is unused): a ``View/masksToCorners`` view's.
  public var mask: RoundedRectFill?

  public init(
    transform: AffineTransform, opacity: Double = 1, clip: Rect? = nil,
    background: RoundedRectFill? = nil, content: DisplayList
  ) {
    self.transform = transform
    self.opacity = opacity
    self.clip = clip
    self.background = background
    self.content = content
  }
}

/// What a view needs to know while it appends itself to a display list: where its local
/// coordinates land in the window, the opacity inherited so far and the clip in force.
public struct RenderContext: Sendable {
  public var transform: AffineTransform
  public var opacity: Double
  public var clip: Rect?
  /// The view that has the keyboard focus, whose ring the walk draws over it.
  var focusedView: ObjectIdentifier?

  public init(transform: AffineTransform, opacity: Double, clip: Rect?) {
    self.transform = transform
    self.opacity = opacity
    self.clip = clip
  }

  /// The vertical scale, applied to font sizes and radii (transforms here keep aspect in practice).
  public var scale: Double { transform.scaleY }
}

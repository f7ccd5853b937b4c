/// A rounded rect, in a view's local points, that the view and its subtree are clipped to
/// (``View/contentMask``): a mask that need not be the view's bounds, so a scaled picture
/// can show only part of itself with corners of their own (the zoom's window onto its
/// screen, docs/MOTION.md, "Zoom geometry"). Unlike ``View/masksToCorners`` it does not
/// round the view's own background; it clips everything.
public struct ViewMask: Hashable, Sendable {
  public var rect: Rect
  public var radii: CornerRadii

  public init(rect: Rect, radii: CornerRadii) {
    self.rect = rect
    self.radii = radii
  }
}

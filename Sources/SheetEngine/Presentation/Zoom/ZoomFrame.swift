/// Where the zoomed screen shows, in its container's points: the rect of the window onto it
/// and that window's corner radius (docs/MOTION.md, "Zoom geometry").
///
/// The screen itself is never squashed: ``placement(in:)`` scales it uniformly, just enough
/// to cover the rect (aspect fill, as iOS 18's zoom aligns the whole zoomed view with its
/// source), centred across it with its top on the rect's top (so its title shows, and the
/// cut is at its bottom), and clips it to the rect with the radius.
public struct ZoomFrame: Hashable, Sendable {
  public var rect: Rect
  public var cornerRadius: Double

  public init(rect: Rect, cornerRadius: Double) {
    self.rect = rect
    self.cornerRadius = cornerRadius
  }

  /// Rect and radius interpolated linearly from `a` (t = 0) to `b` (t = 1); t outside
  /// 0...1 extrapolates (a spring's overshoot).
  public static func interpolate(_ a: ZoomFrame, _ b: ZoomFrame, _ t: Double) -> ZoomFrame {
    // The ends exactly, not within a rounding error: a screen at rest is drawn plainly.
    if t == 0 { return a }
    if t == 1 { return b }
    return ZoomFrame(
      rect: Interpolation.rect(a.rect, b.rect, t),
      cornerRadius: max(Interpolation.value(a.cornerRadius, b.cornerRadius, t), 0))
  }

  /// The uniform scale that makes a screen laid out at `layout` cover ``rect``:
  /// `max(rect.width / layout.width, rect.height / layout.height)`.
  public func scale(for layout: Rect) -> Double {
    guard layout.width > 0, layout.height > 0 else { return 1 }
    return max(rect.width / layout.width, rect.height / layout.height)
  }

  /// The transform and mask that show a view laid out at `layout` (its frame in the
  /// container) through this frame: scaled by ``scale(for:)`` about its centre, moved so
  /// its horizontal centre is the rect's and its top the rect's top, clipped to the rect
  /// (mapped into its local points) with the radius divided by the scale, so the corners on
  /// screen have exactly ``cornerRadius``.
  public func placement(in layout: Rect) -> (transform: AffineTransform, mask: ViewMask) {
    let s = scale(for: layout)
    guard s > 0, s.isFinite else {
      return (.identity, ViewMask(rect: .zero, radii: .zero))
    }
    // The transform scales about the view's centre: its top lands at
    // midY + ty − s·height/2, which is to be the rect's top.
    let transform = AffineTransform(
      scaleX: s, scaleY: s, translationX: rect.midX - layout.midX,
      translationY: rect.minY + s * layout.height / 2 - layout.midY)
    let local = Rect(
      x: layout.width / 2 + (rect.minX - rect.midX) / s, y: 0,
      width: rect.width / s, height: rect.height / s)
    return (transform, ViewMask(rect: local, radii: CornerRadii(all: cornerRadius / s)))
  }

  /// Where the view's local point `point` shows on screen through this frame.
  public func screenPoint(ofLocal point: Point, in layout: Rect) -> Point {
    let s = scale(for: layout)
    return Point(x: rect.midX + s * (point.x - layout.width / 2), y: rect.minY + s * point.y)
  }

  /// The view's local point that shows at `screen` through this frame.
  public func localPoint(atScreen screen: Point, in layout: Rect) -> Point {
    let s = scale(for: layout)
    guard s > 0 else { return screen }
    return Point(
      x: layout.width / 2 + (screen.x - rect.midX) / s, y: (screen.y - rect.minY) / s)
  }
}

@MainActor
extension View {
  /// Shows this view (laid out at `frame`) through `zoom`: sets its transform and
  /// ``contentMask`` (docs/MOTION.md, "Zoom geometry"). Through its own frame with square
  /// corners it is at rest: no transform and no mask, drawn as any screen is.
  func show(through zoom: ZoomFrame) {
    if zoom.rect == frame, zoom.cornerRadius == 0 {
      transform = .identity
      contentMask = nil
      return
    }
    let placed = zoom.placement(in: frame)
    transform = placed.transform
    contentMask = placed.mask
  }
}

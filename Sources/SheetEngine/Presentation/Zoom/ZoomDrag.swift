/// One drag of the zoomed screen, as plain math (docs/MOTION.md, "Zoom interactive
/// dismissal"): where the screen shows for a translation of the pointer, and the progress
/// velocity a release hands to the spring.
///
/// The screen is scaled about the grabbed point, which then moves with the pointer, so the
/// point under the pointer stays under it exactly: for a drag `t` from the press at `grab`,
/// the frame is the caught frame scaled by `m` about `grab` and moved by `t`, with
/// `k = clamp(t.y / height, 0, 1)`, `m = 1 − (1 − minimumScale) k` and the corner radius
/// going from the caught one to the display's scaled by m
/// (``ZoomDismissBehavior/dragCornerRadius(shrink:scale:caught:)``).
public struct ZoomDrag: Hashable, Sendable {
  /// Where the screen showed when the drag took hold of it.
  public var caught: ZoomFrame
  /// The press, in container points.
  public var grab: Point
  /// The screen's laid-out frame (full screen).
  public var layout: Rect
  /// The button's corner radius, where a release into it ends.
  public var sourceRadius: Double
  public var behavior: ZoomDismissBehavior

  public init(
    caught: ZoomFrame, grab: Point, layout: Rect, sourceRadius: Double,
    behavior: ZoomDismissBehavior
  ) {
    self.caught = caught
    self.grab = grab
    self.layout = layout
    self.sourceRadius = sourceRadius
    self.behavior = behavior
  }

  /// How far the shrink has gone, 0...1: the drag down over the screen's height.
  public func shrinkFraction(translation: Point) -> Double {
    guard layout.height > 0 else { return 0 }
    return min(max(translation.y / layout.height, 0), 1)
  }

  /// The scale relative to the caught frame: `1 − (1 − minimumScale) k`.
  public func relativeScale(translation: Point) -> Double {
    1 - (1 - behavior.minimumScale) * shrinkFraction(translation: translation)
  }

  /// Where the screen shows for the pointer `translation` from the press.
  public func frame(translation: Point) -> ZoomFrame {
    let k = shrinkFraction(translation: translation)
    let m = relativeScale(translation: translation)
    let rect = Rect(
      x: grab.x + translation.x + m * (caught.rect.minX - grab.x),
      y: grab.y + translation.y + m * (caught.rect.minY - grab.y),
      width: m * caught.rect.width, height: m * caught.rect.height)
    return ZoomFrame(
      rect: rect,
      cornerRadius: behavior.dragCornerRadius(shrink: k, scale: m, caught: caught.cornerRadius))
  }

  /// The local point of the screen that was pressed.
  public var grabbedLocalPoint: Point { caught.localPoint(atScreen: grab, in: layout) }

  /// The progress velocity (per second) that keeps the grabbed point's speed along its way
  /// when a motion from `from` (progress 0) to `to` (1) starts at pointer `velocity`:
  /// `w = d(grabbed point on screen)/d(progress)` at 0, and `v · w / |w|²` (the velocity's
  /// part across the path is dropped). 0 when the grabbed point does not move.
  public static func progressVelocity(
    from: ZoomFrame, to: ZoomFrame, grabbedLocal point: Point, layout: Rect, velocity: Point
  ) -> Double {
    guard layout.width > 0, layout.height > 0 else { return 0 }
    // The scale is the larger of two ratios, each linear in progress; right after 0 the
    // larger one (the faster-growing one on a tie) governs.
    let sx = from.rect.width / layout.width
    let sy = from.rect.height / layout.height
    let dsx = (to.rect.width - from.rect.width) / layout.width
    let dsy = (to.rect.height - from.rect.height) / layout.height
    let ds = sx > sy ? dsx : sy > sx ? dsy : max(dsx, dsy)
    // Across, the screen is centred on its rect; down, its top is on the rect's top
    // ("Zoom geometry"): a local point shows at (midX + s·(x − width/2), minY + s·y).
    let w = Point(
      x: to.rect.midX - from.rect.midX + ds * (point.x - layout.width / 2),
      y: to.rect.minY - from.rect.minY + ds * point.y)
    let length = w.x * w.x + w.y * w.y
    guard length > 1e-12 else { return 0 }
    return (velocity.x * w.x + velocity.y * w.y) / length
  }
}

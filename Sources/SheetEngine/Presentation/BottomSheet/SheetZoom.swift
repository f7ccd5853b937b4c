/// Where a sheet that grows out of a button shows, in its container's points: the rect of
/// the window onto it and that window's four corner radii (docs/MOTION.md, "Sheet from a
/// bar button"). The zoom's geometry (``ZoomFrame``) with the sheet's own corners at its
/// end: a sheet is rounded on top only (or, floating, below too), so one radius for all
/// four corners would square or round the wrong ones as it lands.
public struct SheetZoomFrame: Hashable, Sendable {
  public var rect: Rect
  public var radii: CornerRadii

  public init(rect: Rect, radii: CornerRadii) {
    self.rect = rect
    self.radii = radii
  }

  /// Rect and each radius interpolated linearly from `a` (t = 0) to `b` (t = 1), the ends
  /// exactly; t outside 0...1 extrapolates (a spring's overshoot), radii not below 0.
  public static func interpolate(_ a: SheetZoomFrame, _ b: SheetZoomFrame, _ t: Double)
    -> SheetZoomFrame
  {
    if t == 0 { return a }
    if t == 1 { return b }
    func radius(_ x: Double, _ y: Double) -> Double { max(Interpolation.value(x, y, t), 0) }
    return SheetZoomFrame(
      rect: Interpolation.rect(a.rect, b.rect, t),
      radii: CornerRadii(
        topLeft: radius(a.radii.topLeft, b.radii.topLeft),
        topRight: radius(a.radii.topRight, b.radii.topRight),
        bottomLeft: radius(a.radii.bottomLeft, b.radii.bottomLeft),
        bottomRight: radius(a.radii.bottomRight, b.radii.bottomRight)))
  }

  /// The zoom's frame of the same rect: its uniform scale (aspect fill) and placement.
  public var zoom: ZoomFrame { ZoomFrame(rect: rect, cornerRadius: 0) }

  /// The transform and mask that show a sheet laid out at `layout` through this frame:
  /// ``ZoomFrame/placement(in:)`` (scaled uniformly to cover the rect, centred across it, its
  /// top on the rect's top), the mask's radii these radii divided by the scale, so the
  /// corners on screen have exactly ``radii``.
  public func placement(in layout: Rect) -> (transform: AffineTransform, mask: ViewMask) {
    let placed = zoom.placement(in: layout)
    let s = zoom.scale(for: layout)
    guard s > 0, s.isFinite else { return placed }
    let local = CornerRadii(
      topLeft: radii.topLeft / s, topRight: radii.topRight / s,
      bottomLeft: radii.bottomLeft / s, bottomRight: radii.bottomRight / s)
    return (placed.transform, ViewMask(rect: placed.mask.rect, radii: local))
  }
}

/// How a sheet from a button moves (docs/MOTION.md, "Sheet from a bar button"): the grow and
/// the shrink run `duration` along `timing`, as the zoom's do; a drag's release past the
/// dismiss rule shrinks the sheet into its button on a spring of this response and damping,
/// seeded with the release velocity, as the zoom's release does. The defaults are the
/// zoom's (``ZoomTransitioningDelegate``, ``ZoomDismissBehavior/standard``); an app passes
/// its zoom's tuning.
public struct SheetZoomStyle: Hashable, Sendable {
  public var duration: Double
  public var timing: TimingParameters
  public var releaseSpringResponse: Double
  public var releaseSpringDamping: Double

  public init(
    duration: Double = 0.3, timing: TimingParameters = .easeInOut,
    releaseSpringResponse: Double = 0.35, releaseSpringDamping: Double = 1
  ) {
    self.duration = duration
    self.timing = timing
    self.releaseSpringResponse = releaseSpringResponse
    self.releaseSpringDamping = releaseSpringDamping
  }

  public static let standard = SheetZoomStyle()

  /// The release spring, seeded with `progressVelocity` (progress per second of the way from
  /// the released sheet to the button, as ``Spring/initialVelocity``).
  public func releaseSpring(progressVelocity: Double) -> Spring {
    Spring(
      response: releaseSpringResponse, dampingRatio: releaseSpringDamping,
      initialVelocity: progressVelocity)
  }
}

/// The sheet from a button, its button, and where the sheet shows between them: what the
/// sheet's zoom animators write and the sheet's layout reads (docs/MOTION.md, "Sheet from a
/// bar button"). The animators never touch the sheet view: they set ``motion``, which asks
/// for a layout, and ``BottomSheetPresentationController`` applies it right after it placed
/// the sheet from its position. One writer of the sheet's frame, transform and mask per
/// frame, so the zoom and the layout never fight. Holds both views weakly.
@MainActor
public final class SheetZoomStage {
  /// One frame of a zoom: from `from` (progress 0) to `to` (1), each `nil` for the sheet at
  /// rest as the layout places it now, with the button's drawing over it at
  /// `sourceOpacity` (the cross-fade).
  public struct Motion: Hashable, Sendable {
    public var from: SheetZoomFrame?
    public var to: SheetZoomFrame?
    public var progress: Double
    public var sourceOpacity: Double

    public init(from: SheetZoomFrame?, to: SheetZoomFrame?, progress: Double, sourceOpacity: Double)
    {
      self.from = from
      self.to = to
      self.progress = progress
      self.sourceOpacity = sourceOpacity
    }
  }

  public private(set) weak var sourceView: View?
  /// The presented sheet's view.
  public internal(set) weak var sheet: View?
  /// The zoom in effect; `nil` leaves the sheet as its layout places it.
  public internal(set) var motion: Motion? {
    didSet { if motion != oldValue { sheet?.superview?.setNeedsLayout() } }
  }
  /// Where the sheet showed at the last layout while a zoom was in effect; `nil` at rest.
  public private(set) var shown: SheetZoomFrame?
  /// The button's drawing over the sheet while it fades (``ZoomSourceReplica``).
  private var replica: ZoomSourceReplica?

  public init(sourceView: View?) {
    self.sourceView = sourceView
  }

  /// The button as it is now, in the sheet container's points, with its corner radii; `nil`
  /// when it (or the sheet) is gone from the window.
  public var source: SheetZoomFrame? {
    guard let source = sourceView, source.window != nil, let container = sheet?.superview,
      let inverse = container.transformToWindow.inverted
    else { return nil }
    return SheetZoomFrame(rect: inverse.apply(to: source.frameInWindow), radii: source.cornerRadii)
  }

  /// Where the sheet shows now: through the zoom, or where its layout and position put it
  /// (a translation only, then).
  public var current: SheetZoomFrame {
    if let shown { return shown }
    guard let sheet else { return SheetZoomFrame(rect: .zero, radii: .zero) }
    return SheetZoomFrame(
      rect: sheet.frame.offsetBy(dx: 0, dy: sheet.transform.translationY), radii: sheet.cornerRadii)
  }

  /// The layout's last step: shows `view` (the sheet, placed from its position) through the
  /// zoom in effect, or takes a finished zoom's mask and the button's drawing away.
  func apply(to view: View) {
    guard let motion, let container = view.superview else {
      if shown != nil { view.contentMask = nil }
      shown = nil
      removeReplica()
      return
    }
    let rest = SheetZoomFrame(rect: view.frame, radii: view.cornerRadii)
    let frame = SheetZoomFrame.interpolate(
      motion.from ?? rest, motion.to ?? rest, motion.progress)
    shown = frame
    let placed = frame.placement(in: view.frame)
    view.transform = placed.transform
    view.contentMask = placed.mask
    guard motion.sourceOpacity > 0, let sourceView else { return removeReplica() }
    let drawn = replica ?? ZoomSourceReplica(source: sourceView)
    if drawn.superview !== container || container.subviews.last !== drawn {
      drawn.removeFromSuperview()
      container.addSubview(drawn)
    }
    replica = drawn
    drawn.frame = frame.rect
    drawn.cornerRadii = frame.radii
    drawn.alpha = motion.sourceOpacity
  }

  private func removeReplica() {
    replica?.removeFromSuperview()
    replica = nil
  }
}

/// The sheet from a button's transitions (docs/MOTION.md, "Sheet from a bar button"), as
/// iOS 26 morphs a sheet out of the toolbar button that presents it: presenting, the sheet
/// grows out of the button into its resting frame at its detent; dismissing on its own (a
/// tap on the dim, Close, Escape), it shrinks from where it shows into the button as it is
/// then. Both are the zoom's geometry (uniform scale, clipped to the interpolated rounded
/// rect, the button's drawing cross-fading) along the style's curve.
///
/// A dismissal a drag starts slides with the pointer as any sheet's does (the cover-vertical
/// offset, so the detents and the swipe rule work unchanged); released past the rule,
/// ``shrinkIntoSource(velocity:pointer:)`` turns the rest of it into the zoom's release: from
/// where the sheet shows into the button, on a spring seeded with the release velocity.
/// The animator writes only the sheet's position and its ``SheetZoomStage``: the layout
/// applies both.
@MainActor
public final class SheetZoomAnimator: AnimatedTransitioning {
  public let isPresenting: Bool
  public let stage: SheetZoomStage
  public let style: SheetZoomStyle
  private let position: SheetPosition?
  private var animator = OnceMadeAnimator()
  /// The transition's animator, once made.
  private weak var made: PropertyAnimator?
  /// Whether this dismissal slides with a drag (it started interactive) until released.
  public private(set) var slides = false
  /// Once a slide was released into the button: the progress then and the frame the sheet
  /// showed at. Past that progress the sheet zooms from there into the button; before it
  /// (turned back), from its resting frame to there.
  private var released: (progress: Double, from: SheetZoomFrame, to: SheetZoomFrame)?

  public init(
    isPresenting: Bool, stage: SheetZoomStage, style: SheetZoomStyle = .standard,
    position: SheetPosition? = nil
  ) {
    self.isPresenting = isPresenting
    self.stage = stage
    self.style = style
    self.position = position
  }

  public func transitionDuration(using context: TransitionContext) -> Double { style.duration }

  /// The same animator for the whole transition, made on first request.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    animator.make {
      let sheet = context.view(forKey: isPresenting ? .to : .from)
      if isPresenting { context.containerView.addSubview(sheet) }
      stage.sheet = sheet
      let made = PropertyAnimator(
        duration: style.duration, timing: style.timing, clock: context.clock)
      self.made = made
      let stage = stage
      if !isPresenting, context.isInteractive, let position {
        slide(made, sheet: sheet, position: position)
      } else if let source = stage.source {
        // Grow: from the button (0) to the sheet at rest (1); shrink: from where it shows (0)
        // into the button (1). The button's drawing fades out as the sheet grows.
        let presenting = isPresenting
        let (from, to): (SheetZoomFrame?, SheetZoomFrame?) =
          presenting ? (source, nil) : (stage.current, source)
        made.addAnimations(progress: { progress in
          let grown = presenting ? progress : 1 - progress
          stage.motion = .init(
            from: from, to: to, progress: progress,
            sourceOpacity: ZoomSourceReplica.opacity(progress: min(max(grown, 0), 1)))
        })
      }
      let presenting = isPresenting
      made.addCompletion { [position] end in
        // At rest again (shown, or a dismissal turned back), the layout places the sheet
        // plainly; gone, the last frame stays as it was drawn.
        if (end == .end) == presenting {
          stage.motion = nil
          position?.offset = 0
        }
        context.completeTransition(end == .end)
      }
      return made
    }
  }

  /// The cover-vertical slide a drag holds: ``SheetPosition/offset`` from where it is to the
  /// sheet's height, as ``CoverVerticalAnimator`` moves it, until a release into the button.
  private func slide(_ made: PropertyAnimator, sheet: View, position: SheetPosition) {
    slides = true
    let start = position.offset
    let end = sheet.frame.height + position.floatingInset
    let identity = ObjectIdentifier(made)
    position.transitionOffsets = (start, end)
    position.releaseHeight = nil
    position.transitionAnimator = identity
    let stage = stage
    made.addAnimations(progress: { [weak self] progress in
      guard let self else { return }
      if let released {
        // p0 → 1 is the release's spring, 0 → p0 the way back to rest.
        let p0 = released.progress
        stage.motion =
          progress >= p0
          ? .init(
            from: released.from, to: released.to,
            progress: p0 < 1 ? (progress - p0) / (1 - p0) : 1, sourceOpacity: 0)
          : .init(
            from: nil, to: released.from, progress: p0 > 0 ? progress / p0 : 0,
            sourceOpacity: 0)
        return
      }
      let fixed: (start: Double, end: Double) = (start, end)
      let span =
        position.transitionAnimator == identity ? position.transitionOffsets ?? fixed : fixed
      position.offset = Interpolation.value(span.start, span.end, progress)
    })
  }

  /// A drag let go of the sliding sheet past the dismiss rule at `velocity` (pt/s, downward
  /// positive) with the pointer at `pointer` (window points; `nil`: the sheet's top centre
  /// counts as grabbed): from the frame it shows at now, the rest of the transition zooms it
  /// into the button. Returns the spring to finish on, seeded so the grabbed point keeps
  /// the pointer's speed along its way (``ZoomDrag/progressVelocity(from:to:grabbedLocal:layout:velocity:)``),
  /// relative to what is left of the transition; `nil` (slide off as any sheet) when the
  /// button is gone or the transition is not a slide.
  public func shrinkIntoSource(velocity: Double, pointer: Point?) -> Spring? {
    guard slides, released == nil, let made, let sheet = stage.sheet,
      let container = sheet.superview
    else { return nil }
    // The sheet where the drag's last move put it, laid out now.
    container.layoutIfNeeded()
    guard let source = stage.source else { return nil }
    let from = stage.current
    let layout = sheet.frame
    let grab =
      pointer.flatMap { container.transformToWindow.inverted?.apply(to: $0) }
      ?? Point(x: from.rect.midX, y: from.rect.minY)
    let local = Point(x: grab.x - from.rect.minX, y: grab.y - from.rect.minY)
    let progressVelocity = ZoomDrag.progressVelocity(
      from: from.zoom, to: source.zoom, grabbedLocal: local, layout: layout,
      velocity: Point(x: 0, y: velocity))
    released = (made.fractionComplete, from, source)
    // The sheet keeps the frame it was let go at: the slide's offset stops here.
    position?.transitionOffsets = nil
    stage.motion = .init(from: from, to: source, progress: 0, sourceOpacity: 0)
    return style.releaseSpring(progressVelocity: progressVelocity)
  }
}

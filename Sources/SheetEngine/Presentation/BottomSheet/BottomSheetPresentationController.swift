/// The bottom sheet and the card alike: where the sheet rests comes from
/// its ``SheetLayout`` (fits its content and is capped below the top safe-area inset, or a
/// fixed share of the container); top corners rounded, an optional grabber on top, and a dim
/// behind it that fades with the transition and dismisses the sheet when tapped (unless the
/// sheet is modal in presentation: ``PresentationController/attemptDismissal()``).
///
/// When the content exposes a scroll view (``BottomSheetContent/trackedScrollView``), the
/// sheet installs the list/sheet hand-off itself, as FloatingPanel's `track(scrollView:)`.
@MainActor
public final class BottomSheetPresentationController: PresentationController {
  /// The sheet's numbers; ``restyle(_:)`` changes them while it is on screen.
  public private(set) var style: SheetStyle
  public let layout: SheetLayout
  public let dimmingView: DimmingView
  /// The grabber, for sheets that show one (the card does not).
  public let grabber: GrabberView?
  /// The swipe-to-dismiss pan on the sheet, if the sheet can be swiped away.
  public let dismissDriver: SwipeToDismissDriver?
  /// The hand-off between the content's list and the sheet, when both exist.
  private var scrollHandoff: SheetScrollHandoff?
  /// How far sheets presented over this one push it back (docs/MOTION.md, "Sheets on
  /// sheets"): 0 with none, 1 with one at its large detent, more for each further sheet;
  /// set by the sheet above (``recede(toDepth:)``).
  var stackedDepth = 0.0
  /// The black laid over this sheet while it is pushed back: a sheet cannot be darkened by
  /// its alpha as the screen at the bottom is (over the black window), since what shows
  /// through it is the card behind.
  var recedeShade: View?
  /// Whether the sheet's dismissal completed: a layout of its view after that (its last
  /// frame's) pushes nothing back any more.
  var hasLeft = false
  /// The sheet this one was presented from, which it pushes back; nil over a full screen.
  /// Taken when the presentation begins: at the end of its dismissal the presenting chain
  /// may already name the screen at the bottom.
  weak var presentedFrom: BottomSheetPresentationController?
  /// Where the sheet is: the one model its frame and transform are written from.
  public private(set) lazy var position = SheetPosition { [weak self] in
    self?.containerView?.setNeedsLayout()
  }
  /// Extra height (points) above the resting top while the sheet is dragged up past its
  /// full height with the rubber band; the bottom stays pinned, so no gap opens.
  public var stretch: Double {
    get { position.stretch }
    set { position.stretch = newValue }
  }
  /// The heights the sheet can rest at and how it moves between them; `nil` for a layout
  /// that ignores the content's height (the card).
  public let detents: SheetDetentConfiguration?
  /// The detent the sheet rests at, or is on its way to: an index into ``detents``.
  public internal(set) var selectedDetentIndex = 0
  /// A sheet from a button: the zoom the layout applies last, after the position
  /// (docs/MOTION.md, "Sheet from a bar button"); `nil` for a sheet that slides.
  public internal(set) var zoomStage: SheetZoomStage?

  public init(
    presented: ViewController, presenting: ViewController, style: SheetStyle,
    layout: SheetLayout = FitsContentLayout(), detents: SheetDetentConfiguration? = .fitsContent,
    showsGrabber: Bool = true, dismissDriver: SwipeToDismissDriver? = nil
  ) {
    self.style = style
    self.layout = layout
    self.detents = detents
    self.dismissDriver = dismissDriver
    dimmingView = DimmingView(dimAlpha: style.dimAlpha)
    grabber = showsGrabber ? GrabberView(size: style.grabberSize) : nil
    super.init(presentedViewController: presented, presenting: presenting)
    dismissDriver?.install(presented: presented, presentationController: self)
    dimmingView.onTap = { [weak self] in self?.attemptDismissal() }
  }

  public override var shouldPresentInFullscreen: Bool { false }

  public override var dimmingAlpha: Double {
    dimmingView.superview == nil ? 0 : dimmingView.effectiveAlpha
  }

  /// At an undimmed detent the content behind the sheet takes the pointer.
  public override var passesPointerThroughContainer: Bool {
    dimmingView.detentFraction == 0
  }

  /// The height the content asks for at `width`, bottom inset included, before the cap:
  /// the presented view's `sizeThatFits`, or the controller's own answer when it is
  /// ``BottomSheetContent`` (a navigation stack, whose view fills any frame it gets).
  public func fittingHeight(forWidth width: Double) -> Double {
    // The keyboard covers the home indicator: its inset goes as the keyboard rises.
    let window = containerView?.window
    let bottomInset = max((window?.safeAreaInsets.bottom ?? 0) - (window?.keyboardInset ?? 0), 0)
    let content =
      (presentedViewController as? BottomSheetContent)?.sheetContentHeight(forWidth: width)
      ?? presentedView.sizeThatFits(Size(width: width, height: .infinity)).height
    return content + bottomInset
  }

  /// The height the sheet will have once a height change under way is over (the sheet
  /// re-fitting its content along its curve, or a push inside it, running or held by a
  /// press), at most the container's; nil when nothing changes the height.
  var heightAfterChange: Double? {
    guard let container = containerView else { return nil }
    if let span = position.heightChangeSpan, position.isAnimating(.heightChange) {
      return min(span.to.height, container.bounds.height)
    }
    let width = frameOfPresentedViewInContainerView.width
    guard let content = presentedViewController as? BottomSheetContent,
      let final = content.sheetContentFinalHeight(forWidth: width),
      let now = content.sheetContentHeight(forWidth: width)
    else { return nil }
    // The bottom inset rides on the content's height as it does in the fitting height.
    return min(final + fittingHeight(forWidth: width) - now, container.bounds.height)
  }

  public override var frameOfPresentedViewInContainerView: Rect {
    guard let container = containerView else { return .zero }
    let topInset = container.window?.safeAreaInsets.top ?? 0
    let bounds = spaceAboveKeyboard(in: container)
    guard detents != nil else {
      return layout.frame(
        in: bounds, topInset: topInset, fittingHeight: fittingHeight(forWidth:),
        stretch: position.visibleStretch)
    }
    // With detents, the height the layout fits is the detent's (or the one on the way).
    // A release spring's overshoot above the tallest detent shows as a stretch, bottom
    // pinned, instead of the layout's cap holding the top there (docs/MOTION.md, "Detents").
    let live = position.detentHeight
    let height = live ?? detentHeights()[selectedDetentIndex]
    let overshoot = live.map { max($0 - (detentHeights().max() ?? $0), 0) } ?? 0
    return layout.frame(
      in: bounds, topInset: topInset, fittingHeight: { _ in height },
      stretch: position.visibleStretch + overshoot)
  }

  /// The container above the software keyboard: a sheet rides on the keyboard, its bottom
  /// at the keyboard's top every frame, and a sheet taller than the space left is capped
  /// by it as by the window (docs/MOTION.md, "Software keyboard").
  private func spaceAboveKeyboard(in container: View) -> Rect {
    var bounds = container.bounds
    bounds.size.height -= container.window?.keyboardInset ?? 0
    return bounds
  }

  /// The sheet's height at rest, without any stretch.
  public var restingHeight: Double {
    max(sheetFrame.height - position.visibleStretch, 1)
  }

  /// The sheet's frame as its layout and position place it, before a floating sheet's inset
  /// (docs/MOTION.md, "Floating sheet"): what every height and detent is measured on. The
  /// view's frame is this one for an attached sheet.
  public var sheetFrame: Rect {
    let frame = presentedView.frame
    let inset = position.floatingInset
    guard inset > 0 else { return frame }
    return Rect(
      x: frame.minX - inset, y: frame.minY, width: frame.width + 2 * inset,
      height: frame.height + inset)
  }

  /// Lets a rubber-banded stretch go back with the style's stretch spring (standard:
  /// critically damped) started at the release velocity (pt/s, positive downward).
  public func releaseStretch(velocity: Double) {
    position.stop(.stretchRelease)
    guard stretch > 0, let clock = containerView?.window?.animationClock else { return }
    let start = stretch
    let spring = style.stretchSpring.withInitialVelocity(velocity / start)
    position.animate(
      .stretchRelease, duration: 0.4, timing: .spring(spring), clock: clock,
      update: { position, progress in position.stretch = max(start * (1 - progress), 0) })
  }

  /// A small dip of the resting sheet, as when a list's fling arrives at its top: the sheet
  /// moves down with `velocity` (pt/s) and the style's bounce spring brings it back (standard:
  /// critically damped, response 0.4 s, peaking at about velocity / 43 points).
  public func bounce(velocity: Double) {
    stopBounce()
    guard let clock = containerView?.window?.animationClock else { return }
    let spring = style.bounceSpring
    let duration = spring.settlingDuration(tolerance: Spring.animationTolerance)
    position.animate(
      .bounce, duration: duration, timing: .linear, clock: clock,
      update: { position, progress in
        let dip = spring.displacement(at: progress * duration, from: 0, velocity: velocity)
        position.offset = progress >= 1 ? 0 : max(dip, 0)
      })
  }

  /// Ends a bounce where it is (a drag takes the sheet), leaving the sheet at rest.
  public func stopBounce() {
    guard position.stop(.bounce) else { return }
    if presentedViewController.activeTransition == nil { position.offset = 0 }
  }

  /// The content's height changed: the sheet grows or shrinks to fit, along the sheet's curve
  /// when `animated`, with its bottom edge pinned so no gap shows below it.
  public override func preferredContentSizeDidChange(animated: Bool) {
    guard containerView != nil else { return }
    position.stop(.heightChange)
    let target = frameOfPresentedViewInContainerView
    let current = position.heightChangeFrame ?? sheetFrame
    guard current != target else {
      position.heightChangeFrame = nil
      return
    }
    guard animated, presentedViewController.activeTransition == nil,
      let clock = containerView?.window?.animationClock
    else {
      position.heightChangeFrame = nil
      containerView?.setNeedsLayout()
      return
    }
    position.heightChangeSpan = (current, target)
    position.animate(
      .heightChange, duration: style.duration, timing: .curve(style.curve), clock: clock,
      update: { position, progress in
        position.heightChangeFrame = Interpolation.rect(current, target, progress)
      },
      completion: { position in position.heightChangeFrame = nil })
  }

  /// The one place the sheet view's frame and transform are written, from ``position``:
  /// the frame on the way while the height animates, else the layout's; the translation of
  /// a transition or a bounce; a sheet from a button's zoom over that (``zoomStage``).
  public override func containerViewWillLayoutSubviews() {
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    position.floatingInset = 0
    presentedView.frame = position.heightChangeFrame ?? frameOfPresentedViewInContainerView
    presentedView.transform = position.transform(
      restingTop: presentedView.frame.minY, height: restingHeight)
    floatSheet(in: container)
    zoomStage?.apply(to: presentedView)
    applyRecede()
    layoutAccessories(in: container)
    PinnedFooterView.sheetMoved(presentedView)
    layoutGrabber()
    updateDetentDimming()
    updateScrollHandoff()
    updateCardStack()
  }

  /// Shares the drags with the content's scroll view of the moment: a page may only start
  /// to scroll once it is laid out in the window (long text), and a push inside the sheet
  /// brings another page's. Cheap when nothing changed (an identity check).
  private func updateScrollHandoff() {
    let scrollView = (presentedViewController as? BottomSheetContent)?.trackedScrollView
    guard scrollView !== scrollHandoff?.scrollView else { return }
    if let scrollView, let dismissDriver {
      scrollHandoff = SheetScrollHandoff(scrollView: scrollView, driver: dismissDriver)
    } else {
      scrollHandoff = nil
    }
  }

  public override func presentationTransitionWillBegin() {
    presentedFrom =
      presentingViewController.presentationController
      as? BottomSheetPresentationController
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
    let sheet = presentedView
    applyShape()
    sheet.clipsToBounds = true
    let content = presentedViewController as? BottomSheetContent
    if let grabber {
      (content?.sheetChromeView ?? sheet).addSubview(grabber)
      layoutGrabber()
      installGrabberTap(on: grabber)
    }
    if let scrollView = content?.trackedScrollView, let dismissDriver {
      scrollHandoff = SheetScrollHandoff(scrollView: scrollView, driver: dismissDriver)
    }
    transitionCoordinator?.animate(alongsideTransition: { [dimmingView] in
      dimmingView.alpha = 1
    })
  }

  public override func dismissalTransitionWillBegin() {
    transitionCoordinator?.animate(alongsideTransition: { [dimmingView] in
      dimmingView.alpha = 0
    })
  }

  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    guard completed else { return }
    hasLeft = true
    resetCardStack()
  }

  /// Takes `style` for the rest of the sheet's life (a tuning changed while it shows). What
  /// it looks like at rest changes in this frame: the dim's strength (at the share the
  /// transition and the detent show), the corners, the shadow and the grabber. How it moves
  /// changes from its next movement (a height change, a detent, a stretch or bounce); a
  /// transition under way keeps the animator it started with.
  public func restyle(_ newStyle: SheetStyle) {
    guard newStyle != style else { return }
    // A card stack turned off lets the screen behind go while the old numbers still say how.
    if newStyle.cardStack == nil { resetCardStack() }
    style = newStyle
    dimmingView.fullAlpha = newStyle.dimAlpha
    guard let containerView else { return }
    applyShape()
    grabber?.cornerRadii = CornerRadii(all: newStyle.grabberSize.height / 2)
    layoutGrabber()
    // The card stack follows at the next layout, its one writer.
    containerView.setNeedsLayout()
  }

  /// A floating sheet's sides and bottom, inset by how much of the full height shows now,
  /// after its position placed its top (docs/MOTION.md, "Floating sheet"); its bottom
  /// corners follow. Nothing for an attached sheet.
  private func floatSheet(in container: View) {
    guard let floating = style.floating else {
      presentedView.backdropMaterial = nil
      return
    }
    let frame = presentedView.frame
    let bounds = spaceAboveKeyboard(in: container)
    let fullHeight = bounds.height - (container.window?.safeAreaInsets.top ?? 0)
    let visibleTop = frame.minY + presentedView.transform.translationY
    let shape = floating.shape(visibleHeight: bounds.height - visibleTop, fullHeight: fullHeight)
    position.floatingInset = shape.inset
    presentedView.frame = Rect(
      x: frame.minX + shape.inset, y: frame.minY, width: max(frame.width - 2 * shape.inset, 1),
      height: max(frame.height - shape.inset, 1))
    presentedView.cornerRadii = CornerRadii(
      topLeft: style.cornerRadius, topRight: style.cornerRadius,
      bottomLeft: shape.bottomCornerRadius, bottomRight: shape.bottomCornerRadius)
    // Glass while floating, opaque as it attaches: the material's opacity is the attachment.
    presentedView.backdropMaterial = style.glass.map { glass in
      var material = glass
      material.opacity = shape.attachment
      return material
    }
  }

  /// The sheet's corners and shadow from ``style``.
  private func applyShape() {
    let sheet = presentedView
    sheet.cornerRadii = .top(style.cornerRadius)
    sheet.cornerCurve = style.cornerCurve
    sheet.shadow = style.shadow.map { [style] shadow in
      // The band reaches past the corners and twice the blur radius (four sigma) below
      // the top edge, where the shape's lower edges no longer reach the shadow above it.
      var top = shadow
      top.topBand = style.cornerRadius + 2 * shadow.radius
      return top
    }
  }

  private func layoutGrabber() {
    guard let grabber else { return }
    let size = style.grabberSize
    grabber.frame = Rect(
      x: ((presentedView.bounds.width - size.width) / 2).rounded(), y: 6, width: size.width,
      height: size.height)
  }
}

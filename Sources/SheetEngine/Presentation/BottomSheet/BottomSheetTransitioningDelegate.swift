/// Presents a controller as a bottom sheet: the sheet presentation controller
/// with a ``SheetLayout`` and the cover-vertical animators, with one ``SheetStyle``. The
/// bottom sheet fits its content and can be swiped away;
/// ``card(style:layout:crossFade:)`` is the 2/3 card.
///
/// With a `zoomSource` (a bar button), the sheet grows out of that view and shrinks back into
/// it, as iOS 26 morphs a sheet out of the toolbar button that presents it
/// (``SheetZoomAnimator``, docs/MOTION.md, "Sheet from a bar button"); a drag still moves it
/// as a sheet. Without the source in the window, or with Reduce Motion, it slides or fades
/// as any sheet.
@MainActor
public final class BottomSheetTransitioningDelegate: ViewControllerTransitioningDelegate {
  public let style: SheetStyle
  public let layout: SheetLayout
  /// The heights the sheet rests at; `nil` for a layout that ignores its content (the card).
  public let detents: SheetDetentConfiguration?
  public let showsGrabber: Bool
  /// How swipes dismiss; `nil` makes the sheet not swipeable.
  public let dismissBehavior: DismissBehavior?
  private var driver: SwipeToDismissDriver?

  /// How far (points) the pointer moves before a swipe begins.
  public let slop: Double
  /// With Reduce Motion, how presentations and dismissals that run on their own cross-fade;
  /// `nil` slides them. A dismissal a drag starts still moves with the pointer.
  public let crossFade: CrossFade?
  /// The button the sheet grows out of and shrinks into, and where it shows between them;
  /// `nil` for a sheet that slides up from the bottom.
  public let zoomStage: SheetZoomStage?
  /// How the sheet from a button grows, shrinks and is released into it.
  public let zoomStyle: SheetZoomStyle

  public init(
    style: SheetStyle = .standard, layout: SheetLayout = FitsContentLayout(),
    detents: SheetDetentConfiguration? = .fitsContent, showsGrabber: Bool = true,
    dismissBehavior: DismissBehavior? = .standard, slop: Double = 10, crossFade: CrossFade? = nil,
    zoomSource: View? = nil, zoomStyle: SheetZoomStyle = .standard
  ) {
    zoomStage = zoomSource.map { SheetZoomStage(sourceView: $0) }
    self.zoomStyle = zoomStyle
    self.style = style
    self.layout = layout
    self.detents = detents
    self.showsGrabber = showsGrabber
    self.dismissBehavior = dismissBehavior
    self.slop = slop
    self.crossFade = crossFade
  }

  /// The card: the lower two thirds of the container whatever its content, a 0.5 dim
  /// that dismisses it when tapped, no grabber and no swipe.
  public static func card(
    style: SheetStyle = .card, layout: ContainerFractionLayout = .card,
    crossFade: CrossFade? = nil
  ) -> BottomSheetTransitioningDelegate {
    BottomSheetTransitioningDelegate(
      style: style, layout: layout, detents: nil, showsGrabber: false,
      dismissBehavior: nil, crossFade: crossFade)
  }

  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    driver = dismissBehavior.map { SwipeToDismissDriver(behavior: $0, slop: slop) }
    let sheet = BottomSheetPresentationController(
      presented: presented, presenting: presenting ?? source, style: style, layout: layout,
      detents: detents, showsGrabber: showsGrabber, dismissDriver: driver)
    if crossFade == nil, let zoomStage {
      zoomStage.sheet = presented.view
      sheet.zoomStage = zoomStage
    }
    return sheet
  }

  /// The zoom's animator when the sheet has a button in the window to zoom with.
  private func zoomAnimator(isPresenting: Bool, of controller: ViewController)
    -> SheetZoomAnimator?
  {
    guard crossFade == nil, let zoomStage, zoomStage.source != nil else { return nil }
    return SheetZoomAnimator(
      isPresenting: isPresenting, stage: zoomStage, style: zoomStyle,
      position: Self.sheetPosition(of: controller))
  }

  /// The swipe driver, for every dismissal: it starts interactive only when a drag holds
  /// the sheet (see ``SwipeToDismissDriver/wantsInteractiveStart``).
  public func interactionControllerForDismissal(
    using animator: AnimatedTransitioning
  ) -> InteractiveTransitioning? {
    driver
  }

  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> AnimatedTransitioning? {
    if let crossFade { return CrossFadeAnimator(isPresenting: true, crossFade: crossFade) }
    if let zoom = zoomAnimator(isPresenting: true, of: presented) { return zoom }
    return CoverVerticalAnimator(
      isPresenting: true, style: style, position: Self.sheetPosition(of: presented))
  }

  /// The position model of `controller`'s sheet, which the cover-vertical motion moves.
  private static func sheetPosition(of controller: ViewController) -> SheetPosition? {
    (controller.presentationController as? BottomSheetPresentationController)?.position
  }

  /// A dismissal a drag is starting (it starts interactive) slides with the pointer even
  /// with Reduce Motion; the transition context tells, not the driver.
  public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
  {
    // The sheet's style now: a tuning changed while it showed restyles its dismissal too.
    if let zoom = zoomAnimator(isPresenting: false, of: dismissed) { return zoom }
    let current = (dismissed.presentationController as? BottomSheetPresentationController)?.style
    let slide = CoverVerticalAnimator(
      isPresenting: false, style: current ?? style, position: Self.sheetPosition(of: dismissed))
    guard let crossFade else { return slide }
    return CrossFadeUnlessInteractive(
      crossFade: CrossFadeAnimator(isPresenting: false, crossFade: crossFade), moving: slide)
  }
}

/// Presents a controller as a bottom sheet: the sheet presentation controller
/// with a ``SheetLayout`` and the cover-vertical animators, with one ``SheetStyle``. The
/// bottom sheet fits its content and can be swiped away;
/// ``card(style:layout:crossFade:)`` is the 2/3 card.
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

  public init(
    style: SheetStyle = .standard, layout: SheetLayout = FitsContentLayout(),
    detents: SheetDetentConfiguration? = .fitsContent, showsGrabber: Bool = true,
    dismissBehavior: DismissBehavior? = .standard, slop: Double = 10, crossFade: CrossFade? = nil
  ) {
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
    return BottomSheetPresentationController(
      presented: presented, presenting: presenting ?? source, style: style, layout: layout,
      detents: detents, showsGrabber: showsGrabber, dismissDriver: driver)
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
    let current = (dismissed.presentationController as? BottomSheetPresentationController)?.style
    let slide = CoverVerticalAnimator(
      isPresenting: false, style: current ?? style, position: Self.sheetPosition(of: dismissed))
    guard let crossFade else { return slide }
    return CrossFadeUnlessInteractive(
      crossFade: CrossFadeAnimator(isPresenting: false, crossFade: crossFade), moving: slide)
  }
}

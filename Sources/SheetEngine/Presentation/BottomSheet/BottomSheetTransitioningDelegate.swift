/// Presents a controller as the seeds' bottom sheet: the sheet presentation controller and
/// the cover-vertical animators, with one ``SheetStyle``.
@MainActor
public final class BottomSheetTransitioningDelegate: ViewControllerTransitioningDelegate {
  public let style: SheetStyle
  /// How swipes dismiss; `nil` makes the sheet not swipeable.
  public let dismissBehavior: DismissBehavior?
  private var driver: SwipeToDismissDriver?

  /// How far (points) the pointer moves before a swipe begins.
  public let slop: Double

  public init(
    style: SheetStyle = .seed, dismissBehavior: DismissBehavior? = .seed, slop: Double = 10
  ) {
    self.style = style
    self.dismissBehavior = dismissBehavior
    self.slop = slop
  }

  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    driver = dismissBehavior.map { SwipeToDismissDriver(behavior: $0, slop: slop) }
    return BottomSheetPresentationController(
      presented: presented, presenting: presenting ?? source, style: style,
      dismissDriver: driver)
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
    CoverVerticalAnimator(isPresenting: true, style: style)
  }

  public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
  {
    CoverVerticalAnimator(isPresenting: false, style: style)
  }
}

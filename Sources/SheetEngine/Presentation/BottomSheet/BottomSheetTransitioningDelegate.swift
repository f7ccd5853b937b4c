/// Presents a controller as the seeds' bottom sheet: the sheet presentation controller and
/// the cover-vertical animators, with one ``SheetStyle``.
@MainActor
public final class BottomSheetTransitioningDelegate: ViewControllerTransitioningDelegate {
  public let style: SheetStyle

  public init(style: SheetStyle = .seed) {
    self.style = style
  }

  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    BottomSheetPresentationController(
      presented: presented, presenting: presenting ?? source, style: style)
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

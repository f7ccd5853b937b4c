/// Presents a controller as the seed's 2/3-height card: the card presentation controller
/// (dim, fixed frame) and the cover-vertical animators, with one ``SheetStyle``.
@MainActor
public final class CardTransitioningDelegate: ViewControllerTransitioningDelegate {
  public let style: SheetStyle

  public init(style: SheetStyle = .card) {
    self.style = style
  }

  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    CardPresentationController(presented: presented, presenting: presenting ?? source, style: style)
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

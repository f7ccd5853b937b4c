/// A push or pop between pages inside a bottom sheet: the arriving page slides in from the
/// right edge (+100 %) while the leaving one moves left by the style's parallax (-30 %);
/// a pop runs the same motion backwards. The sheet's height goes from the leaving page's
/// fitting height to the arriving one's in the same animator, with its bottom edge pinned.
///
/// The sheet's frame is set on every frame of the animator from the transition's progress
/// (see ``NavigationController/sheetContentHeight(forWidth:)``) rather than animated to a
/// target of its own, so it stays locked to the pages when a back-swipe scrubs the pop,
/// when a release lets it run on or back, and when the page is grabbed again mid-way.
@MainActor
public final class SheetNavigationAnimator: AnimatedTransitioning {
  public let operation: NavigationController.Operation
  public let style: NavigationTransitionStyle
  /// The pages' slide (or their Reduce Motion cross-fade), which this animator extends with
  /// the sheet's height.
  private let pages: AnimatedTransitioning
  private var animator = OnceMadeAnimator()
  private weak var sheet: BottomSheetPresentationController?

  /// With `crossFade` the pages cross-fade in place instead of sliding (Reduce Motion); the
  /// sheet's height still follows the progress.
  public init(
    operation: NavigationController.Operation, style: NavigationTransitionStyle,
    crossFade: CrossFade? = nil
  ) {
    self.operation = operation
    self.style = style
    pages =
      crossFade.map { NavigationCrossFadeAnimator(operation: operation, crossFade: $0) }
      ?? NavigationTransitionAnimator(operation: operation, style: style)
  }

  public func transitionDuration(using context: TransitionContext) -> Double {
    pages.transitionDuration(using: context)
  }

  /// The pages' animator, made on first request, with a track that re-fits the sheet.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
    animator.make {
      let made = pages.interruptibleAnimator(using: context)
      let navigation =
        context.toViewController.navigationController
        ?? context.fromViewController.navigationController
      let sheet = navigation?.presentationController as? BottomSheetPresentationController
      self.sheet = sheet
      // Not animated: the frame is a function of this animator's progress, set each frame
      // (this also stops any height animation of the sheet's own that was running).
      made.addAnimations(progress: { [weak sheet] _ in
        sheet?.preferredContentSizeDidChange(animated: false)
      })
      return made
    }
  }

  /// Settles the sheet on the page now on top.
  public func animationEnded(_ transitionCompleted: Bool) {
    pages.animationEnded(transitionCompleted)
    sheet?.preferredContentSizeDidChange(animated: false)
  }
}

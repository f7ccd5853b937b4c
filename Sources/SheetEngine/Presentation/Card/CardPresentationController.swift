/// The seed's card: the presented screen covers the lower two thirds of the container (its
/// top at one third, whatever its content), with rounded top corners, over a black dim
/// faded in alongside the transition; a tap on the dim dismisses it.
@MainActor
public final class CardPresentationController: PresentationController {
  public let style: SheetStyle
  public let dimmingView: DimmingView

  public init(presented: ViewController, presenting: ViewController, style: SheetStyle) {
    self.style = style
    dimmingView = DimmingView(dimAlpha: style.dimAlpha)
    super.init(presentedViewController: presented, presenting: presenting)
    dimmingView.onTap = { [weak self] in
      self?.presentedViewController.dismiss(animated: true)
    }
  }

  public override var shouldPresentInFullscreen: Bool { false }

  public override var dimmingAlpha: Double {
    dimmingView.superview == nil ? 0 : dimmingView.effectiveAlpha
  }

  /// (0, h / 3, w, 2h / 3) in the container.
  public override var frameOfPresentedViewInContainerView: Rect {
    guard let container = containerView else { return .zero }
    let bounds = container.bounds
    return Rect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
  }

  public override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
    if let window = container.window { dimmingView.ignoreSecondClick(near: window) }
    presentedView.cornerRadii = .top(style.cornerRadius)
    presentedView.cornerCurve = style.cornerCurve
    presentedView.clipsToBounds = true
    transitionCoordinator?.animate(alongsideTransition: { [dimmingView] in
      dimmingView.alpha = 1
    })
  }

  public override func dismissalTransitionWillBegin() {
    transitionCoordinator?.animate(alongsideTransition: { [dimmingView] in
      dimmingView.alpha = 0
    })
  }

  public override func containerViewWillLayoutSubviews() {
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    super.containerViewWillLayoutSubviews()
  }
}

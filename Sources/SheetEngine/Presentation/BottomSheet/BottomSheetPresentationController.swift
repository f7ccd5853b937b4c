/// The seeds' bottom sheet: pinned to the bottom, leading and trailing edges, as tall as
/// its content (`sizeThatFits` at the container's width, plus the bottom safe-area inset)
/// but never taller than the container minus the top safe-area inset; top corners rounded,
/// a grabber on top, and a dim behind it that fades with the transition and dismisses the
/// sheet when tapped.
@MainActor
public final class BottomSheetPresentationController: PresentationController {
  public let style: SheetStyle
  public let dimmingView: DimmingView
  public let grabber: GrabberView

  public init(presented: ViewController, presenting: ViewController, style: SheetStyle) {
    self.style = style
    dimmingView = DimmingView(dimAlpha: style.dimAlpha)
    grabber = GrabberView(size: style.grabberSize)
    super.init(presentedViewController: presented, presenting: presenting)
    dimmingView.onTap = { [weak self] in
      self?.presentedViewController.dismiss(animated: true)
    }
  }

  public override var shouldPresentInFullscreen: Bool { false }

  public override var dimmingAlpha: Double {
    dimmingView.superview == nil ? 0 : dimmingView.effectiveAlpha
  }

  /// The height the content asks for at `width`, bottom inset included, before the cap.
  public func fittingHeight(forWidth width: Double) -> Double {
    let bottomInset = containerView?.window?.safeAreaInsets.bottom ?? 0
    let content = presentedView.sizeThatFits(Size(width: width, height: .infinity)).height
    return content + bottomInset
  }

  /// The tallest the sheet may be: the container minus the top safe-area inset.
  public var maximumHeight: Double {
    guard let container = containerView else { return 0 }
    return container.bounds.height - (container.window?.safeAreaInsets.top ?? 0)
  }

  public override var frameOfPresentedViewInContainerView: Rect {
    guard let container = containerView else { return .zero }
    let bounds = container.bounds
    let height = min(fittingHeight(forWidth: bounds.width), maximumHeight)
    return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  public override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
    if let window = container.window { dimmingView.ignoreSecondClick(near: window) }
    let sheet = presentedView
    sheet.cornerRadii = .top(style.cornerRadius)
    sheet.clipsToBounds = true
    sheet.addSubview(grabber)
    layoutGrabber()
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
    layoutGrabber()
  }

  private func layoutGrabber() {
    let size = style.grabberSize
    grabber.frame = Rect(
      x: ((presentedView.bounds.width - size.width) / 2).rounded(), y: 6, width: size.width,
      height: size.height)
  }
}

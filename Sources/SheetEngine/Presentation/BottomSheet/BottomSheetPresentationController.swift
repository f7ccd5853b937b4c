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
  /// The swipe-to-dismiss pan on the sheet, if the sheet can be swiped away.
  public let dismissDriver: SwipeToDismissDriver?
  /// Extra height (points) above the resting top while the sheet is dragged up past its
  /// full height with the fluid rubber band; the bottom stays pinned, so no gap opens.
  public var stretch = 0.0 {
    didSet { containerView?.setNeedsLayout() }
  }
  private var stretchAnimator: PropertyAnimator?
  private var bounceAnimator: PropertyAnimator?
  private var heightAnimator: PropertyAnimator?

  public init(
    presented: ViewController, presenting: ViewController, style: SheetStyle,
    dismissDriver: SwipeToDismissDriver? = nil
  ) {
    self.style = style
    self.dismissDriver = dismissDriver
    dimmingView = DimmingView(dimAlpha: style.dimAlpha)
    grabber = GrabberView(size: style.grabberSize)
    super.init(presentedViewController: presented, presenting: presenting)
    dismissDriver?.install(presented: presented, presentationController: self)
    dimmingView.onTap = { [weak self] in
      self?.presentedViewController.dismiss(animated: true)
    }
  }

  public override var shouldPresentInFullscreen: Bool { false }

  public override var dimmingAlpha: Double {
    dimmingView.superview == nil ? 0 : dimmingView.effectiveAlpha
  }

  /// The height the content asks for at `width`, bottom inset included, before the cap:
  /// the presented view's `sizeThatFits`, or the controller's own answer when it is
  /// ``BottomSheetContent`` (a navigation stack, whose view fills any frame it gets).
  public func fittingHeight(forWidth width: Double) -> Double {
    let bottomInset = containerView?.window?.safeAreaInsets.bottom ?? 0
    let content =
      (presentedViewController as? BottomSheetContent)?.sheetContentHeight(forWidth: width)
      ?? presentedView.sizeThatFits(Size(width: width, height: .infinity)).height
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
    let height = min(fittingHeight(forWidth: bounds.width), maximumHeight) + stretch
    return Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  /// Lets a rubber-banded stretch go back with a critically damped spring that starts at
  /// the release velocity (pt/s, positive downward).
  public func releaseStretch(velocity: Double) {
    stretchAnimator?.stopAnimation(true)
    guard stretch > 0, let clock = containerView?.window?.animationClock else { return }
    let start = stretch
    let spring = Spring(response: 0.4, dampingRatio: 1, initialVelocity: velocity / start)
    let animator = PropertyAnimator(duration: 0.4, timing: .spring(spring), clock: clock)
    animator.addAnimations(progress: { [weak self] progress in
      self?.stretch = max(start * (1 - progress), 0)
    })
    animator.startAnimation()
    stretchAnimator = animator
  }

  /// A small dip of the resting sheet, as when a list's fling arrives at its top: the sheet
  /// moves down with `velocity` (pt/s) and a critically damped spring (response 0.4 s)
  /// brings it back, peaking at about velocity / 43 points.
  public func bounce(velocity: Double) {
    stopBounce()
    guard let clock = containerView?.window?.animationClock else { return }
    let spring = Spring(response: 0.4, dampingRatio: 1)
    let duration = spring.settlingDuration(tolerance: Spring.animationTolerance)
    let sheet = presentedView
    let animator = PropertyAnimator(duration: duration, timing: .linear, clock: clock)
    animator.addAnimations(progress: { progress in
      let dip = spring.displacement(at: progress * duration, from: 0, velocity: velocity)
      sheet.transform = AffineTransform(translationX: 0, y: progress >= 1 ? 0 : max(dip, 0))
    })
    animator.startAnimation()
    bounceAnimator = animator
  }

  /// Ends a bounce where it is (a drag takes the sheet), leaving the sheet at rest.
  public func stopBounce() {
    guard let animator = bounceAnimator else { return }
    bounceAnimator = nil
    animator.stopAnimation(true)
    if presentedViewController.activeTransition == nil { presentedView.transform = .identity }
  }

  /// The content's height changed: the sheet grows or shrinks to fit, along the sheet's curve
  /// when `animated`, with its bottom edge pinned so no gap shows below it.
  public func contentSizeDidChange(animated: Bool) {
    guard containerView != nil else { return }
    heightAnimator?.stopAnimation(true)
    heightAnimator = nil
    let target = frameOfPresentedViewInContainerView
    let sheet = presentedView
    guard sheet.frame != target else { return }
    guard animated, presentedViewController.activeTransition == nil,
      let clock = containerView?.window?.animationClock
    else {
      sheet.frame = target
      return
    }
    let animator = PropertyAnimator(
      duration: style.duration, timing: .curve(style.curve), clock: clock)
    animator.addAnimations { sheet.frame = target }
    animator.addCompletion { [weak self] _ in self?.heightAnimator = nil }
    animator.startAnimation()
    heightAnimator = animator
  }

  /// While the height animates, layout leaves the frame to the animation.
  public override func containerViewWillLayoutSubviews() {
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    if heightAnimator == nil { presentedView.frame = frameOfPresentedViewInContainerView }
    layoutGrabber()
  }

  public override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    dimmingView.frame = container.bounds
    dimmingView.alpha = 0
    container.insertSubview(dimmingView, at: 0)
    if let window = container.window { dimmingView.ignoreSecondClick(near: window) }
    let sheet = presentedView
    sheet.cornerRadii = .top(style.cornerRadius)
    sheet.cornerCurve = style.cornerCurve
    sheet.clipsToBounds = true
    let chrome = (presentedViewController as? BottomSheetContent)?.sheetChromeView
    (chrome ?? sheet).addSubview(grabber)
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

  private func layoutGrabber() {
    let size = style.grabberSize
    grabber.frame = Rect(
      x: ((presentedView.bounds.width - size.width) / 2).rounded(), y: 6, width: size.width,
      height: size.height)
  }
}

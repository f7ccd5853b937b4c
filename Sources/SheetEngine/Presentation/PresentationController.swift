/// Owns the on-screen life of a presented controller, as `UIPresentationController`: the
/// container it lives in, its frame, the chrome around it (a dim), and the hooks around the
/// presentation and dismissal transitions. The base class presents full screen.
@MainActor
open class PresentationController {
  public let presentedViewController: ViewController
  public let presentingViewController: ViewController
  /// The view the presentation lives in; set when the presentation transition begins.
  public internal(set) weak var containerView: View?
  /// The transition in flight, if any: join it with `animate(alongsideTransition:)`.
  public internal(set) var transitionCoordinator: TransitionCoordinator?

  public init(presentedViewController: ViewController, presenting: ViewController) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presenting
  }

  /// The view that is animated on and off screen; by default the presented controller's.
  open var presentedView: View { presentedViewController.view }

  /// Where the presented view rests, in the container's coordinates.
  open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

  /// Whether the presented screen covers everything (the presenting screen may then be
  /// removed); custom sheets and cards answer false.
  open var shouldPresentInFullscreen: Bool { true }

  /// The effective alpha of this presentation's dimming, for the state snapshot.
  open var dimmingAlpha: Double { 0 }

  /// Whether a press that hits the container itself, outside the presented view and its
  /// chrome, goes on to the screens behind (a sheet resting at an undimmed detent).
  open var passesPointerThroughContainer: Bool { false }

  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Called when the container lays out (also on a window resize); the default puts the
  /// presented view at its frame unless an animation owns it.
  open func containerViewWillLayoutSubviews() {
    presentedView.frame = frameOfPresentedViewInContainerView
  }

  open func containerViewDidLayoutSubviews() {}

  /// The presented content's preferred size changed (a list's row count, say); UIKit's
  /// `preferredContentSizeDidChange(forChildContentContainer:)`. A sheet that fits its
  /// content follows it; the default does nothing.
  open func preferredContentSizeDidChange(animated: Bool) {}
}

/// The container of a presentation: fills the window and lets its presentation controller
/// lay it out.
@MainActor
final class PresentationContainerView: View {
  /// Owns the presentation controller for as long as the presentation is on screen.
  var presentationController: PresentationController?

  override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }

  override func hitTest(_ point: Point) -> View? {
    let hit = super.hitTest(point)
    if hit === self, presentationController?.passesPointerThroughContainer == true { return nil }
    return hit
  }
}

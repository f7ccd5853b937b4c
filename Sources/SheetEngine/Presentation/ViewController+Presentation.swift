/// Modal presentation, with UIKit's rules: a controller presents one controller at a time
/// (a second request while one is presented or arriving is ignored), a presented controller
/// may present another on top, and dismissing a controller that has others above it
/// dismisses them all with one animation of the topmost.
extension ViewController {
  /// The controller that actually presents: the root of this controller's parent chain,
  /// as UIKit's presentation context.
  var presentationContext: ViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  /// The topmost controller of the modal chain starting here.
  public var topPresentedViewController: ViewController {
    var current = self
    while let next = current.presentedViewController { current = next }
    return current
  }

  /// Whether a presentation or dismissal of this controller is running.
  public var isTransitioning: Bool { activeTransition != nil }

  public func present(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    let presenting = presentationContext
    guard presenting.presentedViewController == nil, controller.presentingViewController == nil,
      let window = presenting.view.window
    else { return }
    let delegate = controller.transitioningDelegate
    let presentationController =
      delegate?.presentationController(
        forPresented: controller, presenting: presenting, source: self)
      ?? PresentationController(presentedViewController: controller, presenting: presenting)
    let container = PresentationContainerView()
    container.presentationController = presentationController
    window.addFillingSubview(container)
    presentationController.containerView = container
    // In the window from the start, so its content measures with the window's text metrics
    // when the frame is asked for; the animator places it.
    container.addSubview(presentationController.presentedView)
    presenting.presentedViewController = controller
    controller.presentingViewController = presenting
    controller.presentationController = presentationController

    let animationController: AnimatedTransitioning =
      animated
      ? delegate?.animationController(
        forPresented: controller, presenting: presenting, source: self)
        ?? DefaultTransitionAnimator(isPresenting: true)
      : ImmediateTransitionAnimator(isPresenting: true)
    Self.runModalTransition(
      .present, of: controller, presentationController: presentationController,
      animationController: animationController,
      interaction: animated
        ? delegate?.interactionControllerForPresentation(using: animationController) : nil,
      completion: completion
    ) { onComplete in
      TransitionContext(
        containerView: container, from: presenting, to: controller, isAnimated: animated,
        initialFrames: [:],
        finalFrames: [
          ObjectIdentifier(controller): {
            presentationController.frameOfPresentedViewInContainerView
          }
        ],
        clock: window.animationClock, onComplete: onComplete)
    } ended: { completed in
      presentationController.presentationTransitionDidEnd(completed)
      if !completed { Self.tearDown(controller) }
    }
  }

  /// Dismisses the controller this one presents, or this one if it is presented (also when
  /// called from a child of a presented controller). A presentation still arriving is
  /// reversed from where it is; a dismissal already running, or any interactive
  /// transition, is left alone.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    let context = presentationContext
    let target: ViewController
    if let presented = context.presentedViewController {
      target = presented
    } else if context.presentingViewController != nil {
      target = context
    } else {
      return
    }
    let top = target.topPresentedViewController
    if let running = top.activeTransition {
      guard running.kind == .present, !running.context.isInteractive, top === target else {
        return
      }
      running.reverse()
      return
    }
    Self.dismissTransition(of: top, through: target, animated: animated, completion: completion)
  }

  private static func dismissTransition(
    of top: ViewController, through target: ViewController, animated: Bool,
    completion: (() -> Void)?
  ) {
    guard let presentationController = top.presentationController,
      let container = presentationController.containerView,
      let presenting = top.presentingViewController, let window = container.window
    else { return }
    // Everything between `target` and `top` disappears with the top's animation.
    var middle = target
    while middle !== top, let next = middle.presentedViewController {
      middle.presentationController?.containerView?.isHidden = true
      middle = next
    }
    let delegate = top.transitioningDelegate
    let animationController: AnimatedTransitioning =
      animated
      ? delegate?.animationController(forDismissed: top)
        ?? DefaultTransitionAnimator(isPresenting: false)
      : ImmediateTransitionAnimator(isPresenting: false)
    runModalTransition(
      .dismiss, of: top, presentationController: presentationController,
      animationController: animationController,
      interaction: animated
        ? delegate?.interactionControllerForDismissal(using: animationController) : nil,
      completion: completion
    ) { onComplete in
      TransitionContext(
        containerView: container, from: top, to: presenting, isAnimated: animated,
        initialFrames: [ObjectIdentifier(top): top.view.frame], finalFrames: [:],
        clock: window.animationClock, onComplete: onComplete)
    } ended: { completed in
      presentationController.dismissalTransitionDidEnd(completed)
      if completed { tearDown(target) }
    }
  }

  /// The part a presentation and a dismissal share: the transition is registered on the
  /// moving controller and its presentation controller, the will-begin hook runs, it starts;
  /// on completion `ended` runs the did-end hook and tears down what must go, then the
  /// transition tells its animator and coordinator, then `completion` runs if it completed.
  private static func runModalTransition(
    _ kind: ModalTransition.Kind, of controller: ViewController,
    presentationController: PresentationController,
    animationController: AnimatedTransitioning, interaction: InteractiveTransitioning?,
    completion: (() -> Void)?,
    makeContext: (@escaping (Bool) -> Void) -> TransitionContext,
    ended: @escaping (Bool) -> Void
  ) {
    var transition: ModalTransition?
    let context = makeContext { completed in
      presentationController.transitionCoordinator = nil
      controller.activeTransition = nil
      ended(completed)
      transition?.finished(completed)
      transition = nil
      if completed { completion?() }
    }
    let started = ModalTransition(
      kind: kind, presentationController: presentationController,
      animationController: animationController, context: context)
    transition = started
    presentationController.transitionCoordinator = started.coordinator
    controller.activeTransition = started
    switch kind {
    case .present: presentationController.presentationTransitionWillBegin()
    case .dismiss: presentationController.dismissalTransitionWillBegin()
    }
    started.start(interaction: interaction)
  }

  /// Removes `controller` and everything it presents from the screen and the modal chain.
  static func tearDown(_ controller: ViewController) {
    if let above = controller.presentedViewController { tearDown(above) }
    if let container = controller.presentationController?.containerView {
      // A dismissal that ended in this frame's tick is drawn at its end once more.
      if let window = container.window, window.animationClock.isTicking {
        window.removeAfterDrawing(container)
      } else {
        container.removeFromSuperview()
      }
    }
    controller.presentingViewController?.presentedViewController = nil
    controller.presentingViewController = nil
    controller.presentationController = nil
    controller.activeTransition = nil
  }
}

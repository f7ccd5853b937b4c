/// An interactive back-swipe, as a classic `BackSwipeNavigationController`'s, installed on a
/// ``NavigationController``: a pan anywhere on its view (or only from the left edge) that
/// pops the top page under the finger, then finishes or cancels by the ``BackSwipePolicy``.
///
/// It is the navigation controller's delegate (supplying a ``BackSwipeAnimator`` for every
/// pop) and the pop's interaction controller, a ``PercentDrivenInteractiveTransition``:
/// progress = max(translation.x, 0) / width. Every pop gets it as interaction controller;
/// the pop starts interactive exactly when the pan has just begun
/// (`wantsInteractiveStart { pan.state == .began }`), so a Back tap runs on its own and a
/// page still settling (after a release, or a Back tap) can be grabbed and continues from
/// where it is on screen.
///
/// A swipe begins only if the drag is more horizontal than vertical and goes right, and
/// there is a page to pop (or a pop is settling to grab).
@MainActor
public final class BackSwipeController: PercentDrivenInteractiveTransition,
  NavigationControllerDelegate, GestureRecognizerDelegate
{
  public private(set) weak var navigationController: NavigationController?
  /// The rules and the layout; may change between swipes (the app may change them live).
  public var policy: BackSwipePolicy
  /// The recognizer on the navigation controller's view: a ``PanGestureRecognizer``, or an
  /// ``EdgePanGestureRecognizer`` from the left edge when ``edgeOnly``.
  public private(set) var panGestureRecognizer: PanGestureRecognizer
  /// Whether a swipe must start at the left edge (``edgeWidth`` points) instead of anywhere.
  public var edgeOnly: Bool {
    didSet { if edgeOnly != oldValue { replaceRecognizer() } }
  }
  /// Width of the left-edge strip when ``edgeOnly``, points.
  public var edgeWidth: Double {
    didSet { (panGestureRecognizer as? EdgePanGestureRecognizer)?.edgeWidth = edgeWidth }
  }

  /// Makes the animator of each push and pop (given the policy in force) in place of the
  /// defaults, the navigation controller's own push and a ``BackSwipeAnimator`` for every
  /// pop: pages inside a sheet also move the sheet's height. `nil` from it keeps the
  /// default. A pop's animator must be interruptible, as the pan scrubs and grabs it.
  public var makeAnimator:
    ((NavigationController.Operation, BackSwipePolicy) -> AnimatedTransitioning?)?

  /// With Reduce Motion (the navigation controller's ``NavigationController/crossFade``),
  /// makes the cross-fading push or pop in place of ``NavigationCrossFadeAnimator`` (pages
  /// inside a sheet also move the sheet's height); `nil` from it keeps that default.
  public var makeCrossFadeAnimator:
    ((NavigationController.Operation, CrossFade) -> AnimatedTransitioning?)?

  /// Whether the pan currently drives the transition.
  public private(set) var isSwiping = false
  /// Whether a press stopped a settling pop and holds it there, not swiping yet.
  public private(set) var isHeldByPress = false
  /// A push a press stopped where it was; it goes on when the press ends (a push is not
  /// swiped, so it only waits).
  private weak var heldPush: PropertyAnimator?
  /// The animator of the pop in flight, which this controller drives.
  private weak var popAnimator: AnimatedTransitioning?

  private init(
    navigationController: NavigationController, policy: BackSwipePolicy, edgeOnly: Bool,
    edgeWidth: Double
  ) {
    self.navigationController = navigationController
    self.policy = policy
    self.edgeOnly = edgeOnly
    self.edgeWidth = edgeWidth
    panGestureRecognizer = PanGestureRecognizer()
    super.init()
    replaceRecognizer()
  }

  /// Installs a back-swipe on `navigationController`, which becomes its delegate and keeps
  /// it alive.
  @discardableResult
  public static func install(
    on navigationController: NavigationController, policy: BackSwipePolicy = .standard,
    edgeOnly: Bool = false, edgeWidth: Double = 20
  ) -> BackSwipeController {
    // One back-swipe per navigation controller: a new install replaces the old one's pan.
    (navigationController.delegate as? BackSwipeController)?.uninstall()
    let controller = BackSwipeController(
      navigationController: navigationController, policy: policy, edgeOnly: edgeOnly,
      edgeWidth: edgeWidth)
    navigationController.delegate = controller
    return controller
  }

  // MARK: - NavigationControllerDelegate

  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromViewController: ViewController, to toViewController: ViewController
  ) -> AnimatedTransitioning? {
    if let crossFade = navigationController.crossFade,
      operation == .push || panGestureRecognizer.state != .began
    {
      // Reduce Motion: a push, or a pop no finger drives, cross-fades; nothing grabs it.
      if operation == .pop { popAnimator = nil }
      return makeCrossFadeAnimator?(operation, crossFade)
        ?? NavigationCrossFadeAnimator(operation: operation, crossFade: crossFade)
    }
    let made =
      makeAnimator?(operation, policy)
      ?? (operation == .pop ? BackSwipeAnimator(policy: policy) : nil)
    if operation == .pop { popAnimator = made }
    return made
  }

  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: AnimatedTransitioning
  ) -> InteractiveTransitioning? {
    guard let popAnimator, animationController === popAnimator else { return nil }
    return self
  }

  /// A pop the pan has just begun follows the finger; any other pop runs on its own.
  public override var wantsInteractiveStart: Bool {
    get { panGestureRecognizer.state == .began }
    set {}
  }

  // MARK: - GestureRecognizerDelegate

  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    guard let navigation = navigationController, let pan = recognizer as? PanGestureRecognizer
    else { return false }
    if navigation.transitionState != nil { return isOwnTransitionSettling || isHeldByPress }
    guard navigation.viewControllers.count > 1, navigation.presentedViewController == nil
    else { return false }
    var direction = pan.velocity(in: nil)
    if direction.x == 0, direction.y == 0 { direction = pan.translation(in: nil) }
    return direction.x > 0 && abs(direction.x) > abs(direction.y)
  }

  /// The pan took a press on the stack: it catches a running transition.
  public func gestureRecognizer(_ recognizer: GestureRecognizer, didReceivePressAt location: Point)
  {
    catchRunningTransition()
  }

  /// Touch-down catches: a press on a page whose pop is settling (after a release or a Back
  /// tap) stops it where it is; a swipe continues from there, a release lets it go on. A
  /// press during a push holds the push still until it ends.
  public func catchRunningTransition() {
    if isOwnTransitionSettling {
      pause()
      isHeldByPress = true
    } else if let animator = navigationController?.transitionCoordinator?.context.animator,
      animator.isRunning
    {
      animator.pauseAnimation()
      heldPush = animator
    }
  }

  /// A press that caught a settling pop ended without a swipe: it goes on from where it
  /// stopped, the way it was going, along its own curve.
  public func gestureRecognizerPressDidEnd(_ recognizer: GestureRecognizer) {
    if let push = heldPush {
      heldPush = nil
      push.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }
    guard isHeldByPress else { return }
    isHeldByPress = false
    guard !isSwiping, let animator else { return }
    completionTimingParameters = nil
    completionSpeed = 1
    if animator.isReversed { cancel() } else { finish() }
  }

  /// Whether the running transition is a pop this controller drives and it is settling.
  private var isOwnTransitionSettling: Bool {
    guard let context, navigationController?.transitionCoordinator?.context === context else {
      return false
    }
    return !context.isInteractive
  }

  // MARK: - The pan

  /// Removes the pan from the navigation controller's view.
  func uninstall() {
    navigationController?.view.removeGestureRecognizer(panGestureRecognizer)
  }

  private func replaceRecognizer() {
    navigationController?.view.removeGestureRecognizer(panGestureRecognizer)
    let pan: PanGestureRecognizer
    if edgeOnly {
      let edge = EdgePanGestureRecognizer(edge: .left)
      edge.edgeWidth = edgeWidth
      pan = edge
    } else {
      pan = PanGestureRecognizer()
    }
    pan.delegate = self
    pan.addAction { [weak self] recognizer in
      guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
      handle(pan)
    }
    panGestureRecognizer = pan
    navigationController?.view.addGestureRecognizer(pan)
  }

  private var width: Double { navigationController?.view.bounds.width ?? 0 }

  private func handle(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began: begin(pan)
    case .changed:
      guard isSwiping else { return }
      update(BackSwipePolicy.progress(translationX: pan.translation(in: nil).x, width: width))
    case .ended:
      guard isSwiping else { return }
      update(BackSwipePolicy.progress(translationX: pan.translation(in: nil).x, width: width))
      release(velocityX: pan.velocity(in: nil).x)
    case .cancelled, .failed: release(velocityX: nil)
    case .possible: break
    }
  }

  private func begin(_ pan: PanGestureRecognizer) {
    guard let navigation = navigationController else { return }
    if isHeldByPress {
      isHeldByPress = false
    } else if isOwnTransitionSettling {
      pause()
    } else {
      navigation.popViewController(animated: true)
      guard navigation.transitionCoordinator?.context === context else { return }
    }
    isSwiping = true
    // Continue from where the page is, plus the pointer's movement so far (the slop's, with
    // translation from the press): the translation reads the progress to show now.
    pan.setTranslation(
      Point(x: percentComplete * width + pan.translation(in: nil).x, y: 0), in: nil)
    update(BackSwipePolicy.progress(translationX: pan.translation(in: nil).x, width: width))
  }

  /// Finishes or cancels by the policy; `nil` velocity (a cancelled gesture) cancels.
  private func release(velocityX: Double?) {
    guard isSwiping else { return }
    isSwiping = false
    let progress = percentComplete
    let velocity = velocityX ?? 0
    let finishing =
      velocityX.map { policy.shouldFinish(progress: progress, velocityX: $0, width: width) }
      ?? false
    switch policy.completion {
    case .alongCurve:
      completionTimingParameters = nil
      completionSpeed = 1
    case .keepingSpeed:
      let remaining = policy.remainingDuration(
        progress: progress, velocityX: velocity, width: width, finishing: finishing)
      let total = animator?.duration ?? policy.layout.duration
      completionTimingParameters = .linear
      completionSpeed = remaining > 0 ? total / remaining : 1
    }
    if finishing { finish() } else { cancel() }
  }
}

/// The zoomed screen's interactive dismissal (docs/MOTION.md, "Zoom interactive
/// dismissal"), as iOS 18's zoom transition has it: a drag down moves the screen with the
/// pointer and shrinks it about the grabbed point; released past the rule it zooms back into
/// its button from where it is, on a spring carrying the release velocity; otherwise it
/// springs back to full screen. A press catches the screen wherever it is moving (zooming
/// in, zooming out, springing back) and a drag goes on from there without a jump.
///
/// The drag runs outside any transition: the screen stays presented while it follows the
/// pointer, and only a release that dismisses starts the (spring-timed) dismissal. A press
/// that catches a transition holds it with ``PercentDrivenInteractiveTransition/takeOver(_:)``;
/// a drag then ends that transition at once in the presented state and shows the screen
/// where it was caught.
@MainActor
public final class ZoomDismissInteraction: PercentDrivenInteractiveTransition,
  GestureRecognizerDelegate
{
  public let pan = PanGestureRecognizer()
  public var behavior: ZoomDismissBehavior
  public let stage: ZoomStage
  weak var presented: ViewController?
  /// The drag holding the screen, while it lasts.
  public private(set) var drag: ZoomDrag?
  /// Whether a press stopped the screen mid-motion and holds it there, not dragging yet.
  public private(set) var isHeldByPress = false
  /// The spring back to full screen, while it runs or a press holds it.
  private var springBack: PropertyAnimator?
  /// The release that the next dismissal continues (read once by the delegate).
  private var pendingRelease: ZoomRelease?

  public init(stage: ZoomStage, behavior: ZoomDismissBehavior, slop: Double = 10) {
    self.stage = stage
    self.behavior = behavior
    super.init()
    wantsInteractiveStart = false
    pan.minimumDistance = slop
    pan.delegate = self
    pan.addAction { [weak self] recognizer in self?.panChanged(recognizer) }
  }

  /// Attaches the pan to the zoomed screen.
  func install(on presented: ViewController) {
    self.presented = presented
    presented.view.addGestureRecognizer(pan)
  }

  /// The release a dismissal should continue, once: the delegate asks when it builds the
  /// dismissal's animator.
  func takeRelease() -> ZoomRelease? {
    defer { pendingRelease = nil }
    return pendingRelease
  }

  /// Whether the screen springs back to full screen right now (or a press holds it there).
  public var isSpringingBack: Bool { springBack != nil }

  // MARK: - Press: the catch

  public func gestureRecognizer(_ recognizer: GestureRecognizer, didReceivePressAt location: Point)
  {
    catchMovingScreen()
  }

  /// Touch-down catch: stops a running zoom in or out, or the spring back, where it is.
  public func catchMovingScreen() {
    if let transition = presented?.activeTransition {
      guard !transition.isCrossFade, !transition.context.isInteractive else { return }
      let zoom = transition.animationController as? ZoomAnimator
      completionTimingParameters = zoom?.resumeTiming
      takeOver(transition.context)
      isHeldByPress = true
    } else if let spring = springBack, spring.isRunning {
      spring.pauseAnimation()
      isHeldByPress = true
    }
  }

  /// A press that caught the screen ended without dragging it: the motion goes on from
  /// where it stopped, the way it was going (a spring from rest).
  public func gestureRecognizerPressDidEnd(_ recognizer: GestureRecognizer) {
    guard isHeldByPress, drag == nil else { return }
    isHeldByPress = false
    if let spring = springBack {
      spring.continueAnimation(
        withTimingParameters: .spring(behavior.releaseSpring(progressVelocity: 0)),
        durationFactor: 1)
    } else if let transition = presented?.activeTransition, let animator = transition.animator {
      // A released screen on its spring ends on the button in the frame it reaches it.
      let zoom = transition.animationController as? ZoomAnimator
      animator.completesOnReachingTarget = zoom?.release != nil
      if animator.isReversed { cancel() } else { finish() }
    }
  }

  /// Down, and more vertical than horizontal, as the sheet's swipe: on the velocity, or else
  /// on the movement since the press (docs/MOTION.md, "Swipe to dismiss").
  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    if presented?.activeTransition?.isCrossFade == true { return false }
    var direction = pan.velocity(in: nil)
    if direction == .zero { direction = pan.translation(in: nil) }
    return direction.y > 0 && abs(direction.y) > abs(direction.x)
  }

  // MARK: - Drag

  private func panChanged(_ recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began:
      let translation = pan.translation(in: nil)
      let pointer = pan.lastWindowLocation
      beginDrag(grab: Point(x: pointer.x - translation.x, y: pointer.y - translation.y))
      move(translation: pan.translation(in: nil))
    case .changed:
      move(translation: pan.translation(in: nil))
    case .ended:
      move(translation: pan.translation(in: nil))
      release(translation: pan.translation(in: nil), velocity: pan.velocity(in: nil))
    case .cancelled, .failed:
      release(translation: .zero, velocity: .zero)
    case .possible:
      break
    }
  }

  /// The drag as the state reports transitions ("Zoom interactive dismissal"): while the
  /// screen is dragged, an interactive dismissal at the shrink fraction; while a release
  /// short of the rule springs it back, a dismissal going back to 0 from where it was let
  /// go. Nil otherwise (a release past the rule is the dismissal transition itself).
  public var transitionState: StateSnapshot.TransitionState? {
    if let drag {
      return .init(
        kind: "dismiss", interactive: true,
        progress: drag.shrinkFraction(translation: lastTranslation))
    }
    if let springBack {
      return .init(
        kind: "dismiss", interactive: false,
        progress: releasedFraction * (1 - springBack.fractionComplete))
    }
    return nil
  }

  /// The pointer's translation at the drag's last move.
  private var lastTranslation = Point.zero
  /// The shrink fraction a spring back started from.
  private var releasedFraction = 0.0

  /// Takes hold of the screen where it shows: a transition it is in ends at once with the
  /// screen presented, the spring back stops, and the screen stays where it was caught.
  public func beginDrag(grab: Point) {
    guard stage.view != nil else { return }
    let caught = stage.current
    if let transition = presented?.activeTransition, let animator = transition.animator {
      if !transition.context.isInteractive { takeOver(transition.context) }
      animator.stopAnimation(false)
      animator.finishAnimation(at: transition.kind == .present ? .end : .start)
    }
    springBack?.stopAnimation(true)
    springBack = nil
    isHeldByPress = false
    stage.show(caught)
    lastTranslation = .zero
    drag = ZoomDrag(
      caught: caught, grab: grab, layout: stage.layout,
      sourceRadius: stage.source?.cornerRadius ?? 0, behavior: behavior)
  }

  /// The pointer is `translation` from the press: the screen shows there. A dismissal
  /// started meanwhile (Escape) owns the screen from then on: the drag lets go of it.
  public func move(translation: Point) {
    guard let drag else { return }
    guard presented?.activeTransition == nil else {
      self.drag = nil
      return
    }
    lastTranslation = translation
    stage.show(drag.frame(translation: translation))
  }

  /// Lets go at `velocity` (pt/s): into the button past the rule, else back to full screen.
  public func release(translation: Point, velocity: Point) {
    guard let drag else { return }
    self.drag = nil
    guard presented?.activeTransition == nil else { return }
    let from = stage.current
    let point = drag.grabbedLocalPoint
    let goes = behavior.shouldDismiss(
      translationY: translation.y, velocityY: velocity.y, height: drag.layout.height)
    if goes, let source = stage.source, let presented {
      let progressVelocity = ZoomDrag.progressVelocity(
        from: from, to: source, grabbedLocal: point, layout: drag.layout, velocity: velocity)
      pendingRelease = ZoomRelease(
        spring: behavior.releaseSpring(progressVelocity: progressVelocity))
      presented.dismiss(animated: true)
      pendingRelease = nil
      return
    }
    releasedFraction = drag.shrinkFraction(translation: translation)
    springBack(from: from, grabbedLocal: point, velocity: velocity)
  }

  /// Springs the screen from `from` back to full screen, seeded with `velocity`.
  private func springBack(from: ZoomFrame, grabbedLocal point: Point, velocity: Point) {
    let full = stage.fullScreen
    guard let clock = stage.view?.window?.animationClock, from != full else {
      stage.show(full)
      return
    }
    let progressVelocity = ZoomDrag.progressVelocity(
      from: from, to: full, grabbedLocal: point, layout: full.rect, velocity: velocity)
    let spring = PropertyAnimator(
      duration: 1,
      timing: .spring(behavior.releaseSpring(progressVelocity: progressVelocity)),
      clock: clock)
    let stage = stage
    spring.addAnimations(progress: { progress in
      stage.show(ZoomFrame.interpolate(from, full, progress))
    })
    spring.addCompletion { [weak self] _ in
      stage.show(full)
      self?.springBack = nil
    }
    springBack = spring
    spring.startAnimation()
  }
}

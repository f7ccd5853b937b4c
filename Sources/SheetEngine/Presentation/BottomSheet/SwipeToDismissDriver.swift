/// Swipe-to-dismiss, made interruptible: a pan on the sheet that begins only
/// when the drag goes down more than sideways, and moves the sheet 1:1 with the pointer.
///
/// On begin it takes over whatever transition the sheet is in (a presentation still
/// arriving, a dismissal already leaving) from where it is on screen, or starts an
/// interactive dismissal. On release it asks ``DismissBehavior`` whether the sheet goes or
/// stays and lets the transition run on or back, along the curve or with a spring seeded
/// with the release velocity. Taps on the dim and a dismiss button never start an
/// interactive dismissal: only a pan that began does.
@MainActor
public final class SwipeToDismissDriver: PercentDrivenInteractiveTransition,
  GestureRecognizerDelegate
{
  public let pan = PanGestureRecognizer()
  public var behavior: DismissBehavior
  weak var presented: ViewController?
  weak var presentationController: BottomSheetPresentationController?
  /// Whether a drag (the sheet's pan, or a list handing its drag over) holds the sheet.
  public internal(set) var isDragging = false
  /// Whether a press stopped the sheet mid-transition and holds it there, not dragging yet.
  public internal(set) var isHeldByPress = false
  /// A drag of a sheet with several detents, while it lasts.
  var detentDrag: DetentDrag?
  /// Whether the drag is one a modal sheet resists (``beginResistingDrag()``).
  var isResisting = false
  /// Whether the drag moves the software keyboard (``beginKeyboardDrag()``).
  var isDraggingKeyboard = false
  /// Where the sheet was when the last press landed on it: its resting top and its top on
  /// screen (container coordinates). A drag that begins from that press counts from there.
  private var press: (restingTop: Double, shownTop: Double)?
  /// The resting top a drag holding a transition counts its offsets from (the press's, or
  /// the sheet's when the drag began without one): ``holdTop(atOffset:of:)``.
  var grabTop: Double?

  public init(behavior: DismissBehavior, slop: Double = 10) {
    self.behavior = behavior
    super.init()
    pan.minimumDistance = slop
    pan.delegate = self
    pan.addAction { [weak self] recognizer in self?.panChanged(recognizer) }
  }

  /// Attaches the pan to the sheet's view.
  func install(presented: ViewController, presentationController: BottomSheetPresentationController)
  {
    self.presented = presented
    self.presentationController = presentationController
    presentationController.presentedView.addGestureRecognizer(pan)
  }

  /// A dismissal starts interactive exactly when a drag is taking hold of the sheet; a tap
  /// on the dim, a dismiss button or a key runs on its own (and can be grabbed later).
  public override var wantsInteractiveStart: Bool {
    get { isDragging }
    set {}
  }

  /// The pan took a press on the sheet: it catches the sheet if it is moving.
  public func gestureRecognizer(_ recognizer: GestureRecognizer, didReceivePressAt location: Point)
  {
    // A zoomed sheet's top is not a translation: a drag from a caught zoom goes on from
    // the transition's progress (``beginDrag()``).
    if let sheet = presentationController, sheet.zoomStage?.shown == nil {
      press = (
        restingTop, sheet.presentedView.frame.minY + sheet.presentedView.transform.translationY
      )
    }
    catchMovingSheet()
  }

  /// Touch-down catch: a press on a sheet that is arriving or leaving stops it in the
  /// press's frame, where it is (FloatingPanel stops a moving panel the same way), as does a
  /// press on a sheet settling between detents. A drag then continues from there; a release
  /// without one lets it go on. A cross-fade has nothing to catch.
  public func catchMovingSheet() {
    if let transition = presented?.activeTransition, transition.isCrossFade {
      return
    } else if let transition = presented?.activeTransition, !transition.context.isInteractive {
      takeOver(transition.context)
      isHeldByPress = true
    } else if let sheet = presentationController, sheet.isSettlingBetweenDetents {
      sheet.holdCurrentHeight()
      isHeldByPress = true
    }
  }

  /// A press that caught the sheet ended without dragging it: the transition goes on from
  /// where it stopped, the way it was going, along its own curve.
  public func gestureRecognizerPressDidEnd(_ recognizer: GestureRecognizer) {
    press = nil
    guard isHeldByPress else { return }
    isHeldByPress = false
    if !isDragging, presented?.activeTransition == nil, let sheet = presentationController,
      sheet.hasSeveralDetents
    {
      sheet.settle(toDetent: sheet.selectedDetentIndex, velocity: 0, spring: nil)
      return
    }
    guard !isDragging, let animator = presented?.activeTransition?.animator else { return }
    completionTimingParameters = nil
    animator.completesOnReachingTarget = false
    if animator.isReversed { cancel() } else { finish() }
  }

  /// The standard rule: down, and more vertical than horizontal. Judged on the velocity, or,
  /// when the pointer moved in one jump after a pause (no velocity yet: events from a real
  /// mouse can be 50 ms apart), on the movement since the press.
  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    var direction = pan.velocity(in: nil)
    if direction == .zero { direction = pan.translation(in: nil) }
    let vertical = abs(direction.y) > abs(direction.x)
    let hasSeveralDetents = presentationController?.hasSeveralDetents ?? false
    return vertical && (direction.y > 0 || behavior.rubberBands || hasSeveralDetents)
  }

  private func panChanged(_ recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began:
      guard beginDrag() else { return }
      panStartOffset = dragOffset
      if grabTop != nil, let press {
        // The pan's translation counts from the press: so does the offset, from the top the
        // sheet rested at and showed then, whatever its height has done since.
        grabTop = press.restingTop
        panStartOffset = press.shownTop - press.restingTop
      }
      drag(toOffset: panStartOffset + pan.translation(in: nil).y)  // catches up with the slop
    case .changed:
      drag(toOffset: panStartOffset + pan.translation(in: nil).y)
    case .ended:
      drag(toOffset: panStartOffset + pan.translation(in: nil).y)
      endDrag(velocity: pan.velocity(in: nil).y)
    case .cancelled, .failed:
      endDrag(velocity: 0, cancelled: true)
    case .possible:
      break
    }
  }

  /// Where the pointer holding the sheet is (window points), while the sheet's own pan
  /// holds it; `nil` for a drag a list handed over.
  private var pointer: Point? {
    switch pan.state {
    case .began, .changed, .ended: pan.lastWindowLocation
    default: nil
    }
  }

  /// The sheet's height at rest, without any stretch.
  private var restingHeight: Double { presentationController?.restingHeight ?? 1 }

  /// Whether the sheet is being presented or dismissed right now.
  public var isSheetTransitioning: Bool { presented?.activeTransition != nil }

  /// How far down (points) the dragged sheet is from its resting place; negative while it
  /// is stretched upward by the rubber band. The sheet's position holds it
  /// (``SheetPosition/dragOffset``); 0 once the sheet is gone.
  public internal(set) var dragOffset: Double {
    get { presentationController?.position.dragOffset ?? 0 }
    set { presentationController?.position.dragOffset = newValue }
  }
  private var panStartOffset = 0.0

  /// Takes hold of the sheet where it is on screen: pauses whatever transition it is in, or
  /// starts an interactive dismissal. Returns whether the sheet is now held.
  @discardableResult
  public func beginDrag() -> Bool {
    // A cross-fading sheet is not where a drag could move it from: it fades on alone.
    if presented?.activeTransition?.isCrossFade == true { return false }
    if presentationController?.hasSeveralDetents == true { return beginDetentDrag() }
    if beginKeyboardDrag() { return true }
    if presentationController?.modalHolder != nil, presented?.activeTransition == nil {
      return beginResistingDrag()
    }
    guard let presented else { return false }
    presentationController?.stopBounce()
    isDragging = true
    isHeldByPress = false
    if presented.activeTransition == nil { presented.dismiss(animated: true) }
    guard let transition = presented.activeTransition else {
      isDragging = false
      return false
    }
    // A dismissal the drag just started is already paused; anything else running is taken
    // over where it is.
    if !transition.context.isInteractive { takeOver(transition.context) }
    dragOffset = shownOffset(of: transition)
    grabTop = restingTop
    return true
  }

  /// Moves the held sheet so it sits `offset` points below its resting place (1:1 with the
  /// pointer); above it, the rubber band stretches it (``DismissBehavior/rubberBands``), or
  /// it stops there.
  public func drag(toOffset offset: Double) {
    if detentDrag != nil { return dragDetents(toOffset: offset) }
    if isResisting { return resist(toOffset: offset) }
    if isDraggingKeyboard { return dragKeyboard(toOffset: offset) }
    guard isDragging, let sheet = presentationController,
      let transition = presented?.activeTransition
    else { return }
    let height = restingHeight
    dragOffset = behavior.rubberBands ? offset : max(offset, 0)
    if offset < 0, behavior.rubberBands {
      sheet.stretch = ScrollPhysics.rubberBandOffset(
        forDistance: -offset, dimension: height, constant: behavior.rubberBandConstant)
    } else {
      sheet.stretch = 0
    }
    holdTop(atOffset: offset, of: transition)
  }

  /// Moves the held sheet by `delta` points (a hand-off from a list); returns the part of
  /// the movement it did not take because the sheet reached its resting place going up.
  public func drag(by delta: Double) -> Double {
    if detentDrag != nil { return dragDetents(by: delta) }
    let target = dragOffset + delta
    if target < 0, dragOffset >= 0 {
      drag(toOffset: 0)
      return target
    }
    drag(toOffset: target)
    return 0
  }

  /// Lets go of the sheet moving at `velocity` (pt/s, positive downward): it goes or stays
  /// by ``DismissBehavior``, along the curve or with a spring at that speed.
  public func endDrag(velocity: Double, cancelled: Bool = false) {
    if detentDrag != nil { return endDetentDrag(velocity: velocity, cancelled: cancelled) }
    if isResisting { return endResistingDrag(velocity: cancelled ? 0 : velocity) }
    if isDraggingKeyboard { return endKeyboardDrag(velocity: velocity, cancelled: cancelled) }
    guard isDragging, let sheet = presentationController,
      let transition = presented?.activeTransition
    else {
      isDragging = false
      presentationController?.position.heldTop = nil
      grabTop = nil
      return
    }
    isDragging = false
    releaseTop(of: transition)
    // In the transition's own points, where its spring runs: from rest to off screen.
    let (rest, offscreen) = offsets(of: transition)
    let height = offscreen - rest
    let offset = shownOffset(of: transition) - rest
    let goes =
      !cancelled && behavior.shouldDismiss(offset: offset, velocity: velocity, height: height)
    sheet.releaseStretch(velocity: velocity)
    // Let go while its height still changes, the sheet moves from the resting place of
    // the height it will have.
    if let final = sheet.heightAfterChange {
      leadTowardFinalHeight(final, of: transition)
    }
    // The spring runs in the transition's offsets, below that resting place.
    let (restNow, offscreenNow) = offsets(of: transition)
    release(
      transition, goes: goes, offset: transitionOffset(of: transition) - restNow,
      height: offscreenNow - restNow, velocity: velocity)
  }

  /// Lets the transition of a released sheet `offset` points below its resting place (of
  /// `height`) run on (`goes`: away) or back, along the curve or with a spring at
  /// `velocity`.
  func release(
    _ transition: ModalTransition, goes: Bool, offset: Double, height: Double, velocity: Double
  ) {
    // A sheet from a button leaves into its button, on the zoom's release spring
    // (docs/MOTION.md, "Sheet from a bar button").
    if goes, transition.kind == .dismiss,
      let zoom = transition.animationController as? SheetZoomAnimator,
      let spring = zoom.shrinkIntoSource(velocity: velocity, pointer: pointer)
    {
      completionTimingParameters = .spring(spring)
      transition.animator?.completesOnReachingTarget = true
      finish()
      return
    }
    if behavior.usesSpring {
      // The spring starts at the pointer's speed: progress per second is ±v / height,
      // relative to the distance left to the target.
      let target = goes ? height : 0
      let remaining = target - offset
      var spring = behavior.releaseSpring(velocity: velocity)
      spring.initialVelocity = abs(remaining) > 0.5 ? velocity / remaining : 0
      completionTimingParameters = .spring(spring)
      // Free: thrown off, it is gone the frame it is entirely off screen; pulled back, it
      // may overshoot into a stretch and settles there.
      transition.animator?.completesOnReachingTarget = goes
    } else {
      completionTimingParameters = nil
      transition.animator?.completesOnReachingTarget = false
    }
    let runsForward = (transition.kind == .dismiss) == goes
    if runsForward { finish() } else { cancel() }
  }

  /// Momentum arriving from a list that reached its top while decelerating at `velocity`
  /// (pt/s downward): a throw whose projection would carry the sheet
  /// ``DismissBehavior/momentumDismissFactor`` times its height dismisses it; anything less
  /// gives the sheet a small bounce.
  public func absorbMomentum(velocity: Double) {
    guard velocity > 0, presented?.activeTransition == nil,
      let sheet = presentationController
    else { return }
    if behavior.projection(of: velocity) > behavior.momentumDismissFactor * restingHeight {
      guard beginDrag() else { return }
      endDrag(velocity: velocity)
    } else {
      sheet.bounce(velocity: velocity)
    }
  }
}

/// The window-level root of the engine: the fixed step (60 Hz unless the session chose
/// another ``SimulationRate``), input dispatch and the state snapshot. The live window and a
/// headless replay both drive it through ``step(_:)`` and nothing else, which is what makes
/// a replay reproduce a live session exactly.
///
/// It never reads a clock: simulated time is `frameIndex / rate` seconds.
@MainActor
public final class Runtime {
  /// Steps per second; fixed for the runtime's life (a recording's header holds it).
  public let rate: SimulationRate
  /// Steps per second, ``rate``'s number.
  public var framesPerSecond: Int { rate.framesPerSecond }
  /// Seconds one step simulates at normal speed.
  public var frameDuration: Double { rate.frameDuration }

  public let window: Window
  public let navigationController: NavigationController
  /// The window's back-swipe; the app sets its policy.
  public let backSwipe: BackSwipeController
  /// Frames simulated so far; the next ``step(_:)`` simulates frame `frameIndex`.
  public private(set) var frameIndex = 0
  /// What each key does; a key not bound here, or whose command has nothing to act on, goes
  /// to ``keyHandler``.
  public var keyBindings = KeyCommand.standardBindings
  /// What each key does to the text field being edited; see `editingTakes(_:)`.
  public var textEditingBindings = TextEditingCommand.standardBindings
  /// Called for key presses the engine itself does not consume.
  public var keyHandler: ((Key) -> Void)?

  /// Slow motion and pause; see ``SimulationSpeed``.
  public private(set) var speed = SimulationSpeed()
  let router = PointerRouter()
  /// Every pointer position, for the HUD's velocity and the trail (not used for behaviour).
  private var pointerTracker = VelocityTracker()
  private var pointerLocation: Point?
  private var lastPointerTimestamp = 0.0
  private var motionProbe = MotionProbe()
  /// Whether anything since the last ``drawFrame()`` could have changed what it returns.
  private var drawingMayHaveChanged = true
  let keyboardFocus = KeyboardFocus()
  /// The field that edited when the pointer was pressed outside it, and where: a release
  /// close by is a tap outside, which ends editing.
  weak var fieldPressedOutside: TextField?
  var pressLocation: Point?
  /// The on-screen keyboard, up while a text field edits (the window's).
  public var softwareKeyboard: SoftwareKeyboard { window.softwareKeyboard }

  public init(
    size: Size, safeAreaInsets: EdgeInsets, textMeasurer: TextMeasuring,
    rootViewController: ViewController, rate: SimulationRate = .standard
  ) {
    self.rate = rate
    window = Window(size: size, safeAreaInsets: safeAreaInsets, textMeasurer: textMeasurer)
    navigationController = NavigationController(rootViewController: rootViewController)
    backSwipe = BackSwipeController.install(on: navigationController)
    window.addFillingSubview(navigationController.view)
    window.layoutIfNeeded()
  }

  /// Simulated seconds since the session started.
  public var time: Double { rate.seconds(atFrame: frameIndex) }

  /// Whether a pointer button is held (the host captures the mouse meanwhile).
  public var isPointerDown: Bool { router.isPointerDown }

  /// Applies `events` in order, advances the simulation one frame, lays out and returns
  /// what to draw: ``apply(_:)`` for each event, ``advanceFrame()``, then ``drawFrame()``.
  public func step(_ events: [InputEvent]) -> DisplayList {
    for event in events { apply(event) }
    advanceFrame()
    return drawFrame()
  }

  /// Simulates the current frame's time step after its events were applied and lays out.
  /// A host that interleaves its own changes with the input (the app's own settings) calls
  /// ``apply(_:)`` and its own code in order, then this; then ``drawFrame()`` if it draws
  /// (a headless replay that renders nothing, or a test, need not).
  public func advanceFrame() {
    // What left the window last frame is no longer drawn; a tick that moves anything can
    // change any view. Nothing else in a step touches the view tree: input does, in
    // `apply`, and the host says when it changed something itself.
    let delta = speed.timeStep(frameDuration: frameDuration)
    if !window.drawnOnceMore.isEmpty || (delta > 0 && window.animationClock.isAnimating) {
      drawingMayHaveChanged = true
    }
    window.forgetViewsDrawnOnceMore()
    softwareKeyboard.update(editing: editingField != nil)
    // The probe reads where things are after the input, laid out as they will be drawn.
    window.layoutIfNeeded()
    motionProbe.inputApplied(movingElements())
    if delta > 0 { window.animationClock.tick(delta) }
    frameIndex += 1
    window.layoutIfNeeded()
    motionProbe.advanced(
      by: delta, rate: speed.rate, framesPerSecond: framesPerSecond,
      elements: movingElements())
  }

  /// What the frame just simulated shows: the window, and on top what left it in this
  /// frame's tick (see ``Window/removeAfterDrawing(_:)``). Pure: drawing changes nothing.
  public func drawFrame() -> DisplayList {
    drawingMayHaveChanged = false
    var list = DisplayListBuilder.build(window, focused: focusedControl)
    for view in window.drawnOnceMore {
      view.layoutIfNeeded()
      list.items += DisplayListBuilder.build(view).items
    }
    if softwareKeyboard.isVisible {
      list.items += DisplayListBuilder.build(softwareKeyboard.view).items
    }
    return list
  }

  /// ``drawFrame()``, or nil when it would return what it returned last: no input was
  /// applied since, no animation advanced, and nothing left the window. An idle window
  /// skips building its display list this way. Views changed directly, outside
  /// ``apply(_:)`` and ``advanceFrame()``, are not seen unless the host calls
  /// ``setNeedsDrawing()``.
  public func drawFrameIfChanged() -> DisplayList? {
    drawingMayHaveChanged ? drawFrame() : nil
  }

  /// Whether the next ``advanceFrame()`` with no input would leave ``drawFrameIfChanged()``
  /// with nothing new: nothing changed since the last drawing, nothing is drawn once more,
  /// no animation runs and no pointer is held. A host may then stop waking every frame
  /// until input arrives; the frames it skipped must still be stepped (the state counts
  /// them), but none of them draws anything new.
  public var isAtRest: Bool {
    !drawingMayHaveChanged && window.drawnOnceMore.isEmpty && !isPointerDown
      && !window.animationClock.isAnimating
  }

  /// Tells ``drawFrameIfChanged()`` that the host changed something it draws.
  public func setNeedsDrawing() {
    drawingMayHaveChanged = true
  }

  /// Applies one input event in the current frame.
  public func apply(_ event: InputEvent) {
    drawingMayHaveChanged = true
    window.layoutIfNeeded()
    track(event)
    switch event.kind {
    case .pointerDown(let button, let location):
      guard button == .left, !softwareKeyboard.contains(location) else { return }
      fieldPressedOutside = fieldOutside(location)
      pressLocation = location
      router.pointerDown(at: location, timestamp: event.timestamp, in: window)
    case .pointerMove(let location):
      router.pointerMoved(to: location, timestamp: event.timestamp)
    case .pointerUp(let button, let location):
      guard button == .left else { return }
      endEditingIfTapped(from: pressLocation, to: location)
      pressLocation = nil
      router.pointerUp(at: location, timestamp: event.timestamp)
    case .wheel(_, let dy, let location):
      routeWheel(dy: dy, at: location, timestamp: event.timestamp)
    case .keyDown(let key):
      if editingTakes(key) { return }
      if let command = keyBindings[key], perform(command) { return }
      keyHandler?(key)
    case .keyUp:
      break
    case .textInput(let text):
      editingField?.insert(text)
    case .resize(let size):
      window.frame.size = size
    case .focusLost:
      router.cancel()
    }
  }

  /// The modal stack, bottom to top.
  public var presentedViewControllers: [ViewController] {
    var chain: [ViewController] = []
    var current = navigationController.presentedViewController
    while let controller = current {
      chain.append(controller)
      current = controller.presentedViewController
    }
    return chain
  }

  /// Where pans count their translation from when they begin (from the next drag): the
  /// press (UIKit) or the point the slop was crossed (Flutter, Android).
  public var dragStart: DragStart {
    get { router.dragStart }
    set { router.dragStart = newValue }
  }

  /// The transition in flight: the topmost presentation's, else the navigation stack's.
  private var currentTransition: StateSnapshot.TransitionState? {
    let presented = presentedViewControllers
    let modal = presented.last(where: { $0.activeTransition != nil })?
      .activeTransition
    if let modal {
      return StateSnapshot.TransitionState(
        kind: modal.kind.rawValue, interactive: modal.context.isInteractive,
        progress: modal.progress)
    }
    // A zoomed screen being dragged or springing back: an interactive dismissal, as a
    // sheet's swipe is reported ("Zoom interactive dismissal").
    for controller in presented.reversed() {
      let zoom = controller.transitioningDelegate as? ZoomTransitioningDelegate
      if let state = zoom?.interaction?.transitionState { return state }
    }
    // A push or pop inside a presented screen (a sheet's pages), topmost first.
    for controller in presented.reversed() {
      if let inner = (controller as? NavigationController)?.transitionState { return inner }
    }
    return navigationController.transitionState
  }

  /// A wheel step goes to the innermost scroll view under the pointer that can use it.
  private func routeWheel(dy: Double, at location: Point, timestamp: Double) {
    var view = window.hitTest(location)
    while let current = view {
      if let scrollable = current as? any WheelScrollable,
        scrollable.scroll(byWheel: dy, at: timestamp)
      {
        return
      }
      view = current.superview
    }
  }

  /// The first scroll view in `view`'s tree, depth first: a screen's list.
  private static func firstScrollView(in view: View) -> ScrollView? {
    if let scrollView = view as? ScrollView { return scrollView }
    for subview in view.subviews {
      if let found = firstScrollView(in: subview) { return found }
    }
    return nil
  }

  private func track(_ event: InputEvent) {
    switch event.kind {
    case .pointerDown(_, let location):
      pointerTracker.reset()
      fallthrough
    case .pointerMove(let location), .pointerUp(_, let location):
      pointerTracker.addPosition(location, at: event.timestamp)
      pointerLocation = location
      lastPointerTimestamp = event.timestamp
    default:
      break
    }
  }

  /// What overlays and traces read each frame; see ``RuntimeInspection``.
  public func inspect() -> RuntimeInspection {
    let active = router.trackingRecognizers.first { $0.isActive }
    var inspection = RuntimeInspection(
      time: motionProbe.time, timeStep: motionProbe.timeStep, frame: frameIndex,
      pointerLocation: pointerLocation,
      pointerVelocity: pointerTracker.velocity(at: lastPointerTimestamp),
      isPointerDown: router.isPointerDown,
      activeGesture: active.map { String(describing: type(of: $0)) },
      activeGestureState: active?.state.rawValue,
      transition: currentTransition,
      elements: motionProbe.withStartPositions(movingElements()),
      dimAlpha: presentedViewControllers.last?.presentationController?.dimmingAlpha ?? 0)
    inspection.framesPerSecond = framesPerSecond
    return inspection
  }

  /// Carries out a bound key's command; returns whether it had something to act on.
  private func perform(_ command: KeyCommand) -> Bool {
    switch command {
    case .dismissOrPop: dismissTopmostPresentation() || navigationController.popForKeyboard()
    case .pop: navigationController.popForKeyboard()
    case .cycleSpeed, .togglePause, .stepFrame: speed.perform(command)
    case .focusNext: moveFocus(by: 1)
    case .focusPrevious: moveFocus(by: -1)
    case .activateFocused: activateFocusedControl()
    case .toggleHardwareKeyboard: softwareKeyboard.toggleHardwareKeyboardMode()
    case .adjustUp: focusedControl?.accessibilityAdjust(by: 1) ?? false
    case .adjustDown: focusedControl?.accessibilityAdjust(by: -1) ?? false
    case .largerText: stepContentSizeCategory(by: 1)
    case .smallerText: stepContentSizeCategory(by: -1)
    }
  }

  /// Escape at a modal screen dismisses it, as a sheet's close button would, unless it is
  /// modal in presentation (then its holder hears of the attempt).
  private func dismissTopmostPresentation() -> Bool {
    guard let top = presentedViewControllers.last else { return false }
    if let presentation = top.presentationController, top.activeTransition == nil {
      presentation.attemptDismissal()
    } else {
      top.dismiss(animated: true)
    }
    return true
  }

  /// The state at the end of the last step.
  public func snapshot() -> StateSnapshot {
    let presented = presentedViewControllers
    var state = StateSnapshot(
      frame: frameIndex,
      navigationStack: navigationController.viewControllers.map(\.screenID),
      presented: presented.map { controller in
        StateSnapshot.PresentedScreen(
          screen: controller.screenID,
          frame: controller.presentationController?.presentedView.visibleFrameInWindow ?? .zero,
          navigationStack: (controller as? NavigationController)?.viewControllers.map(\.screenID)
            ?? [controller.screenID],
          contentOffset: controller.isViewLoaded
            ? Self.firstScrollView(in: controller.view)?.contentOffset.y : nil,
          detent: (controller.presentationController as? BottomSheetPresentationController)?
            .selectedDetent?.identifier)
      },
      dimAlpha: presented.last?.presentationController?.dimmingAlpha ?? 0,
      transition: currentTransition,
      controls: ControlsCollector.controls(in: window),
      activationCount: window.activationCount, lastActivated: window.lastActivatedTitle,
      simulationRate: speed.rate, isPaused: speed.isPaused, focused: focusedControl?.focusTitle)
    state.textFields = textFieldStates()
    state.keyboardInset = window.keyboardInset
    state.hardwareKeyboard = softwareKeyboard.isHardwareKeyboardMode
    state.textSize = window.contentSizeCategory.rawValue
    return state
  }
}

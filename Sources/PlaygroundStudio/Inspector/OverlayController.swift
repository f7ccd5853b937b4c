import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import SheetTuning

/// The playground's studio: the inspector column to the right of the device (T) with the
/// HUD (H), the motion plot (G) and the tuning panel, each a collapsible section, and the
/// pointer trail (V) drawn over the device.
///
/// The device keeps the window's top-left corner, so its coordinates are the window's, and
/// nothing the inspector draws covers it: the window grows by ``InspectorLayout/width``
/// when the inspector opens (the host resizes it to ``windowSize``) and a press there never
/// reaches the app.
///
/// They live in the host, not in the engine's runtime: the HUD's numbers are wall-clock and
/// must never enter the deterministic state, and the overlays' views sit in their own
/// `Window`, so they never appear in the state snapshot's controls. The panel's only effect
/// on the simulation is the `TuningChange`s it returns, which the host records and feeds to
/// the next `Runtime.step`, so a session tuned by hand replays exactly.
///
/// Each frame the host passes its events through ``route(_:tuning:)`` (or ``handleKey(_:)``
/// and ``handlePointer(_:tuning:)``), steps the runtime, calls
/// ``update(inspection:frameMilliseconds:tuning:)`` and draws the app's display list with
/// ``appendDisplayItems(to:)`` added on top.
@MainActor
public final class OverlayController {
  /// Where Save writes when the session has no tuning file.
  public static let defaultTuningPath = "Assets/tuning.json"

  /// The column and its open sections.
  package var sections = InspectorSections() {
    didSet { if sections != oldValue { inspectorChanged() } }
  }
  /// Whether the overlays may draw differently from what ``appendDisplayItems(to:)`` built
  /// last: the host draws the last frame again without building anything while it is false
  /// (see ``setNeedsDrawing()``).
  public private(set) var needsDrawing = true
  /// The inspector column (T).
  public var isInspectorVisible: Bool {
    get { sections.isColumnVisible }
    set { sections.isColumnVisible = newValue }
  }
  public var isPanelVisible: Bool {
    get { sections.isShowing(.tuning) }
    set { sections.setShowing(.tuning, newValue) }
  }
  public var isHUDVisible: Bool {
    get { sections.isShowing(.hud) }
    set { sections.setShowing(.hud, newValue) }
  }
  public var isPlotVisible: Bool {
    get { sections.isShowing(.motionPlot) }
    set { sections.setShowing(.motionPlot, newValue) }
  }
  public var isTrailVisible = false {
    didSet {
      trailView.isHidden = !isTrailVisible
      needsDrawing = true
      refreshVisibleOverlays()
    }
  }

  public private(set) var frameTimes = FrameTimeHistory()
  public private(set) var trail = PointerTrail()
  public private(set) var motion = MotionRecorder()
  /// In compare mode, the other side's last interaction: the plot lays it over this one's.
  public var comparedMotion: MotionCapture?
  /// In compare mode, the selected side's motion as the comparison records it for every
  /// side: the plot follows the selected side from the frame B selects it, rather than
  /// keeping the other side's curves until the next interaction.
  package var inspectedMotion: (() -> MotionRecorder)?
  /// What the plot shows when the host decides it (a replay follows its timeline), instead
  /// of the live recorder's interactions.
  package var plotSource: (() -> PlotContent)?
  /// Live: how many interactions back from the latest the plot shows (Shift+N steps back,
  /// N forward); a new interaction brings it back to the latest.
  var plotBack = 0
  var plotCaptureCount = 0

  /// The inspector's own runtime: its views, hit testing, pointer routing and wheel.
  let runtime: Runtime
  /// The inspector's window: the host's whole window, the device's part left empty.
  package var window: Window { runtime.window }
  let panel = TuningPanelView()
  /// The panel's draft, its edits, typing and Save.
  let editor: TuningEditor
  let hud = HUDView()
  let statusView = SessionStatusView()
  /// What the session does that its pixels cannot show; the host sets it every frame.
  package var sessionStatus = SessionStatus() {
    didSet {
      guard sessionStatus != oldValue else { return }
      needsDrawing = true
      statusView.show(sessionStatus)
    }
  }
  /// The reload problem the panel shows, to redraw only when it changes.
  private var shownReloadProblem: String?
  package let column = View()
  /// The line between the device and the inspector: both are iOS's grouped grey.
  let divider = View()
  let headers = InspectorSection.allCases.map { InspectorSectionHeader(section: $0) }
  let trailView = PointerTrailView()
  let plotView = MotionPlotView()
  /// A question asked over the whole window (quitting with unsaved edits, restoring them).
  package let prompt = PromptView()
  /// `?`: every key of the window.
  package let keysOverlay = KeysOverlayView()
  /// "T studio · ? keys" until the first key or press (``showsFirstRunHint``).
  package let hint = HintView()

  /// Buttons whose press the overlays took: their release is the overlays' too.
  private var pressedButtons: Set<PointerButton> = []
  private var lastInspection: RuntimeInspection?
  /// The latest input time routed: an input delay change made without input (a held
  /// stepper's repeat) is recorded at it, so timestamps never go back.
  var lastRoutedTimestamp = 0.0
  /// The device's size; the inspector's column sits to its right.
  public private(set) var deviceSize: Size
  /// Points under the device that are the host's (a replay's timeline); the column spans them.
  package let stripHeight: Double

  /// `size` is the device's; `tuningStore` is where Save writes (the window's files).
  package init(
    size: Size, stripHeight: Double = 0, textMeasurer: TextMeasuring, tuningPath: String?,
    tuningStore: any TuningStore
  ) {
    editor = TuningEditor(
      panel: panel, tuningPath: tuningPath ?? Self.defaultTuningPath, store: tuningStore)
    deviceSize = size
    self.stripHeight = stripHeight
    let parts =
      [column, plotView, hud, panel] + headers
      + [statusView, trailView, hint, keysOverlay, prompt] as [View]
    runtime = Runtime(
      size: Size(width: size.width + InspectorLayout.width, height: size.height + stripHeight),
      safeAreaInsets: .zero, textMeasurer: textMeasurer,
      rootViewController: InspectorScreen(content: parts))
    column.backgroundColor = OverlayStyle.inspectorBackground
    column.isUserInteractionEnabled = false
    divider.backgroundColor = OverlayStyle.divider
    divider.isUserInteractionEnabled = false
    divider.accessibilityIdentifier = "inspector-divider"
    column.addSubview(divider)
    trailView.isUserInteractionEnabled = false
    statusView.isUserInteractionEnabled = false
    panel.cornerRadii = CornerRadii(all: 10)
    for view in parts { view.isHidden = true }
    for header in headers {
      header.onPress = { [unowned self, section = header.section] in sections.flip(section) }
    }
    editor.onUnsavedChange = { [unowned self] in needsDrawing = true }
    layout()
  }

  /// Whether the overlays hold the pointer (a press on the panel not yet released): the
  /// host captures the mouse meanwhile, as it does for the runtime's presses.
  public var isCapturingPointer: Bool { runtime.isPointerDown || !pressedButtons.isEmpty }

  /// The panel's frame in window points, for tests and hit checks.
  public var panelFrame: Rect { panel.frame }

  /// How much wider than the device the window is: the inspector's width while it shows.
  public var inspectorWidth: Double { isInspectorVisible ? InspectorLayout.width : 0 }

  /// The window's size for the device and the inspector as they are now.
  public var windowSize: Size {
    Size(width: deviceSize.width + inspectorWidth, height: deviceSize.height + stripHeight)
  }

  // MARK: - Input

  /// Offers a pointer, wheel or focus event to the overlays. Only a visible inspector takes
  /// input: a press that starts on its column (a section header collapses its section, the
  /// panel takes the rest), with every move and the release that follow, and the wheel over
  /// the panel. Everything on the device is the app's.
  public func handlePointer(_ event: InputEvent, tuning: Tuning) -> PointerOutcome {
    editor.adopt(tuning)
    let outcome = takePointer(event)
    if outcome.consumed { needsDrawing = true }
    return outcome
  }

  private func takePointer(_ event: InputEvent) -> PointerOutcome {
    if let outcome = takeModalPointer(event) { return outcome }
    switch event.kind {
    case .pointerDown(let button, let location):
      guard isInspectorVisible, location.x >= deviceSize.width || isCapturingPointer else {
        return .ignored
      }
      pressedButtons.insert(button)
      if button == .left, !runtime.isPointerDown, editor.isTyping, isPanelVisible,
        panel.frame.contains(location)
      {
        // A press elsewhere on the panel sets the value being typed first.
        editor.commitTyping()
      }
      runtime.apply(event)
    case .pointerMove(let location):
      hoverPlot(at: location)
      guard runtime.isPointerDown else { return .ignored }
      runtime.apply(event)
    case .pointerUp(let button, _):
      guard pressedButtons.remove(button) != nil else { return .ignored }
      runtime.apply(event)
    case .wheel(_, _, let location):
      guard isPanelVisible, panel.frame.contains(location) else { return .ignored }
      runtime.apply(event)
    case .focusLost:
      cancelPanelGesture()
      pressedButtons.removeAll()
      return .ignored
    case .keyDown, .keyUp, .textInput, .resize:
      return .ignored
    }
    // A change made with a press (a drag, a tap) is one undo step, closed at its release.
    if !runtime.isPointerDown { editor.closeStep() }
    return PointerOutcome(consumed: true, changes: editor.takePendingChanges())
  }

  /// Routes one frame's host events (keys were the key router's): the panel's input is taken
  /// out, the panel's tuning changes are put in (as `.tuning` events at the time of the input
  /// that made them; a typed value's at its Return), and resizes are followed. What comes
  /// back is what to record and step.
  public func route(
    _ events: [InputEvent], tuning: Tuning, session: ObjectIdentifier? = nil
  ) -> [SessionEvent] {
    editor.inspect(session)
    var forwarded = editor.takePendingChanges().map {
      SessionEvent.tuning($0, timestamp: editor.typedAt)
    }
    forwarded += takeInputDelayChange(at: events.first?.timestamp)
    if !forwarded.isEmpty || !events.isEmpty { needsDrawing = true }
    for event in events {
      switch event.kind {
      case .resize(let size):
        resize(size)
      case .pointerDown, .pointerMove, .pointerUp, .wheel, .focusLost:
        let outcome = handlePointer(event, tuning: tuning)
        forwarded += outcome.changes.map { .tuning($0, timestamp: event.timestamp) }
        forwarded += takeInputDelayChange(at: event.timestamp)
        if outcome.consumed { continue }
      case .keyDown, .keyUp, .textInput:
        break
      }
      forwarded.append(.input(event))
    }
    lastRoutedTimestamp = max(lastRoutedTimestamp, events.last?.timestamp ?? 0)
    return forwarded
  }

  /// The press the inspector holds ends where it is (its panel hid, or focus left).
  private func cancelPanelGesture() {
    guard runtime.isPointerDown else { return }
    runtime.apply(InputEvent(timestamp: 0, kind: .focusLost))
  }

  /// Shows a one-line message under the Save button.
  public func showTuningStatus(_ message: String, isError: Bool) {
    needsDrawing = true
    editor.showStatus(message, isError: isError)
  }

  /// The window had input this frame (a key the router gave the overlays, a pointer, an
  /// exposure): the overlays draw again, since any of it may have changed what they show.
  /// A frame without input changes them only through ``update(inspection:frameMilliseconds:tuning:session:)``,
  /// which notes what it changed itself.
  public func noteInput() {
    needsDrawing = true
  }

  /// The next frame builds the overlays' items again (a test that changed a view directly).
  public func setNeedsDrawing() {
    needsDrawing = true
  }

  /// Why the watched tuning file could not be reloaded, shown in red at the panel's top
  /// until a reload succeeds (nil); the session keeps the last good tuning meanwhile.
  public func showReloadProblem(_ problem: String?) {
    guard problem != shownReloadProblem else { return }
    shownReloadProblem = problem
    needsDrawing = true
    panel.header.showProblem(problem)
  }

  // MARK: - Frames

  /// Takes the frame the runtime just stepped: `frameMilliseconds` is the wall-clock time
  /// since the previous frame (see ``FrameTimer``), `tuning` the tuning now in force.
  /// `rested`: the window waited for input before this frame (``FramePacer``), so the time
  /// since the previous frame is no frame time and the HUD says the window rests.
  public func update(
    inspection: RuntimeInspection, frameMilliseconds: Double, rested: Bool = false,
    tuning: Tuning, session: ObjectIdentifier? = nil
  ) {
    noteTuning(tuning, session: session)
    if !rested { frameTimes.append(frameMilliseconds) }
    trail.update(inspection)
    if let inspectedMotion {
      motion = inspectedMotion()
    } else {
      motion.update(inspection, tuningName: tuning.displayName)
    }
    lastInspection = inspection
    refreshVisibleOverlays()
  }

  /// ``update(inspection:frameMilliseconds:tuning:)`` for a host that knows whether the
  /// app's frame changed: when it did not, and nothing shown or capturing needs every frame
  /// (the trail's fade, a capture counting its resting frames), the inspection is not even
  /// taken, since it would say what it said last frame: the HUD only takes its clock. An
  /// idle window spends most of its time on such frames.
  public func update(
    appFrameChanged: Bool, inspection: () -> RuntimeInspection, frameMilliseconds: Double,
    rested: Bool = false, tuning: Tuning, session: ObjectIdentifier? = nil
  ) {
    guard appFrameChanged || needsEveryFrame else {
      if !rested { frameTimes.append(frameMilliseconds) }
      noteTuning(tuning, session: session)
      // Resting, the clock's text is looked at on every wake (twice a second) and drawn only
      // when it changed: it says the window rests, which stays true.
      if isHUDVisible, lastInspection != nil,
        hud.showClock(
          history: frameTimes, status: sessionStatus,
          interval: rested ? 0 : ClockRefresh.restingInterval)
      {
        needsDrawing = true
      }
      return
    }
    update(
      inspection: inspection(), frameMilliseconds: frameMilliseconds, rested: rested,
      tuning: tuning, session: session)
  }

  /// The frame's tuning (and session) reach the panel; a different one draws again.
  private func noteTuning(_ tuning: Tuning, session: ObjectIdentifier?) {
    let shown = (editor.inspectedSession, editor.draft)
    editor.inspect(session)
    editor.frameStepped(tuning: tuning)
    guard shown.0 != editor.inspectedSession || shown.1 != editor.draft else { return }
    needsDrawing = true
    editor.showDraft()
  }

  /// Whether an overlay must see every frame's inspection, changed or not.
  package var needsEveryFrame: Bool {
    isTrailVisible || motion.isCapturing || (isHUDVisible && lastInspection == nil)
  }

  /// Follows the device's new size.
  public func resize(_ size: Size) {
    deviceSize = size
    needsDrawing = true
    layout()
  }

  /// Appends the visible overlays, above whatever `list` already holds.
  public func appendDisplayItems(to list: inout DisplayList) {
    needsDrawing = false
    guard isInspectorVisible || isTrailVisible || showsModalOrHint else { return }
    window.layoutIfNeeded()
    list.items.append(contentsOf: DisplayListBuilder.build(window).items)
  }

  private func inspectorChanged() {
    needsDrawing = true
    column.isHidden = !isInspectorVisible
    statusView.isHidden = !isInspectorVisible
    for header in headers {
      header.isHidden = !isInspectorVisible
      header.show(expanded: sections.expanded.contains(header.section))
    }
    hud.isHidden = !isHUDVisible
    plotView.isHidden = !isPlotVisible
    if panel.isHidden != !isPanelVisible {
      panel.isHidden = !isPanelVisible
      if panel.isHidden {
        editor.panelHidden()
        cancelPanelGesture()
      }
    }
    layout()
    refreshVisibleOverlays()
  }

  /// Gives the visible overlays what they show, noting whether any of it changed.
  func refreshVisibleOverlays() {
    editor.showDraft()
    if isHUDVisible, let lastInspection,
      hud.show(history: frameTimes, inspection: lastInspection, status: sessionStatus)
    {
      needsDrawing = true
    }
    if isTrailVisible, trailView.trail != trail {
      trailView.trail = trail
      needsDrawing = true
    }
    if isPlotVisible, showPlot() { needsDrawing = true }
  }
}

extension OverlayController {
  /// Registers the overlay toggles (T, H, V, G) and the typing of values with the session's
  /// key router, the one place keys become commands.
  package func registerKeys(with router: KeyRouter) {
    // Every key the router gives the overlays may change what they show: the window's input
    // marks them (``noteInput()``), which covers these handlers and the typing of values.
    router.register(.toggleTuningPanel) { [unowned self] in isInspectorVisible.toggle() }
    router.register(.toggleHUD) { [unowned self] in sections.toggle(.hud) }
    router.register(.togglePointerTrail) { [unowned self] in isTrailVisible.toggle() }
    router.register(.toggleMotionPlot) { [unowned self] in sections.toggle(.motionPlot) }
    router.register(.previousInteraction) { [unowned self] in stepPlot(by: -1) }
    router.register(.nextInteraction) { [unowned self] in stepPlot(by: 1) }
    router.register(.undoTuning, timed: { [unowned self] in editor.undo(at: $0) })
    router.register(.redoTuning, timed: { [unowned self] in editor.redo(at: $0) })
    router.register(.saveTuning) { [unowned self] in editor.save() }
    router.register(.findParameter) { [unowned self] in
      isInspectorVisible = true
      isPanelVisible = true
      editor.startFinding()
    }
    router.register(.showKeys) { [unowned self] in showKeys() }
    router.textEntry = editor
    router.modal = self
  }
}

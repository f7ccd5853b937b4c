import SheetEngine
import SheetPlayback
import SheetScreens
import SheetTuning

/// The playground's manual-tuning overlays: the tuning panel (T), the HUD (H), the pointer
/// trail (V) and the motion plot (G).
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

  public var isPanelVisible = false {
    didSet { visibilityChanged(panel, isPanelVisible) }
  }
  public var isHUDVisible = false {
    didSet { visibilityChanged(hud, isHUDVisible) }
  }
  public var isTrailVisible = false {
    didSet { visibilityChanged(trailView, isTrailVisible) }
  }
  public var isPlotVisible = false {
    didSet { visibilityChanged(plotView, isPlotVisible) }
  }

  /// The file Save writes.
  public let tuningPath: String
  public private(set) var frameTimes = FrameTimeHistory()
  public private(set) var trail = PointerTrail()
  public private(set) var motion = MotionRecorder()

  let window: Window
  let panel = TuningPanelView()
  let panelShadow = PanelEdgeShadow()
  let hud = HUDView()
  let trailView = PointerTrailView()
  let plotView = MotionPlotView()

  /// What a press on the panel turned into, until its release.
  private enum PanelGesture {
    /// A slider, switch or button has the pointer, through the router.
    case control
    /// Dragging empty space scrolls the panel.
    case scroll(startY: Double, startOffset: Double)
  }

  private let router = PointerRouter()
  private var panelGesture: PanelGesture?
  /// Buttons whose press the overlays took: their release is the overlays' too.
  private var pressedButtons: Set<PointerButton> = []
  /// Overlay keys pressed, so their key-up is not passed on either.
  private var pressedKeys: Set<String> = []
  private var lastInspection: RuntimeInspection?
  /// The tuning the host last reported, and the same with the changes emitted since.
  private var hostTuning = Tuning.seed
  private var workingTuning = Tuning.seed
  private var shownTuning: Tuning?
  private var pendingChanges: [TuningChange] = []

  public init(size: Size, textMeasurer: TextMeasuring, tuningPath: String?) {
    self.tuningPath = tuningPath ?? Self.defaultTuningPath
    window = Window(size: size, safeAreaInsets: .zero, textMeasurer: textMeasurer)
    for view in [plotView, hud, panelShadow, panel, trailView] as [View] {
      view.isHidden = true
      window.addSubview(view)
    }
    for row in panel.rows {
      row.onEdit = { [unowned self, parameter = row.parameter] edit in
        apply(edit, to: parameter)
      }
    }
    panel.header.presetSwitch.onSelect = { [unowned self] preset in emit(.preset(preset.name)) }
    panel.header.saveButton.onTap = { [unowned self] in save() }
    panel.showStatus("Save writes \(self.tuningPath)", isError: false)
    layout()
  }

  /// Whether the overlays hold the pointer (a press on the panel not yet released): the
  /// host captures the mouse meanwhile, as it does for the runtime's presses.
  public var isCapturingPointer: Bool { panelGesture != nil || !pressedButtons.isEmpty }

  /// The panel's frame in window points, for tests and hit checks.
  public var panelFrame: Rect { panel.frame }

  // MARK: - Input

  /// Toggles an overlay for its key in the ``Keymap`` (T, H, V, G); returns whether the key
  /// was one (the host then neither records nor forwards it).
  public func handleKey(_ key: Key) -> Bool {
    switch Keymap.playground.hostCommand(for: key) {
    case .toggleTuningPanel: isPanelVisible.toggle()
    case .toggleHUD: isHUDVisible.toggle()
    case .togglePointerTrail: isTrailVisible.toggle()
    case .toggleMotionPlot: isPlotVisible.toggle()
    case .quit, nil: return false
    }
    return true
  }

  /// Offers a pointer, wheel or focus event to the overlays. Only a visible panel takes
  /// input: a press that starts on it, with every move and the release that follow, and the
  /// wheel over it. Everything else, and all input while the panel is hidden, is the app's.
  public func handlePointer(_ event: InputEvent, tuning: Tuning) -> PointerOutcome {
    adopt(tuning)
    switch event.kind {
    case .pointerDown(let button, let location):
      guard isPanelVisible, panel.frame.contains(location) || isCapturingPointer else {
        return .ignored
      }
      pressedButtons.insert(button)
      if button == .left, panelGesture == nil { beginPanelGesture(at: location, event.timestamp) }
    case .pointerMove(let location):
      guard let panelGesture else { return .ignored }
      switch panelGesture {
      case .control: router.pointerMoved(to: location, timestamp: event.timestamp)
      case .scroll(let startY, let startOffset): panel.scroll(to: startOffset + startY - location.y)
      }
    case .pointerUp(let button, let location):
      guard pressedButtons.remove(button) != nil else { return .ignored }
      if button == .left, case .control = panelGesture {
        router.pointerUp(at: location, timestamp: event.timestamp)
      }
      if button == .left { panelGesture = nil }
    case .wheel(_, let dy, let location):
      guard isPanelVisible, panel.frame.contains(location) else { return .ignored }
      panel.scroll(by: -dy)
    case .focusLost:
      cancelPanelGesture()
      pressedButtons.removeAll()
      return .ignored
    case .keyDown, .keyUp, .resize:
      return .ignored
    }
    return PointerOutcome(consumed: true, changes: takePendingChanges())
  }

  /// Routes one frame's host events: overlay keys and the panel's input are taken out, the
  /// panel's tuning changes are put in (as `.tuning` events at the time of the input that
  /// made them), and resizes are followed. What comes back is what to record and step.
  public func route(_ events: [InputEvent], tuning: Tuning) -> [SessionEvent] {
    var forwarded: [SessionEvent] = []
    for event in events {
      switch event.kind {
      case .keyDown(let key):
        if handleKey(key) {
          pressedKeys.insert(key.name)
          continue
        }
      case .keyUp(let key):
        if pressedKeys.remove(key.name) != nil { continue }
      case .resize(let size):
        resize(size)
      case .pointerDown, .pointerMove, .pointerUp, .wheel, .focusLost:
        let outcome = handlePointer(event, tuning: tuning)
        forwarded += outcome.changes.map { .tuning($0, timestamp: event.timestamp) }
        if outcome.consumed { continue }
      }
      forwarded.append(.input(event))
    }
    return forwarded
  }

  private func beginPanelGesture(at location: Point, _ timestamp: Double) {
    window.layoutIfNeeded()
    let hit = window.hitTest(location)
    if hit is TuningSlider || hit is TuningToggle || hit is Button {
      panelGesture = .control
      router.pointerDown(at: location, timestamp: timestamp, in: window)
    } else {
      panelGesture = .scroll(startY: location.y, startOffset: panel.scrollOffset)
    }
  }

  private func cancelPanelGesture() {
    if case .control = panelGesture { router.cancel() }
    panelGesture = nil
  }

  // MARK: - Tuning changes

  /// Takes the host's tuning as the truth whenever it changed (after a step, or a reload).
  private func adopt(_ tuning: Tuning) {
    guard tuning != hostTuning else { return }
    hostTuning = tuning
    workingTuning = tuning
  }

  private func apply(_ edit: TuningRowView.Edit, to parameter: TuningParameter) {
    let key = parameter.key
    switch edit {
    case .drag(let value):
      guard let clamped = try? workingTuning.clamped(value, forKey: key),
        let nearest = clamped.value(forKey: key)
      else { return }
      emit(.set(key: key, value: nearest))
    case .toggle:
      emit(.set(key: key, value: workingTuning.value(forKey: key) == 0 ? 1 : 0))
    case .reset:
      emit(.set(key: key, value: parameter.defaultValue(for: workingTuning.basePreset)))
    }
  }

  /// Queues `change` unless it changes nothing or `Tuning.setValue` would refuse it (the
  /// recording reader rejects invalid changes, so none may be recorded).
  private func emit(_ change: TuningChange) {
    switch change {
    case .set(let key, let value):
      guard let old = workingTuning.value(forKey: key), old.bitPattern != value.bitPattern,
        (try? workingTuning.setValue(value, forKey: key)) != nil
      else { return }
    case .preset(let name):
      guard let preset = Tuning.preset(named: name), preset != workingTuning else { return }
      workingTuning = preset
    }
    pendingChanges.append(change)
    showTuning(workingTuning)
  }

  private func takePendingChanges() -> [TuningChange] {
    defer { pendingChanges.removeAll() }
    return pendingChanges
  }

  private func save() {
    do {
      try TuningFile.save(workingTuning, to: tuningPath)
      showTuningStatus("Saved \(workingTuning.displayName) to \(tuningPath)", isError: false)
    } catch {
      showTuningStatus(error.description, isError: true)
    }
  }

  /// Shows a one-line message under the Save button, e.g. why a live reload of the tuning
  /// file failed.
  public func showTuningStatus(_ message: String, isError: Bool) {
    panel.showStatus(message, isError: isError)
  }

  // MARK: - Frames

  /// Takes the frame the runtime just stepped: `frameMilliseconds` is the wall-clock time
  /// since the previous frame (see ``FrameTimer``), `tuning` the tuning now in force.
  public func update(inspection: RuntimeInspection, frameMilliseconds: Double, tuning: Tuning) {
    hostTuning = tuning
    workingTuning = tuning
    frameTimes.append(frameMilliseconds)
    trail.update(inspection)
    motion.update(inspection, tuningName: tuning.displayName)
    lastInspection = inspection
    refreshVisibleOverlays()
  }

  /// ``update(inspection:frameMilliseconds:tuning:)`` for a host that knows whether the
  /// app's frame changed: when it did not, and nothing shown or capturing needs every frame
  /// (the HUD's clock, the trail's fade, the plot, a capture counting its resting frames),
  /// the inspection is not even taken, since it would say what it said last frame. An idle
  /// window spends most of its time on such frames.
  public func update(
    appFrameChanged: Bool, inspection: () -> RuntimeInspection, frameMilliseconds: Double,
    tuning: Tuning
  ) {
    guard appFrameChanged || needsEveryFrame else {
      frameTimes.append(frameMilliseconds)
      return
    }
    update(inspection: inspection(), frameMilliseconds: frameMilliseconds, tuning: tuning)
  }

  /// Whether an overlay must see every frame's inspection, changed or not.
  var needsEveryFrame: Bool {
    isHUDVisible || isTrailVisible || isPlotVisible || motion.isCapturing
  }

  public func resize(_ size: Size) {
    window.frame.size = size
    layout()
  }

  /// Appends the visible overlays, above whatever `list` already holds.
  public func appendDisplayItems(to list: inout DisplayList) {
    guard isPanelVisible || isHUDVisible || isTrailVisible || isPlotVisible else { return }
    window.layoutIfNeeded()
    list.items.append(contentsOf: DisplayListBuilder.build(window).items)
  }

  private func visibilityChanged(_ view: View, _ isVisible: Bool) {
    view.isHidden = !isVisible
    if view === panel {
      panelShadow.isHidden = !isVisible
      if !isVisible {
        cancelPanelGesture()
        shownTuning = nil
      }
    }
    layout()
    refreshVisibleOverlays()
  }

  private func showTuning(_ tuning: Tuning) {
    guard isPanelVisible, tuning != shownTuning else { return }
    shownTuning = tuning
    panel.show(tuning)
  }

  private func refreshVisibleOverlays() {
    showTuning(workingTuning)
    if isHUDVisible, let lastInspection {
      hud.show(history: frameTimes, inspection: lastInspection)
    }
    if isTrailVisible { trailView.trail = trail }
    if isPlotVisible { plotView.show(current: motion.current, previous: motion.previous) }
  }

  /// Panel on the right at full height; HUD top left; plot bottom left, beside the panel
  /// when it is shown; the trail over everything.
  private func layout() {
    let bounds = window.bounds
    let margin = OverlayStyle.margin
    trailView.frame = bounds
    let panelWidth = min(OverlayStyle.panelWidth, bounds.width)
    panel.frame = Rect(
      x: bounds.width - panelWidth, y: 0, width: panelWidth, height: bounds.height)
    panelShadow.follow(panel.frame)
    let hudWidth = min(HUDView.width, bounds.width - 2 * margin)
    hud.frame = Rect(
      x: margin, y: margin, width: hudWidth,
      height: hud.sizeThatFits(Size(width: hudWidth, height: .infinity)).height)
    let besidePanel = isPanelVisible ? panelWidth : 0
    let plotWidth = min(MotionPlotView.maximumWidth, bounds.width - besidePanel - 2 * margin)
    plotView.frame = Rect(
      x: margin, y: bounds.height - MotionPlotView.height - margin, width: max(plotWidth, 0),
      height: MotionPlotView.height)
  }
}

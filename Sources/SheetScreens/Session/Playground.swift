import SheetEngine
import SheetSession
import SheetTuning

/// The playground app around the engine: the runtime with the playground's screens, and
/// the tuning in force. The live window, a headless replay and the tests all drive it
/// through ``step(_:)``, so they run the same thing.
///
/// The engine never sees the tuning: a change is applied here, between the input events
/// of its frame in the order they happened, and reaches the engine as typed values (the
/// navigation styles and back-swipe policy now, the sheet's style when a sheet opens).
@MainActor
public final class Playground {
  public let runtime: Runtime
  /// The tuning in force: the session's one copy. Screens read what it means for the
  /// engine, ``configuration``, when they open something.
  public private(set) var tuning: Tuning {
    didSet { configuration.current = Self.configuration(of: tuning, style: style) }
  }
  private let configuration: ConfigurationInForce
  /// The device's appearance, corners and home indicator, applied to every frame drawn
  /// (``DeviceStyle/finish(_:size:)``); the state does not depend on it.
  public let style: DeviceStyle
  /// Scene reloads applied so far: the N-th draws its images under names of its own.
  public private(set) var sceneReloads = 0
  /// The compare side whose own scene this playground shows (`--scene-b`), whose reloads'
  /// images are named apart (``SceneReload/imagePrefix(reload:side:)``); nil otherwise.
  private let sceneSide: Int?
  /// A reloaded scene whose root waits for the transition in flight to end
  /// (``Runtime/replaceRoot(_:)``).
  private var pendingScene: SceneScreens?

  /// `screens` makes the root screen: the playground's own by default, a scene's or a host
  /// app's otherwise.
  public init(
    size: Size, safeAreaInsets: EdgeInsets, textMeasurer: TextMeasuring, tuning: Tuning = .seed,
    style: DeviceStyle = .standard, rate: SimulationRate = .standard,
    screens: ScreenSource = .playground, sceneSide: Int? = nil
  ) {
    self.tuning = tuning
    self.sceneSide = sceneSide
    self.style = style
    configuration = ConfigurationInForce(Self.configuration(of: tuning, style: style))
    runtime = Runtime(
      size: size, safeAreaInsets: safeAreaInsets, textMeasurer: textMeasurer,
      rootViewController: screens.makeRoot(configuration), rate: rate)
    runtime.keyBindings = Keymap.playground.engineBindings
    runtime.textEditingBindings = Keymap.textEditingBindings
    applyConfiguration()
  }

  /// What `tuning` means for the engine on this device: a floating sheet's bottom corners
  /// follow the device's display corners (docs/MOTION.md, "Floating sheet"); a plain window
  /// keeps the stated default and square corners once attached.
  static func configuration(of tuning: Tuning, style: DeviceStyle) -> EngineConfiguration {
    var configuration = tuning.engineConfiguration
    if let device = style.device, configuration.sheetStyle.floating != nil {
      configuration.sheetStyle.floating?.displayCornerRadius = device.cornerRadius
      configuration.sheetStyle.floating?.displayHasRoundedCorners = device.cornerRadius > 0
    }
    if style.appearance == .dark, configuration.sheetStyle.glass != nil {
      configuration.sheetStyle.glass = .regularDark
    }
    // Dark sheets pushed back lighten rather than darken (docs/MOTION.md, "Sheets on
    // sheets"): a darker grey on a black window would hide the stack.
    if style.appearance == .dark {
      configuration.sheetStyle.cardStack?.lightensSheets = true
    }
    return configuration
  }

  /// Frames simulated so far.
  public var frameIndex: Int { runtime.frameIndex }
  /// Steps per second.
  public var rate: SimulationRate { runtime.rate }
  /// The window the screens live in.
  public var window: Window { runtime.window }
  /// Whether a pointer button is held (the host captures the mouse meanwhile).
  public var isPointerDown: Bool { runtime.isPointerDown }

  /// What overlays and traces read each frame.
  public func inspect() -> RuntimeInspection { runtime.inspect() }

  /// Applies `events` in order (input to the engine, tuning changes here), then advances
  /// the simulation one frame and returns what to draw. A scene reload rebuilds the root
  /// from the new scene after the frame's events, with every presented screen dismissed,
  /// so a designer sees the edited screens from the root and no stale sheet; while a
  /// transition runs it waits for its end (frames later, the same in a replay).
  public func step(_ events: [SessionEvent]) -> DisplayList {
    simulate(events)
    return drawCurrentFrame()
  }

  /// What the current frame draws, as the device shows it, without advancing.
  public func drawCurrentFrame() -> DisplayList {
    style.finish(runtime.drawFrame(), size: window.frame.size)
  }

  /// ``step(_:)`` without drawing: for hosts that only need the state (a headless replay
  /// with nothing to render, the monkey test). The simulation is the same either way.
  public func simulate(_ events: [SessionEvent]) {
    for event in events {
      switch event {
      case .input(let input): runtime.apply(input)
      case .tuning(let change, _, _):
        apply(change)
        runtime.setNeedsDrawing()
      case .inputDelay:
        // One device has no side to hold back (``PlaygroundComparison`` takes these).
        break
      case .scene(let reload, _, _):
        sceneReloads += 1
        pendingScene =
          SceneScreens.reloaded(
            reload, number: sceneReloads, side: sceneSide, configuration: configuration)
          ?? pendingScene
      }
    }
    if let pendingScene, runtime.replaceRoot(pendingScene.makeRoot) { self.pendingScene = nil }
    runtime.advanceFrame()
  }

  /// ``simulate(_:)`` then what to draw, or nil when it is the list returned last (see
  /// `Runtime.drawFrameIfChanged`): the live window's way to idle.
  public func stepIfChanged(_ events: [SessionEvent]) -> DisplayList? {
    simulate(events)
    return runtime.drawFrameIfChanged().map { style.finish($0, size: window.frame.size) }
  }

  /// Steps one frame of engine input only.
  public func step(input events: [InputEvent]) -> DisplayList {
    step(events.map(SessionEvent.input))
  }

  /// The engine's state and the tuning in force.
  public func snapshot() -> PlaygroundState {
    PlaygroundState(
      engine: runtime.snapshot(), tuningPreset: tuning.presetName,
      tuningOverrides: tuning.overrides)
  }

  /// The recording reader and the panel validate changes; one that still does not fit is
  /// ignored rather than half-applied.
  private func apply(_ change: TuningChange) {
    switch change {
    case .set(let key, let value):
      try? tuning.setValue(value, forKey: key)
    case .preset(let name):
      if let preset = Tuning.preset(named: name) { tuning = preset }
    }
    applyConfiguration()
  }

  /// The window's long-lived objects take the configuration in force when it changes:
  /// pushes, pops (cross-faded with Reduce Motion) and the back-swipe from the next one, and
  /// every pan where its translation counts from (from the next drag). Screens read the same
  /// value when they open something.
  private func applyConfiguration() {
    let configuration = configuration.current
    runtime.navigationController.transitionStyle = configuration.navigationTransitionStyle
    runtime.navigationController.crossFade = configuration.crossFade
    runtime.backSwipe.policy = configuration.backSwipePolicy
    runtime.backSwipe.edgeOnly = configuration.backSwipeEdgeOnly
    runtime.backSwipe.edgeWidth = configuration.backSwipeEdgeWidth
    runtime.dragStart = configuration.dragStart
    restyleOpenScreens(configuration)
  }

  /// What is on screen takes the keys that apply now (``Tuning/keysAppliedNow``): every open
  /// sheet and card its dim, corners, shadow and grabber (and how it moves, from its next
  /// movement), an open list its physics (from its next scroll or fling).
  private func restyleOpenScreens(_ configuration: EngineConfiguration) {
    for controller in runtime.presentedViewControllers {
      if let sheet = controller.presentationController as? BottomSheetPresentationController {
        sheet.restyle(
          sheet.layout is ContainerFractionLayout
            ? configuration.cardStyle : configuration.sheetStyle)
      }
      if let list = controller as? ListSheetViewController {
        list.listView.decelerationRate = configuration.list.decelerationRate
        list.listView.rubberBandConstant = configuration.list.rubberBandConstant
        list.listView.bounceSpring = configuration.list.bounceSpring
      }
    }
  }
}

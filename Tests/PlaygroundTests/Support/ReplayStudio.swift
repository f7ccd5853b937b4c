import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession

@testable import PlaygroundReplay
@testable import PlaygroundSessions
@testable import PlaygroundStudio
@testable import PlaygroundWindow

/// A recording played as the window plays it (`--replay FILE`), without the window: the real
/// ``ReplayDriver``, timeline, overlays, key router and chrome, run through the frame loop's
/// own stages (keys, overlays, routing, simulation, drawing) one frame per ``frame(_:)``.
@MainActor
final class ReplayStudio {
  let driver: ReplayDriver
  let overlays: OverlayController
  let router: KeyRouter
  let chrome: SessionChrome
  let recording: Recording
  private let stages: [any FrameStage]
  let routing: SessionRoutingStage
  private(set) var time = 0.0

  /// `path` is the file replayed (Ctrl+S saves the fork beside it); `tuningPath` is
  /// `--tuning FILE`.
  init(path: String, tuningPath: String? = nil) throws {
    let (_, measurer) = try SDLTestEnvironment.start()
    recording = try RecordingReader.read(path: path)
    let scenes = try SceneLoader.load(for: recording, path: path, mismatch: .warn)
    let setup = ReplaySetup(measurer: measurer, scenes: scenes)
    let header = recording.header
    let sides = header.isComparison ? header.variants.count : 1
    let layout =
      sides > 1 ? ComparisonLayout(deviceSize: header.windowSize, deviceCount: sides) : nil
    let display = layout?.size ?? header.windowSize
    let seeker = ReplaySeeker(
      recording: recording, anchorSpacing: 60,
      makeSession: try SessionFactory.sessionMaker(
        for: recording, path: path, setup: setup))
    let timeline = ReplayTimeline(seeker: seeker, startFrame: 0)
    overlays = OverlayController(
      size: display, stripHeight: TimelineView.height, textMeasurer: measurer, tuningPath: nil,
      tuningStore: TuningFileStore())
    driver = ReplayDriver(
      timeline: timeline, selection: SideSelection(sideCount: sides), comparisonLayout: layout,
      stripTop: display.height, overlays: overlays, replayPath: path, setup: setup,
      tuningSource: try tuningPath.map { path throws(UsageError) in try TuningSource(path: path) })
    router = KeyRouter(isReplaying: true)
    overlays.registerKeys(with: router)
    driver.registerKeys(with: router)
    chrome = SessionChrome(
      deviceSize: display, timeline: timeline.view, onionSkin: driver.onionSkin,
      textMeasurer: measurer)
    routing = SessionRoutingStage(driver: driver)
    stages = [
      HostCommandStage(router: router), OverlayStage(overlays: overlays, driver: driver),
      routing, SimulationStage(driver: driver),
      DrawStage(overlays: overlays, chrome: chrome, driver: driver),
    ]
    overlays.isInspectorVisible = true
    overlays.isPanelVisible = true
    frame()
  }

  /// One window frame with `input`; what it drew.
  @discardableResult
  func frame(_ input: [InputEvent] = []) -> DisplayList {
    time += 1000.0 / 60
    var frame = HostFrame()
    frame.input = input
    for stage in stages { stage.run(&frame) }
    return frame.list
  }

  /// The file watching's turn (every 30 frames in the window): what it read goes with the
  /// next frame.
  func watchTuningFile() {
    routing.watched = driver.watchTuningFiles(timestamp: time)
  }

  /// Keys pressed and released in one frame.
  func press(_ keys: [Key]) {
    frame(
      keys.flatMap {
        [
          InputEvent(timestamp: time, kind: .keyDown($0)),
          InputEvent(timestamp: time, kind: .keyUp($0)),
        ]
      })
  }

  /// Types `text` (digits and periods) as the value of `key`'s row, then Return.
  func type(_ text: String, into key: String) {
    let row = OverlayTestSupport.row(key, in: overlays)
    let point = row.valueLabel.frameInWindow.center
    frame([OverlayTestSupport.down(point, at: time), OverlayTestSupport.up(point, at: time)])
    press(text.map { Key($0 == "." ? "period" : String($0)) } + [Key("return")])
  }

  /// The frames until the plot's analysis of every run is done.
  func finishAnalysis() {
    guard let whatIf = driver.whatIf else { return }
    while !whatIf.shown.motion.isComplete || !whatIf.recorded.motion.isComplete { frame() }
  }

  /// Where the timeline stands.
  var frameIndex: Int { driver.timeline.seeker.frame }
  var state: SessionState { driver.simulation.sessionState() }
}

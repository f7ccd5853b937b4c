import SheetEngine
import SheetScreens
import SheetSession

/// One playground driven by the window's input, with `--tuning`'s file (or the default one)
/// and `--scene`'s file watched for changes.
@MainActor
final class SingleDeviceDriver: SessionDriver {
  let playground: Playground
  private let tuningSource: TuningSource
  private let sceneWatcher: SceneWatcher?
  /// The scene as loaded, sent with the first frame's events (``SceneWatcher/loaded()``).
  private var loadedScene: SceneReload?
  /// The app's last display list: a frame that changed nothing draws it again, without
  /// walking the view tree (the renderer then sees an equal frame and skips it too).
  private var appList = DisplayList()

  init(playground: Playground, tuningSource: TuningSource, sceneWatcher: SceneWatcher? = nil) {
    self.playground = playground
    self.tuningSource = tuningSource
    self.sceneWatcher = sceneWatcher
    loadedScene = sceneWatcher?.loaded()
  }

  var simulation: any SessionSimulation { playground }
  var recordsInput: Bool { true }

  func registerKeys(with router: KeyRouter) {}

  func route(_ frame: inout HostFrame, watched: [SessionEvent]) {
    if let loadedScene {
      frame.events.insert(.scene(loadedScene, timestamp: 0), at: 0)
      self.loadedScene = nil
    }
    frame.events += watched
  }

  func step(_ frame: inout HostFrame) {
    let changed = playground.stepIfChanged(frame.events)
    if let changed { appList = changed }
    frame.appFrameChanged = changed != nil
    frame.list = appList
  }

  func stepWithoutDrawing() {
    playground.simulate([])
  }

  var followsWallClock: Bool { true }
  var isAtRest: Bool { playground.runtime.isAtRest }

  /// The tuning file's problem, else the scene file's: both show where reload errors show.
  var tuningFileProblem: String? { tuningSource.problem ?? sceneWatcher?.problem }

  func watchTuningFiles(timestamp: Double) -> [SessionEvent] {
    let tuning = tuningSource.poll(current: playground.tuning).map {
      SessionEvent.tuning($0, timestamp: timestamp)
    }
    guard let reload = sceneWatcher?.poll() else { return tuning }
    return tuning + [.scene(reload, timestamp: timestamp)]
  }
}

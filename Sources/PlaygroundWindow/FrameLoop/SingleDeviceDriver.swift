import PlaygroundSessions
import PlaygroundStudio
import SheetEngine
import SheetScreens
import SheetSession

/// One playground driven by the window's input, with `--tuning`'s file (or the default one)
/// and `--scene`'s file watched for changes.
@MainActor
final class SingleDeviceDriver: SessionDriver {
  package let playground: Playground
  private let tuningSource: TuningSource
  /// `--scene`'s file, when watched.
  private var scenes: WatchedScenes
  /// The app's last display list: a frame that changed nothing draws it again, without
  /// walking the view tree (the renderer then sees an equal frame and skips it too).
  private var appList = DisplayList()

  package init(
    playground: Playground, tuningSource: TuningSource, scenes: WatchedScenes = WatchedScenes()
  ) {
    self.playground = playground
    self.tuningSource = tuningSource
    self.scenes = scenes
  }

  var simulation: any SessionSimulation { playground }
  var recordsInput: Bool { true }

  package func registerKeys(with router: KeyRouter) {}

  package func route(_ frame: inout HostFrame, watched: [SessionEvent]) {
    frame.events.insert(contentsOf: scenes.takeLoaded(), at: 0)
    frame.events += watched
  }

  package func step(_ frame: inout HostFrame) {
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
  var tuningFileProblem: String? { tuningSource.problem ?? scenes.problem }

  func watchTuningFiles(timestamp: Double) -> [SessionEvent] {
    let tuning = tuningSource.poll(current: playground.tuning).map {
      SessionEvent.tuning($0, timestamp: timestamp)
    }
    return tuning + scenes.poll(timestamp: timestamp)
  }
}

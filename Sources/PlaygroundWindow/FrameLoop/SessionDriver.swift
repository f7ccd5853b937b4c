import PlaygroundStudio
import SheetEngine
import SheetScreens
import SheetSession
import SheetTuning

/// What the frame loop steps, one type per mode: a single playground
/// (``SingleDeviceDriver``), two tunings side by side (``ComparisonDriver``) or a recording
/// played in the window (``ReplayDriver``). The loop is the same for all three; what differs
/// is here.
@MainActor
protocol SessionDriver: AnyObject {
  /// What is simulated now (a replay's time travel swaps it on a seek back).
  var simulation: any SessionSimulation { get }
  /// Whether the frame's events are the session's input, to record (not in a replay).
  var recordsInput: Bool { get }
  /// Registers the driver's keys (the timeline's, the next side's) with the key router.
  func registerKeys(with router: KeyRouter)
  /// Claims the driver's own input (the timeline's strip, the side labels) from
  /// `frame.input` and routes the frame's events to what is simulated; `watched` are the
  /// tuning files' changes read last frame, already addressed.
  func route(_ frame: inout HostFrame, watched: [SessionEvent])
  /// Advances what is simulated one frame and puts what it draws in `frame.list`.
  func step(_ frame: inout HostFrame)
  /// Advances what is simulated one frame with no input, drawing nothing: a frame whose
  /// deadline passed while the window rested or the loop was behind (``CatchUpStage``).
  func stepWithoutDrawing()
  /// Whether the session's frames follow the wall clock (a live session: frames the loop
  /// could not draw are still stepped) rather than the recording's (a replay).
  var followsWallClock: Bool { get }
  /// Whether a frame with no input would draw what the last one drew: nothing animates,
  /// nothing waits to be drawn. The window may then rest until input (``FramePacer``).
  var isAtRest: Bool { get }
  /// The tuning files' changes since they were last read, as events addressed to their side.
  func watchTuningFiles(timestamp: Double) -> [SessionEvent]
  /// Why a watched tuning file does not reload, until it does; nil when all load.
  var tuningFileProblem: String? { get }
  /// Whose tuning the panel edits, for its undo history: the inspected playground, or in a
  /// replay one identity per side that outlives the playgrounds its seeks swap in.
  var inspectedSession: ObjectIdentifier { get }
  /// The tuning the panel shows and edits from: the inspected playground's, except while a
  /// replay's what-if run is still being simulated (the run it will show has the edit).
  var panelTuning: Tuning { get }
}

extension SessionDriver {
  /// The playground the overlays show and the panel edits: in compare mode the selected side.
  var inspected: Playground { simulation.inspectedPlayground }

  package var inspectedSession: ObjectIdentifier { ObjectIdentifier(inspected) }

  var panelTuning: Tuning { inspected.tuning }
}

/// The key router's view of the app's text field: the inspected playground's runtime (in
/// compare mode every side gets the same input, so the selected side speaks for both). A
/// replay edits nothing live.
@MainActor
final class DriverEditing: KeyRouter.AppEditing {
  private unowned let driver: any SessionDriver

  package init(driver: any SessionDriver) {
    self.driver = driver
  }

  package var isEditingText: Bool {
    driver.recordsInput && driver.inspected.runtime.editingField != nil
  }

  package var selectedText: String? { driver.inspected.runtime.selectedText }
}

import SheetEngine
import SheetScreens
import SheetSession

/// A recording played in the window (`--replay FILE` without `--headless`), with time
/// travel: live input never reaches the app, the timeline's keys and strip move through the
/// recording, and B or a click on a label selects a compare recording's side.
@MainActor
final class ReplayDriver: SessionDriver {
  let timeline: ReplayTimeline
  private let selection: SideSelection
  /// A compare recording's devices and labels; nil for a single device.
  private let comparisonLayout: ComparisonLayout?
  /// The strip's top in window points: under the device (or devices and labels).
  private let stripTop: Double

  init(
    timeline: ReplayTimeline, selection: SideSelection, comparisonLayout: ComparisonLayout?,
    stripTop: Double
  ) {
    self.timeline = timeline
    self.selection = selection
    self.comparisonLayout = comparisonLayout
    self.stripTop = stripTop
  }

  var simulation: any SessionSimulation { timeline.seeker.current }
  var recordsInput: Bool { false }

  func registerKeys(with router: KeyRouter) {
    timeline.registerKeys(with: router)
    selection.registerKeys(with: router)
  }

  /// The strip and the labels take their input; nothing else reaches the recording's app,
  /// and the panel's changes are not applied (the recording's tuning events are).
  func route(_ frame: inout HostFrame, watched: [SessionEvent]) {
    var input = frame.events.compactMap(\.input)
    if let comparisonLayout {
      selection.takeLabelClicks(from: &input, layout: comparisonLayout)
    }
    timeline.handlePointer(&input, stripTop: stripTop)
    frame.events = []
  }

  func step(_ frame: inout HostFrame) {
    selection.apply(to: timeline.seeker.current)
    frame.list = timeline.advance()
  }

  /// A replay's tuning comes from its recording; no file is watched.
  func watchTuningFiles(timestamp: Double) -> [SessionEvent] { [] }
  var tuningFileProblem: String? { nil }
}

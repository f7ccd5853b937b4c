import PlaygroundSessions
import PlaygroundStudio
import SheetEngine
import SheetScreens
import SheetSession

/// Two tunings side by side (`--compare A B`), both fed the window's input: the panel edits
/// the selected side, and a side given as a tuning file is watched like `--tuning`, its
/// changes going to that side. The scenes are watched as a single device's is: `--scene`'s
/// reloads go to every side, or to side A when side B has its own (`--scene-b`), whose
/// reloads go to B.
@MainActor
final class ComparisonDriver: SessionDriver {
  package let live: LiveComparison
  private let selection: SideSelection
  /// Each side's tuning file, when it came from one.
  private let sideSources: [TuningSource?]
  /// Each side's label (a preset's name, or a file's).
  private let sideLabels: [String]
  /// Where Save writes for a side that came from a preset (`A-seed.json`, absolute).
  private let saveFolder: SaveFolder
  private let overlays: OverlayController
  /// The path Save last wrote for a side from a preset, after asking (by side).
  private var chosenPaths: [Int: String] = [:]
  /// The side-by-side frame last stepped, to tell whether a frame drew anything new.
  private var shown = ShownAppFrame()
  /// The watched scene files, each reloading its side (or every side).
  private var scenes: WatchedScenes

  package init(
    live: LiveComparison, selection: SideSelection, sideSources: [TuningSource?],
    sideLabels: [String], saveFolder: SaveFolder, overlays: OverlayController,
    scenes: WatchedScenes = WatchedScenes()
  ) {
    self.live = live
    self.selection = selection
    self.sideSources = sideSources
    self.sideLabels = sideLabels
    self.saveFolder = saveFolder
    self.overlays = overlays
    self.scenes = scenes
    overlays.inspectedMotion = { [unowned live] in live.motion[live.comparison.selectedVariant] }
    overlays.onSavePathChosen = { [unowned self] path in chosenPaths[selection.index] = path }
  }

  /// The file Save writes for `side`: the tuning file it came from, else the path the panel
  /// was last given for it, else its own file in the save folder (what the panel offers).
  func savePath(side: Int) -> String {
    sideSources[side]?.path ?? chosenPaths[side]
      ?? saveFolder.file(side: side, label: side < sideLabels.count ? sideLabels[side] : "side")
  }

  var simulation: any SessionSimulation { live.comparison }
  var recordsInput: Bool { true }

  package func registerKeys(with router: KeyRouter) {
    selection.registerKeys(with: router)
  }

  /// Both sides get the input in device points; the panel's changes go to the selected side
  /// (a click on a label selects it), and Save writes that side's file (``savePath(side:)``).
  package func route(_ frame: inout HostFrame, watched: [SessionEvent]) {
    selection.apply(to: live.comparison)
    frame.events = live.route(frame.events) + watched
    frame.events.insert(contentsOf: scenes.takeLoaded(), at: 0)
    selection.select(live.comparison.selectedVariant)
    overlays.tuningPath = savePath(side: selection.index)
    overlays.asksForSavePath = sideSources[selection.index] == nil
    // The delay this frame's step leaves in force (a change routed now applies in it).
    var delay = live.comparison.inputDelay
    for case .inputDelay(let changed, _) in frame.events { delay = changed }
    overlays.showInputDelay(delay, side: selection.index)
  }

  package func step(_ frame: inout HostFrame) {
    shown.show(
      live.comparison.step(frame.events), in: &frame, changedAnyway: !frame.events.isEmpty)
    live.recordMotion()
    overlays.comparedMotion = live.otherSideMotion
  }

  func stepWithoutDrawing() {
    live.comparison.simulate([])
    live.recordMotion()
  }

  var followsWallClock: Bool { true }
  /// Both devices at rest and no delayed input held (``PlaygroundComparison/isAtRest``): the
  /// window then rests as a single device's does, instead of stepping and composing both
  /// sides 60 times a second to draw the same frame (3 % of a core, idle).
  var isAtRest: Bool { live.comparison.isAtRest }

  /// A side's tuning file's problem, else a scene file's: both show where reload errors
  /// show.
  var tuningFileProblem: String? {
    sideSources.lazy.compactMap { $0?.problem }.first
      ?? scenes.problem
  }

  func watchTuningFiles(timestamp: Double) -> [SessionEvent] {
    var events: [SessionEvent] = []
    for (side, source) in sideSources.enumerated() {
      guard let source else { continue }
      let current = live.comparison.variants[side].playground.tuning
      events += source.poll(current: current).map {
        .tuning($0, timestamp: timestamp, variant: side)
      }
    }
    return events + scenes.poll(timestamp: timestamp)
  }
}

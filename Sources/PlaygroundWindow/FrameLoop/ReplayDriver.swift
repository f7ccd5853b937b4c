import PlaygroundReplay
import PlaygroundSessions
import PlaygroundStudio
import SheetEngine
import SheetScreens
import SheetSession
import SheetTuning

/// A recording played in the window (`--replay FILE` without `--headless`), with time
/// travel: live input never reaches the app, the timeline's keys and strip move through the
/// recording, and B or a click on a label selects a compare recording's side.
///
/// The tuning panel forks it (what-if replay, ``WhatIfReplay``): an edit re-simulates the
/// recording's input under the edited tuning and the device shows that run at the same
/// frame; undo edits back to the recorded run; O outlines the recorded run's sheets over the
/// fork; Ctrl+S saves the fork as a recording. The plot follows the playhead.
@MainActor
final class ReplayDriver: SessionDriver {
  let timeline: ReplayTimeline
  let whatIf: WhatIfReplay?
  let onionSkin = OnionSkinView()
  private(set) var showsOnionSkin = false
  private let selection: SideSelection
  /// A compare recording's devices and labels; nil for a single device.
  private let comparisonLayout: ComparisonLayout?
  /// The strip's top in window points: under the device (or devices and labels).
  private let stripTop: Double
  private let overlays: OverlayController
  /// The replayed file (Ctrl+S saves the fork beside it) and what its sessions are built
  /// from (text measurer, screens, the recording's scenes).
  private let replayPath: String
  private let setup: ReplaySetup
  /// One identity per side for the panel's undo history, whatever playground a seek shows.
  private let sideIdentities: [SideIdentity]
  /// `--tuning FILE` with the replay: its tuning forks the replay at once, and saving the
  /// file forks it again (a hot reload, an undo step like an edit).
  private let tuningSource: TuningSource?
  /// Frames of the plot's analysis per window frame (``RunMotion``).
  static let analysisBudget = 60
  /// The frame last drawn, to tell whether a frame drew anything new.
  private var shown = ShownAppFrame()

  package init(
    timeline: ReplayTimeline, selection: SideSelection, comparisonLayout: ComparisonLayout?,
    stripTop: Double, overlays: OverlayController, replayPath: String,
    setup: ReplaySetup, tuningSource: TuningSource? = nil
  ) {
    self.timeline = timeline
    self.selection = selection
    self.comparisonLayout = comparisonLayout
    self.stripTop = stripTop
    self.overlays = overlays
    self.replayPath = replayPath
    self.tuningSource = tuningSource
    self.setup = setup
    whatIf = WhatIfReplay(seeker: timeline.seeker, setup: setup)
    sideIdentities = (0..<selection.sideCount).map { _ in SideIdentity() }
    onionSkin.isHidden = true
    // Edits fork the replay and are undone like any edit; the recording's own tuning
    // events and the seeks are no edits.
    overlays.keepsTuningHistory = whatIf != nil
    overlays.recordsOutsideTuningChanges = false
    overlays.plotSource = { [unowned self] in plotContent() }
    if let tuningSource, let whatIf {
      whatIf.apply(
        Tuning.changes(from: whatIf.fork.tunings[0], to: tuningSource.initial).map { ($0, 0) })
      refreshFork()
    }
  }

  var simulation: any SessionSimulation { timeline.seeker.current }
  var recordsInput: Bool { false }
  package var inspectedSession: ObjectIdentifier {
    ObjectIdentifier(sideIdentities[selection.index])
  }

  package func registerKeys(with router: KeyRouter) {
    timeline.registerKeys(with: router)
    selection.registerKeys(with: router)
    router.register(.previousInteraction) { [unowned self] in jumpToInteraction(by: -1) }
    router.register(.nextInteraction) { [unowned self] in jumpToInteraction(by: 1) }
    router.register(.toggleOnionSkin) { [unowned self] in
      showsOnionSkin.toggle()
      onionSkin.isHidden = !showsOnionSkin
    }
    router.register(.saveFork) { [unowned self] in saveFork() }
  }

  /// The strip and the labels take their input; nothing else reaches the recording's app.
  /// The panel's tuning changes fork the replay (``WhatIfReplay``).
  package func route(_ frame: inout HostFrame, watched: [SessionEvent]) {
    var input = frame.events.compactMap(\.input)
    if let comparisonLayout {
      selection.takeLabelClicks(from: &input, layout: comparisonLayout)
    }
    timeline.handlePointer(&input, stripTop: stripTop)
    let changes = frame.events.compactMap { event -> (change: TuningChange, side: Int)? in
      guard case .tuning(let change, _, let variant) = event else { return nil }
      return (change, variant ?? selection.index)
    }
    whatIf?.apply(changes)
    reload(watched)
    refreshFork()
    frame.events = []
  }

  /// Shows the fork the edits made: at once when its run is at hand, else once the run
  /// being made reaches the timeline's frame (a slice a frame; the strip says how far).
  private func refreshFork() {
    guard let whatIf else { return }
    let frame = timeline.seeker.frame
    guard let run = whatIf.refresh(at: frame) ?? whatIf.catchUp(to: frame) else {
      if let progress = whatIf.progress(toward: frame) { timeline.view.note = progress }
      return
    }
    timeline.show(run.seeker)
    timeline.view.note = whatIf.summary
  }

  /// While a what-if run is being made, the panel shows its tuning (the edit), not the
  /// tuning of the run still on the device.
  var panelTuning: Tuning {
    guard let pending = whatIf?.pending?.run.seeker.current else { return inspected.tuning }
    selection.apply(to: pending)
    return pending.inspectedPlayground.tuning
  }

  package func step(_ frame: inout HostFrame) {
    selection.apply(to: timeline.seeker.current)
    shown.show(timeline.advance(), in: &frame)
    whatIf?.analyse(frameBudget: Self.analysisBudget)
    updateOnionSkin()
  }

  /// A replay never catches up: ``followsWallClock`` is false.
  func stepWithoutDrawing() {}

  /// The replay's frames are the recording's: a slow window plays them slower, frame by
  /// frame, rather than skipping any the viewer would not see.
  var followsWallClock: Bool { false }
  /// A paused replay with nothing left to work out rests like a live window: its seek
  /// anchors parked (``ReplaySeeker/anchorsComplete``), no what-if run being made and the
  /// plot's analysis done. Playing, scrubbing or working it wakes every frame (the strip
  /// follows the playhead; anchors and analysis take a slice a frame).
  var isAtRest: Bool {
    guard timeline.isIdle else { return false }
    guard let whatIf else { return true }
    return whatIf.pending == nil && whatIf.shown.motion.isComplete
      && (whatIf.forked == nil || whatIf.recorded.motion.isComplete)
  }

  /// The recorded run at the shown frame, outlined, while the onion skin is on over a fork.
  private func updateOnionSkin() {
    guard showsOnionSkin, let whatIf, whatIf.forked != nil else {
      onionSkin.show([])
      return
    }
    whatIf.recorded.seeker.seek(to: timeline.seeker.frame)
    onionSkin.show(OnionSkinView.outlines(of: whatIf.recorded.seeker.current))
  }

  /// Ctrl+S: the fork as a new recording beside the replayed one, said on the strip.
  private func saveFork() {
    guard let whatIf, whatIf.fork.isForked else {
      timeline.view.note = "nothing to save: no what-if edit"
      return
    }
    // The strip has room for a name; stderr gets the whole line.
    switch ForkSaver.save(whatIf.fork, replayPath: replayPath, setup: setup) {
    case .success(let path):
      timeline.view.note = "saved \(path.split(separator: "/").last.map(String.init) ?? path)"
      StandardError.writeLine("playground: saved the what-if run to \(path)")
    case .failure(let failure):
      timeline.view.note = "not saved (see the terminal)"
      StandardError.writeLine("playground: what-if run not saved: \(failure.description)")
    }
  }

  /// Shift+N and N: the timeline goes to the first frame of the previous or next
  /// interaction of the run shown, and the plot, which follows it, shows that one.
  private func jumpToInteraction(by step: Int) {
    guard let captures = whatIf?.shown.motion.interactions[safe: selection.index],
      let choice = PlotChoice.atFrame(timeline.seeker.frame, in: captures)
    else { return }
    let target = min(max(choice.index + step, 0), captures.count - 1)
    if let start = captures[target].samples.first?.frame { timeline.jump(to: start) }
  }

  /// The plot in a replay: the interaction under the playhead of the run shown, over its
  /// earlier one (grey), beside the same interaction of the recorded run under a fork, else
  /// of a compare recording's other side (pink).
  private func plotContent() -> PlotContent {
    let side = selection.index
    let frame = timeline.seeker.frame
    guard let whatIf, let captures = whatIf.shown.motion.interactions[safe: side],
      let choice = PlotChoice.atFrame(frame, in: captures)
    else { return PlotContent() }
    let current = captures[choice.index]
    var content = PlotContent(
      current: current,
      previous: captures[..<choice.index].last { $0.element == current.element },
      playheadTime: current.samples.first { $0.frame == frame }?.time, choice: choice)
    let start = current.samples.first?.frame ?? 0
    if whatIf.forked != nil, let recorded = whatIf.recorded.motion.interactions[safe: side],
      let match = PlotChoice.atFrame(start, in: recorded)
    {
      content.comparison = recorded[match.index]
      content.comparison?.tuningName = "recorded \(recorded[match.index].tuningName)"
    } else if selection.sideCount > 1,
      let other = whatIf.shown.motion.interactions[safe: (side + 1) % selection.sideCount],
      let match = PlotChoice.atFrame(start, in: other)
    {
      content.comparison = other[match.index]
    }
    return content
  }

  /// The tuning file's changes (`--tuning FILE`), for the selected side.
  func watchTuningFiles(timestamp: Double) -> [SessionEvent] {
    guard let tuningSource else { return [] }
    return tuningSource.poll(current: inspected.tuning).map {
      .tuning($0, timestamp: timestamp, variant: selection.index)
    }
  }

  var tuningFileProblem: String? { tuningSource?.problem }

  /// A hot reload of the tuning file forks the replay like an edit, and is an undo step.
  private func reload(_ watched: [SessionEvent]) {
    guard let whatIf, !watched.isEmpty else { return }
    let before = inspected.tuning
    var after = before
    for case .tuning(let change, _, let variant) in watched {
      whatIf.apply([(change, variant ?? selection.index)])
      after = WhatIfFork.applying(change, to: after)
    }
    overlays.recordTuningStep(from: before, to: after)
  }
}

/// An identity that stands for one side of a replay in the panel's undo history.
private final class SideIdentity {}

extension Array {
  /// The element at `index`, or nil past the ends.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetScreens
import SheetSession
import SheetTuning

/// A replay in the window that the tuning panel can fork (what-if replay): the recorded run,
/// and, once the tuning was edited, the fork (``WhatIfFork``) the device shows instead.
///
/// Each run is a ``ReplaySeeker`` (its parked sessions make seeks cheap) and a ``RunMotion``
/// (its interactions, for the plot). An edit re-simulates the fork from frame 0 to where the
/// timeline stands, ``catchUpBudget`` frames per window frame (``catchUp(to:)``), so a long
/// recording never blocks the window: the device keeps the run it shows, the timeline says
/// how far the new one is, and the new run is shown in the frame it reaches the timeline's.
/// The recorded run is kept with its anchors, and the last few forks too, so undo (which
/// edits the tuning back) finds its run parked instead of simulating it again.
@MainActor
package final class WhatIfReplay {
  /// One run: where the timeline stands in it, and what its interactions were.
  package struct Run {
    package let seeker: ReplaySeeker
    package let motion: RunMotion
  }

  /// How many forks are kept besides the one shown (undo and redo revisit them).
  static let keptForks = 4
  /// Frames a run being made simulates per window frame: about 18 ms in a release build
  /// (0.03 ms a frame), so a 20,000-frame recording's fork shows in about half a second.
  static let catchUpBudget = 600

  package private(set) var fork: WhatIfFork
  package let recorded: Run
  /// The fork shown, nil while the tuning is the recorded one.
  package private(set) var forked: Run?
  /// Forks made before, by their tunings, oldest first.
  private var parked: [(tunings: [Tuning], run: Run)] = []
  private let setup: ReplaySetup
  private let anchorSpacing: Int

  /// `seeker` plays the recording as it was.
  package init?(seeker: ReplaySeeker, setup: ReplaySetup) {
    guard let fork = WhatIfFork(recording: seeker.recording) else { return nil }
    self.fork = fork
    shownTunings = fork.tunings
    self.setup = setup
    anchorSpacing = seeker.anchorSpacing
    let maker = fork.sessionMaker(setup: setup)
    recorded = Run(seeker: seeker, motion: RunMotion(recording: seeker.recording, session: maker()))
  }

  /// The run the device shows: the fork, or the recording.
  package var shown: Run { forked ?? recorded }

  /// The tunings of the run shown (the recorded ones while there is no fork).
  private var shownTunings: [Tuning]

  /// Applies the panel's tuning changes (to `side` when a change names none) to the fork's
  /// starting tuning; the run shown follows at the next ``refresh(at:)``.
  package func apply(_ changes: [(change: TuningChange, side: Int)]) {
    for (change, side) in changes { fork.apply(change, side: side) }
  }

  /// The fork's run being simulated toward the timeline's frame, not shown yet.
  package private(set) var pending: (run: Run, tunings: [Tuning])?

  /// Whether the fork's tuning changed since the run shown (or being made) was started.
  var isStale: Bool { fork.tunings != (pending?.tunings ?? shownTunings) }

  /// Makes the run shown the fork's as it is now, standing at `frame`, when that is quick:
  /// a parked one when its tuning was seen before, the recording when it is the recorded
  /// tuning again. A new tuning starts a new run (``pending``) that ``catchUp(to:)``
  /// simulates in slices. Returns the run shown when it changed.
  package func refresh(at frame: Int) -> Run? {
    guard isStale else { return nil }
    pending = nil
    guard fork.tunings != shownTunings else { return nil }
    if fork.isForked, takeParkedIfAny(fork.tunings) == nil {
      pending = (makeRun(), fork.tunings)
      return catchUp(to: frame)
    }
    let run = fork.isForked ? takeParked(fork.tunings) : nil
    return show(run, tunings: fork.tunings, at: frame)
  }

  /// Spends a window frame's slice on the run being made; shows it (and returns it) once
  /// it stands at `frame`, the timeline's.
  package func catchUp(to frame: Int) -> Run? {
    guard let pending else { return nil }
    guard pending.run.seeker.seek(toward: frame, frameBudget: Self.catchUpBudget) else {
      return nil
    }
    self.pending = nil
    return show(pending.run, tunings: pending.tunings, at: frame)
  }

  /// How far the run being made is: its frame and the frame it is heading for.
  package func progress(toward frame: Int) -> String? {
    guard let pending else { return nil }
    let percent = frame > 0 ? min(99, pending.run.seeker.frame * 100 / frame) : 0
    return "what-if: simulating \(percent)%"
  }

  /// Shows `run` (nil: the recording) of `tunings` at `frame`, parking the fork shown
  /// before.
  private func show(_ run: Run?, tunings: [Tuning], at frame: Int) -> Run {
    if let current = forked { park(current, tunings: shownTunings) }
    forked = run
    shownTunings = tunings
    shown.seeker.seek(to: frame)
    return shown
  }

  private func takeParkedIfAny(_ tunings: [Tuning]) -> Run? {
    parked.first { $0.tunings == tunings }?.run
  }

  private func makeRun() -> Run {
    let recording = fork.recording
    let maker = fork.sessionMaker(setup: setup)
    return Run(
      seeker: ReplaySeeker(recording: recording, anchorSpacing: anchorSpacing, makeSession: maker),
      motion: RunMotion(recording: recording, session: maker()))
  }

  private func park(_ run: Run, tunings: [Tuning]) {
    parked.removeAll { $0.tunings == tunings }
    parked.append((tunings, run))
    if parked.count > Self.keptForks { parked.removeFirst() }
  }

  private func takeParked(_ tunings: [Tuning]) -> Run? {
    guard let index = parked.firstIndex(where: { $0.tunings == tunings }) else { return nil }
    return parked.remove(at: index).run
  }

  /// A few words for the timeline: what the fork changed, or nil while there is none.
  package var summary: String? {
    guard fork.isForked else { return nil }
    let keys = fork.changedKeys
    let what =
      keys.count <= 2 ? keys.joined(separator: ", ") : "\(keys[0]) and \(keys.count - 1) more"
    return "what-if: \(what.isEmpty ? "preset" : what)"
  }

  /// Spends a window frame's spare time: the plot's analysis of both runs, a slice each.
  package func analyse(frameBudget: Int) {
    shown.motion.analyse(frameBudget: frameBudget)
    if forked != nil { recorded.motion.analyse(frameBudget: frameBudget) }
  }
}

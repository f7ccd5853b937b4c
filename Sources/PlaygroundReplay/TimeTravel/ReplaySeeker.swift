import SheetEngine
import SheetPlayback
import SheetScreens

/// Moves a replay to any frame: forward by simulating (without drawing), backward by taking a
/// session parked at an earlier frame and simulating from there. A session is a playground,
/// or every side of a compare recording.
///
/// The engine's state is a graph of views, animators and recognizers that cannot be copied,
/// so "kept snapshots" are whole sessions parked every ``anchorSpacing`` frames. One
/// backward seek uses up the anchor it starts from; ``rebuildAnchors(frameBudget:)``, called
/// once a frame while the window waits, replays new ones in small slices. A seek therefore
/// simulates at most ``anchorSpacing`` frames when the anchors are in place (about 25 ms in
/// a release build), and never more than the frames from 0.
///
/// Parking costs the sum of the anchors' frames (each is replayed from frame 0: a session
/// cannot be copied), so with a fixed spacing it grew with the square of the length (a
/// 20,000-frame recording: 33 anchors, 336,600 frames, about 10 s of CPU in a release
/// build). The automatic spacing keeps at most ``maximumAnchors`` anchors, so parking is
/// at most `(maximumAnchors + 1) / 2` replays of the whole recording (linear in its
/// length), and a seek simulates at most a twelfth of it (a recording of up to 7,200 frames
/// keeps the 600-frame spacing).
@MainActor
package final class ReplaySeeker {
  package static let defaultAnchorSpacing = 600
  /// The most anchors the automatic spacing parks.
  package static let maximumAnchors = 12
  /// Frames between parked playgrounds.
  package let anchorSpacing: Int

  package let recording: Recording
  /// The session showing the replay's current frame.
  package private(set) var current: any SessionSimulation
  private let makeSession: () -> any SessionSimulation
  /// Parked sessions by frame, each at exactly that frame.
  private var anchors: [Int: any SessionSimulation] = [:]
  /// A session being replayed toward the lowest missing anchor.
  private var builder: (any SessionSimulation)?

  /// `anchorSpacing` nil: ``automaticSpacing(frames:)``.
  package init(
    recording: Recording, anchorSpacing: Int? = nil,
    makeSession: @escaping () -> any SessionSimulation
  ) {
    self.recording = recording
    self.anchorSpacing = max(
      1, anchorSpacing ?? Self.automaticSpacing(frames: recording.frameCount))
    self.makeSession = makeSession
    current = makeSession()
  }

  /// 600 frames, or wider so that at most ``maximumAnchors`` anchors cover `frames`.
  package static func automaticSpacing(frames: Int) -> Int {
    max(defaultAnchorSpacing, (frames + maximumAnchors - 1) / maximumAnchors)
  }

  package var frame: Int { current.frameIndex }
  var isAtEnd: Bool { frame >= recording.frameCount }

  /// Simulates the next recorded frame and returns what it draws.
  package func stepFrame() -> DisplayList {
    current.step(recording.events(inFrame: current.frameIndex).map(\.event))
  }

  /// Makes the current playground stand at `target` (clamped to the recording).
  package func seek(to target: Int) {
    let target = min(max(target, 0), recording.frameCount)
    if target < current.frameIndex {
      current = bestStart(atOrBefore: target)
    } else if let anchor = anchors.keys.filter({ $0 > current.frameIndex && $0 <= target }).max(),
      let parked = anchors.removeValue(forKey: anchor)
    {
      // Forward past a parked anchor: jump to it rather than replay up to it.
      current = parked
    }
    advance(current, to: target)
  }

  /// Moves toward `target` (clamped) simulating at most `frameBudget` frames (a parked
  /// anchor on the way is jumped to); whether it stands at `target` now. A what-if run
  /// catches up with the timeline this way, a slice per window frame.
  package func seek(toward target: Int, frameBudget: Int) -> Bool {
    let target = min(max(target, 0), recording.frameCount)
    if target < current.frameIndex { current = bestStart(atOrBefore: target) }
    seek(to: min(target, current.frameIndex + max(1, frameBudget)))
    return current.frameIndex == target
  }

  /// Spends up to `frameBudget` simulated frames on parking the next missing anchor.
  package func rebuildAnchors(frameBudget: Int) {
    guard let goal = missingAnchors().first else { return }
    let session = builder ?? makeSession()
    builder = session
    advance(session, to: min(goal, session.frameIndex + frameBudget))
    if session.frameIndex == goal {
      anchors[goal] = session
      builder = nil
    }
  }

  /// Whether every anchor is parked (tests wait for it).
  package var anchorsComplete: Bool { missingAnchors().isEmpty }

  private func missingAnchors() -> [Int] {
    stride(from: anchorSpacing, through: recording.frameCount, by: anchorSpacing)
      .filter { anchors[$0] == nil }
  }

  /// The parked session or builder latest at or before `target`, or a fresh one.
  private func bestStart(atOrBefore target: Int) -> any SessionSimulation {
    let anchor = anchors.keys.filter { $0 <= target }.max()
    if let builder, builder.frameIndex <= target, builder.frameIndex > (anchor ?? 0) {
      self.builder = nil
      return builder
    }
    if let anchor, let session = anchors.removeValue(forKey: anchor) { return session }
    return makeSession()
  }

  private func advance(_ session: any SessionSimulation, to target: Int) {
    while session.frameIndex < target {
      session.simulate(recording.events(inFrame: session.frameIndex).map(\.event))
    }
  }
}

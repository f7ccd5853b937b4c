import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetSession

/// What a headless replay of a recording produced: the state at each of its checkpoints'
/// frames, the digest of the state after every frame and each release's motion metrics;
/// asked for, also frames rendered at 1x and every frame's inspection (the motion a report
/// plots). Comparing it with the recording is ``RecordingVerdict``'s job; `--update` writes
/// it back.
@MainActor
package struct RecordingReplay {
  /// The replayed state at every checkpoint of the recording, by name (`end` included).
  var states: [String: SessionState] = [:]
  /// `digests[i]`: the state after frame `i + 1`.
  var digests: [UInt32] = []
  /// The state after the last frame.
  package var endState: SessionState
  /// The states after the frames asked for with `keeping` (to describe a divergence).
  package var kept: [Int: SessionState] = [:]
  /// Each release's metrics (``ReleaseMetricsRecorder``); none for a compare recording.
  package var releases: [ReleaseMetrics] = []
  /// The frames asked for with ``Capture/frames``, drawn at 1x, by frame.
  package var images: [Int: RGBImage] = [:]
  /// With ``Capture/tracksMotion``: `motion[i]` is the inspection after frame `i + 1`.
  package var motion: [RuntimeInspection] = []

  /// What a replay keeps besides states and digests: frames to draw (with the font to draw
  /// them with) and whether to keep every frame's inspection.
  package struct Capture {
    package var frames: Set<Int> = []
    package var font: FontFile?
    var tracksMotion = false
  }

  /// Replays `recording` without drawing (but the frames `capture` asks for); `stopAfter`
  /// ends it early (frames simulated); `progress` hears the frame reached every 4,096 frames
  /// (to show it, or to stop: it returns false to end the replay there); the states after
  /// the frames in `keeping` are kept.
  package static func run(
    _ recording: Recording, setup: ReplaySetup, stopAfter: Int? = nil,
    keeping: Set<Int> = [], capture: Capture = Capture(),
    progress: (Int) -> Bool = { _ in true }
  ) throws(UsageError) -> RecordingReplay {
    let playground = try makeSession(for: recording, setup: setup)
    let player = RecordingPlayer(recording: recording, session: playground)
    let wanted = Dictionary(grouping: recording.expectations, by: \.frame)
    var replay = RecordingReplay(endState: playground.sessionState())
    var metrics = ReleaseMetricsRecorder()
    var drawing = FrameDrawing(font: capture.font)
    replay.digests.reserveCapacity(recording.frameCount)
    func take(_ state: SessionState) throws(UsageError) {
      for checkpoint in wanted[playground.frameIndex] ?? [] {
        replay.states[checkpoint.name] = state
      }
      if capture.frames.contains(playground.frameIndex) {
        replay.images[playground.frameIndex] = try drawing.draw(playground)
      }
    }
    try take(playground.sessionState())
    let last = min(recording.frameCount, stopAfter ?? .max)
    while playground.frameIndex < last {
      player.simulateFrame()
      let state = playground.sessionState()
      replay.digests.append(StateDigest.of(state))
      try take(state)
      if let single = playground as? Playground, let engine = state.single?.engine {
        if capture.tracksMotion || metrics.needsInspection(pointerDown: single.isPointerDown) {
          let inspection = single.inspect()
          metrics.take(inspection, state: engine)
          if capture.tracksMotion { replay.motion.append(inspection) }
        } else {
          metrics.takeIdle(state: engine)
        }
      }
      if keeping.contains(playground.frameIndex) { replay.kept[playground.frameIndex] = state }
      if playground.frameIndex % 4096 == 0, !progress(playground.frameIndex) {
        break
      }
    }
    replay.endState = playground.sessionState()
    replay.releases = metrics.finish(state: replay.endState.single?.engine)
    return replay
  }

  /// A playground (or both sides of a compare recording) set up as the header says.
  package static func makeSession(
    for recording: Recording, setup: ReplaySetup
  ) throws(UsageError) -> any SessionSimulation {
    try SessionFactory.makeSession(for: recording, path: "recording", setup: setup)
  }
}

/// Draws a session's current frame at 1x, the way a visual checkpoint is taken, reusing one
/// canvas while the size stays.
@MainActor
package struct FrameDrawing {
  package let font: FontFile?
  private var canvas: OffscreenCanvas?
  private var canvasSize: Size?

  package init(font: FontFile?) {
    self.font = font
  }

  package mutating func draw(_ session: any SessionSimulation) throws(UsageError) -> RGBImage {
    guard let font else { throw UsageError("drawing a frame needs the font") }
    let size = session.displaySize
    do throws(SDLError) {
      if canvas == nil || canvasSize != size {
        canvas = try OffscreenCanvas(size: size, scale: 1, font: font)
        canvasSize = size
      }
      guard let canvas else { throw SDLError("no canvas") }
      canvas.render(session.drawCurrentFrame(), background: .black)
      return canvas.rgbImage()
    } catch {
      throw UsageError("drawing frame \(session.frameIndex): \(error.description)")
    }
  }
}

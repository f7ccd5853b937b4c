import Foundation
import PlaygroundReplay
import PlaygroundSessions
import SheetEngine
import SheetFiles
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetSession

/// Records a live session: the header describes everything a replay needs to reproduce it
/// (window size, safe area, scale, font), then each frame's events are appended with the
/// frame they were applied in and flushed to the journal, with the digest of the state each
/// frame ended in and the checkpoints asked for (F5: the state, and on one device the frame
/// drawn at 1x as a visual checkpoint, its PNG in `NAME.frames/`); each release's motion
/// metrics (``ReleaseMetricsRecorder``, one device), the frame count and the final state
/// close the file.
@MainActor
final class SessionRecorder {
  private let writer: RecordingWriter
  private let playground: any SessionSimulation
  /// One past the last frame that has recorded events: the least frame count that closes
  /// the file validly, even when the session ends between recording a frame and stepping it.
  private var recordedFrames = 0
  /// Checkpoints added so far, for their names.
  package private(set) var checkpointCount = 0
  private var metrics = ReleaseMetricsRecorder()
  /// `--force`: a frame image replaces a PNG already in `NAME.frames/` (re-recording).
  private var replacesFrames = false
  private var drawing: FrameDrawing

  package var path: String { writer.path }
  package var journalPath: String { writer.journalPath }

  package convenience init(
    path: String, playground: Playground, scale: Double, font: FontFile,
    scene: RecordedScene?, replacesFrames: Bool = false
  ) throws(UsageError) {
    var header = RecordingHeader(
      windowSize: playground.window.frame.size, scale: scale,
      safeArea: playground.window.safeAreaInsets, fontName: font.fileName,
      fontHash: font.contentHash, tuningPreset: playground.tuning.presetName,
      tuningOverrides: playground.tuning.overrides)
    header.fontBoldHash = font.bold?.contentHash
    header.fontSemiboldHash = font.semibold?.contentHash
    header.style = playground.style
    header.rate = playground.rate
    header.textSize = playground.window.contentSizeCategory
    header.scene = scene
    try self.init(path: path, header: header, session: playground, font: font)
    self.replacesFrames = replacesFrames
  }

  /// Records a compare session: the input once, every side's label and tuning in the header,
  /// and side B's own scene (`--scene-b`) in its side's entry.
  package convenience init(
    path: String, comparison: PlaygroundComparison, scale: Double, font: FontFile,
    scene: RecordedScene?, sideBScene: RecordedScene?
  ) throws(UsageError) {
    let first = comparison.variants[0].playground
    var header = RecordingHeader(
      windowSize: first.window.frame.size, scale: scale, safeArea: first.window.safeAreaInsets,
      fontName: font.fileName, fontHash: font.contentHash,
      variants: comparison.variants.enumerated().map { index, variant in
        var side = RecordingVariant(
          label: variant.label, tuningPreset: variant.playground.tuning.presetName,
          tuningOverrides: variant.playground.tuning.overrides)
        side.scene = index == 1 ? sideBScene : nil
        return side
      })
    header.fontBoldHash = font.bold?.contentHash
    header.fontSemiboldHash = font.semibold?.contentHash
    header.style = first.style
    header.rate = first.rate
    header.inputDelay = comparison.inputDelay
    header.textSize = first.window.contentSizeCategory
    header.scene = scene
    try self.init(path: path, header: header, session: comparison, font: font)
  }

  private init(
    path: String, header: RecordingHeader, session: any SessionSimulation, font: FontFile
  ) throws(UsageError) {
    drawing = FrameDrawing(font: font)
    do {
      writer = try RecordingWriter(path: path, header: header)
    } catch {
      throw UsageError(error.description)
    }
    self.playground = session
  }

  /// Appends the frame's events and returns those recorded, with the first refusal: an
  /// event the format cannot hold is left out of the recording, and the caller must leave it
  /// out of the session too, so the replay applies exactly what the session did.
  package func record(
    _ events: [SessionEvent], frame: Int
  ) -> (recorded: [SessionEvent], refusal: RecordingError?) {
    var refusal: RecordingError?
    var recorded: [SessionEvent] = []
    for event in events {
      do throws(RecordingError) {
        try writer.append(RecordedEvent(frame: frame, event: event))
        recorded.append(event)
      } catch {
        refusal = refusal ?? error
      }
    }
    if !recorded.isEmpty { recordedFrames = frame + 1 }
    return (recorded, refusal)
  }

  /// Notes the state the frame just simulated ended in, as its digest.
  /// Measures the frame's motion for the release metrics, as every replay does.
  func recordDigest() throws(RecordingError) {
    let state = playground.sessionState()
    if let single = playground as? Playground, let engine = state.single?.engine {
      if metrics.needsInspection(pointerDown: single.isPointerDown) {
        metrics.take(single.inspect(), state: engine)
      } else {
        metrics.takeIdle(state: engine)
      }
    }
    try writer.appendDigest(StateDigest.of(state))
  }

  /// Adds the state now as the next checkpoint and returns its name and frame, and why it
  /// has no frame image when it has none. On one device the frame is drawn at 1x (as
  /// `playground test` draws it) and written to `NAME.frames/CHECKPOINT.png`, over a file
  /// already there only with `--force`.
  package func addCheckpoint() throws(RecordingError) -> (
    checkpoint: RecordingCheckpoint, noImage: String?
  ) {
    var checkpoint = RecordingCheckpoint(
      frame: playground.frameIndex, name: RecordingCheckpoint.liveName(checkpointCount + 1),
      state: playground.sessionState())
    var noImage: String?
    do throws(UsageError) {
      checkpoint.image = try frameImage(named: checkpoint.name)
    } catch {
      noImage = error.message
    }
    try writer.append(checkpoint)
    checkpointCount += 1
    return (checkpoint: checkpoint, noImage: noImage)
  }

  private func frameImage(named name: String) throws(UsageError) -> String {
    guard playground is Playground else {
      throw UsageError("a compare session's checkpoints hold no frame image")
    }
    let file = CheckpointImage.expectedPath(ofRecording: writer.path, checkpoint: name)
    guard replacesFrames || FileStatus(path: file) == nil else {
      throw UsageError("\(file) exists (--force replaces it); the checkpoint has no frame image")
    }
    let image = try drawing.draw(playground)
    do throws(SDLError) {
      try? FileManager.default.createDirectory(
        atPath: CheckpointImage.framesFolder(ofRecording: writer.path),
        withIntermediateDirectories: false)
      try image.savePNG(to: file)
    } catch {
      throw UsageError("\(file): \(error.description); the checkpoint has no frame image")
    }
    return CheckpointImage.digest(rgb: image.bytes)
  }

  /// Hands the frame's events to the journal; the failure, the one time writing fails.
  func flush() -> RecordingError? {
    writer.flush()
  }

  /// Closes the recording with the number of frames simulated and moves it into place.
  /// Returns the frames it holds and how many the session ran.
  package func finish() throws(RecordingError) -> (written: Int, simulated: Int) {
    let simulated = max(playground.frameIndex, recordedFrames)
    // The end state is the state after the last frame: unknown when the session ended
    // between recording a frame's events and simulating it.
    let state = simulated == playground.frameIndex ? playground.sessionState() : nil
    let releases = metrics.finish(state: state?.single?.engine)
    return (
      try writer.finish(frameCount: simulated, endState: state, releases: releases), simulated
    )
  }
}

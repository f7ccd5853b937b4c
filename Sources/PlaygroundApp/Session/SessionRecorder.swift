import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens
import SheetSession

/// Records a live session: the header describes everything a replay needs to reproduce it
/// (window size, safe area, scale, font), then each frame's events are appended with the
/// frame they were applied in and flushed to the journal, with the digest of the state each
/// frame ended in and the checkpoints asked for (F5); the frame count and the final state
/// close the file.
@MainActor
final class SessionRecorder {
  private let writer: RecordingWriter
  private let playground: any SessionSimulation
  /// One past the last frame that has recorded events: the least frame count that closes
  /// the file validly, even when the session ends between recording a frame and stepping it.
  private var recordedFrames = 0
  /// Checkpoints added so far, for their names.
  private(set) var checkpointCount = 0

  var path: String { writer.path }
  var journalPath: String { writer.journalPath }

  convenience init(path: String, playground: Playground, scale: Double, font: FontFile)
    throws(UsageError)
  {
    var header = RecordingHeader(
      windowSize: playground.window.frame.size, scale: scale,
      safeArea: playground.window.safeAreaInsets, fontName: font.fileName,
      fontHash: font.contentHash, tuningPreset: playground.tuning.basePreset.name,
      tuningOverrides: playground.tuning.overrides)
    header.fontBoldHash = font.bold?.contentHash
    header.scene = SceneRegistry.recordedScene(forRecordingAt: path)
    try self.init(path: path, header: header, session: playground)
  }

  /// Records a compare session: the input once, every side's label and tuning in the header.
  convenience init(
    path: String, comparison: PlaygroundComparison, scale: Double, font: FontFile
  ) throws(UsageError) {
    let first = comparison.variants[0].playground
    var header = RecordingHeader(
      windowSize: first.window.frame.size, scale: scale, safeArea: first.window.safeAreaInsets,
      fontName: font.fileName, fontHash: font.contentHash,
      variants: comparison.variants.map { variant in
        RecordingVariant(
          label: variant.label, tuningPreset: variant.playground.tuning.basePreset.name,
          tuningOverrides: variant.playground.tuning.overrides)
      })
    header.fontBoldHash = font.bold?.contentHash
    header.scene = SceneRegistry.recordedScene(forRecordingAt: path)
    try self.init(path: path, header: header, session: comparison)
  }

  private init(
    path: String, header: RecordingHeader, session: any SessionSimulation
  ) throws(UsageError) {
    do {
      writer = try RecordingWriter(path: path, header: header)
    } catch {
      throw UsageError(error.description)
    }
    self.playground = session
  }

  /// Appends the frame's events; one the format refuses is left out (the others are still
  /// recorded) and the first refusal is thrown once they are all tried.
  func record(_ events: [SessionEvent], frame: Int) throws(RecordingError) {
    var refusal: RecordingError?
    for event in events {
      do throws(RecordingError) {
        try writer.append(RecordedEvent(frame: frame, event: event))
      } catch {
        refusal = refusal ?? error
      }
    }
    if !events.isEmpty { recordedFrames = frame + 1 }
    if let refusal { throw refusal }
  }

  /// Notes the state the frame just simulated ended in, as its digest.
  func recordDigest() throws(RecordingError) {
    try writer.appendDigest(StateDigest.of(playground.sessionState()))
  }

  /// Adds the state now as the next checkpoint and returns its name and frame.
  func addCheckpoint() throws(RecordingError) -> RecordingCheckpoint {
    let checkpoint = RecordingCheckpoint(
      frame: playground.frameIndex, name: RecordingCheckpoint.liveName(checkpointCount + 1),
      state: playground.sessionState())
    try writer.append(checkpoint)
    checkpointCount += 1
    return checkpoint
  }

  /// Hands the frame's events to the journal; the failure, the one time writing fails.
  func flush() -> RecordingError? {
    writer.flush()
  }

  /// Closes the recording with the number of frames simulated and moves it into place.
  /// Returns the frames it holds and how many the session ran.
  func finish() throws(RecordingError) -> (written: Int, simulated: Int) {
    let simulated = max(playground.frameIndex, recordedFrames)
    // The end state is the state after the last frame: unknown when the session ended
    // between recording a frame's events and simulating it.
    let state = simulated == playground.frameIndex ? playground.sessionState() : nil
    return (try writer.finish(frameCount: simulated, endState: state), simulated)
  }
}

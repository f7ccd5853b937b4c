import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens

/// Records a live session: the header describes everything a replay needs to reproduce it
/// (window size, safe area, scale, font), then each frame's events are appended with the
/// frame they were applied in, and the frame count closes the file.
@MainActor
final class SessionRecorder {
  private let writer: RecordingWriter
  private let playground: Playground

  init(path: String, playground: Playground, scale: Double, font: FontFile) throws(UsageError) {
    let header = RecordingHeader(
      windowSize: playground.window.frame.size, scale: scale,
      safeArea: playground.window.safeAreaInsets, fontName: font.fileName,
      fontHash: font.contentHash, tuningPreset: playground.tuning.basePreset.name,
      tuningOverrides: playground.tuning.overrides)
    do {
      writer = try RecordingWriter(path: path, header: header)
    } catch {
      throw UsageError(error.description)
    }
    self.playground = playground
  }

  func record(_ events: [SessionEvent], frame: Int) throws {
    for event in events { try writer.append(RecordedEvent(frame: frame, event: event)) }
  }

  /// Closes the recording with the number of frames simulated, and moves it into place.
  func finish() throws {
    try writer.finish(frameCount: playground.frameIndex)
  }
}

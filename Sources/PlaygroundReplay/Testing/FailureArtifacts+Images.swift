import Foundation
import PlaygroundSessions
import SheetFiles
import SheetPlayback
import SheetSDL

extension FailureArtifacts {
  /// The suffixes of a visual checkpoint's three artifacts, after its name.
  nonisolated static let imageSuffixes = ["-expected.png", "-actual.png", "-difference.png"]

  /// For each visual checkpoint whose frame differs: `CHECKPOINT-expected.png` (the PNG
  /// beside the recording), `CHECKPOINT-actual.png` (the replay's frame at 1x) and
  /// `CHECKPOINT-difference.png` (``DifferenceImage``) in `directory`.
  static func writeImages(
    verdict: RecordingVerdict, path: String, replay: RecordingReplay, into directory: String
  ) throws(UsageError) {
    for failure in verdict.failures where failure.visual != nil {
      let checkpoint = failure.checkpoint
      guard let actual = replay.images[checkpoint.frame] else { continue }
      let expectedFile = CheckpointImage.expectedPath(
        ofRecording: path, checkpoint: checkpoint.name)
      let expected = try? RGBImage.loadPNG(path: expectedFile)
      var images = [("-actual.png", actual)]
      if let expected {
        images.append(("-expected.png", expected))
        images.append(("-difference.png", DifferenceImage.make(expected: expected, actual: actual)))
      }
      for (suffix, image) in images {
        let file = (directory as NSString).appendingPathComponent(checkpoint.name + suffix)
        do throws(SDLError) {
          try image.savePNG(to: file)
        } catch {
          throw UsageError("--artifacts \(file): \(error.description)")
        }
      }
    }
  }
}

import Foundation
import PlaygroundSessions
import SheetPlayback
import SheetSDL

/// `--update`'s side of visual checkpoints: each checkpoint that holds a frame image (every
/// checkpoint with `--images`) gets the replay's frame as its digest and as its expected PNG
/// in `NAME.frames/` beside the recording, written atomically, and only when it changed, so
/// an update that changes nothing touches no file.
@MainActor
enum CheckpointImageFiles {
  /// The digest each visual checkpoint holds from now on, by name; the PNGs are written.
  package static func update(
    _ recording: Recording, path: String, replay: RecordingReplay, addingImages: Bool
  ) throws(UsageError) -> [String: String] {
    guard !recording.header.isComparison else {
      if addingImages {
        throw UsageError(
          "test --update --images: \(path) is a compare recording; its frames hold every side, "
            + "and visual checkpoints are one device's")
      }
      return [:]
    }
    var digests: [String: String] = [:]
    for checkpoint in recording.checkpoints {
      let wanted =
        checkpoint.image != nil || (addingImages && CheckpointImage.canHoldImage(checkpoint.name))
      guard wanted, let image = replay.images[checkpoint.frame] else { continue }
      let digest = CheckpointImage.digest(rgb: image.bytes)
      digests[checkpoint.name] = digest
      let file = CheckpointImage.expectedPath(ofRecording: path, checkpoint: checkpoint.name)
      if let existing = try? RGBImage.loadPNG(path: file),
        CheckpointImage.digest(rgb: existing.bytes) == digest
      {
        continue
      }
      try write(image, to: file)
    }
    return digests
  }

  private static func write(_ image: RGBImage, to file: String) throws(UsageError) {
    let folder = (file as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: false)
    } catch {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw UsageError("test --update: \(folder): cannot create the folder of frame images")
      }
    }
    do throws(SDLError) {
      try image.savePNG(to: file)
    } catch {
      throw UsageError("test --update: \(file): \(error.description)")
    }
  }
}

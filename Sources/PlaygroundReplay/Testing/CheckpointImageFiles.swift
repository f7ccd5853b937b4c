import Foundation
import PlaygroundSessions
import SheetFiles
import SheetPlayback
import SheetSDL

/// `--update`'s side of visual checkpoints: each checkpoint that holds a frame image (every
/// checkpoint with `--images`) gets the replay's frame as its digest and as its expected PNG
/// in `NAME.frames/` beside the recording, only when it changed, so an update that changes
/// nothing touches no file. The PNGs are only staged here (``FileBatch``): they take their
/// places together with the recording's replacement, or not at all.
@MainActor
enum CheckpointImageFiles {
  /// The images of an update, ready to be put in place with the recording.
  package struct Staged {
    /// The digest each visual checkpoint holds from now on, by name.
    package var digests: [String: String]
    /// The PNGs to write, staged under temporary names.
    package let files: FileBatch
    /// The `NAME.frames/` folder when this update made it, to remove if the update fails.
    let createdFolder: String?

    /// Puts the PNGs in place, then runs `last` (the recording's replacement): all of it or
    /// nothing, and a folder made for them is removed again when nothing.
    package func commit(then last: () throws(FileError) -> Void = {}) throws(FileError) {
      do throws(FileError) {
        try files.commit(then: last)
      } catch {
        abandon()
        throw error
      }
    }

    /// Removes the staged PNGs, and the folder if this update made it and it is empty.
    package func abandon() {
      files.discard()
      if let createdFolder { rmdir(createdFolder) }
    }
  }

  /// Stages the frame images of `replay`'s visual checkpoints that differ from the PNGs on
  /// disk.
  package static func stage(
    _ recording: Recording, path: String, replay: RecordingReplay, addingImages: Bool
  ) throws(UsageError) -> Staged {
    guard !recording.header.isComparison else {
      if addingImages {
        throw UsageError(
          "test --update --images: \(path) is a compare recording; its frames hold every side, "
            + "and visual checkpoints are one device's")
      }
      return Staged(digests: [:], files: FileBatch(), createdFolder: nil)
    }
    var staged = Staged(digests: [:], files: FileBatch(), createdFolder: nil)
    for checkpoint in recording.checkpoints {
      let wanted =
        checkpoint.image != nil || (addingImages && CheckpointImage.canHoldImage(checkpoint.name))
      guard wanted, let image = replay.images[checkpoint.frame] else { continue }
      let digest = CheckpointImage.digest(rgb: image.bytes)
      staged.digests[checkpoint.name] = digest
      let file = CheckpointImage.expectedPath(ofRecording: path, checkpoint: checkpoint.name)
      if let existing = try? RGBImage.loadPNG(path: file),
        CheckpointImage.digest(rgb: existing.bytes) == digest
      {
        continue
      }
      do throws(UsageError) {
        if staged.createdFolder == nil, try makeFolder(of: file) {
          staged = Staged(
            digests: staged.digests, files: staged.files,
            createdFolder: FilePath.directory(of: file))
        }
        try stage(image, to: file, in: staged.files)
      } catch {
        staged.abandon()
        throw error
      }
    }
    return staged
  }

  /// Makes the folder of `file` unless it is there; whether it made it.
  private static func makeFolder(of file: String) throws(UsageError) -> Bool {
    let folder = (file as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: false)
      return true
    } catch {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
        isFolder.boolValue
      else {
        throw UsageError("test --update: \(folder): cannot create the folder of frame images")
      }
      return false
    }
  }

  private static func stage(
    _ image: RGBImage, to file: String, in files: FileBatch
  ) throws(UsageError) {
    do throws(SDLError) {
      let bytes = try image.pngBytes(naming: file)
      do throws(FileError) {
        try files.add(bytes, to: file)
      } catch {
        throw SDLError("cannot write PNG \(error.description)")
      }
    } catch {
      throw UsageError("test --update: \(file): \(error.description)")
    }
  }
}

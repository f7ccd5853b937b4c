import Foundation
import SheetPlayback
import SheetSDL

/// Judges the visual checkpoints of a recording (those holding a frame image digest): the
/// replay's frame at each, drawn at 1x, must have the recorded digest. A frame that differs
/// is described against its expected PNG (`NAME.frames/CHECKPOINT.png`) by the pixels that
/// changed, so the failure says how much of the screen moved, not only that a hash did.
@MainActor
enum VisualCheckpoints {
  /// The frames a replay must draw to judge `recording`'s visual checkpoints.
  package static func frames(of recording: Recording) -> Set<Int> {
    Set(recording.checkpoints.filter { $0.image != nil }.map(\.frame))
  }

  /// By checkpoint name, how each differing visual checkpoint's frame differs.
  static func judge(recording: Recording, path: String, replay: RecordingReplay) -> [String:
    String]
  {
    var found: [String: String] = [:]
    for checkpoint in recording.checkpoints {
      guard let digest = checkpoint.image, let actual = replay.images[checkpoint.frame] else {
        continue
      }
      guard CheckpointImage.digest(rgb: actual.bytes) != digest else { continue }
      let file = CheckpointImage.expectedPath(ofRecording: path, checkpoint: checkpoint.name)
      found[checkpoint.name] = describe(actual, expectedFile: file, digest: digest)
    }
    return found
  }

  /// "its frame differs from x.frames/checkpoint-2.png in 1,234 pixels (0.4 %)".
  package static func describe(_ actual: RGBImage, expectedFile file: String, digest: String)
    -> String
  {
    let name = (file as NSString).lastPathComponent
    guard let expected = try? RGBImage.loadPNG(path: file) else {
      return "its frame differs from the recorded image, and \(name) is missing to show how"
    }
    guard CheckpointImage.digest(rgb: expected.bytes) == digest else {
      return "its frame differs from the recorded image, and \(name) is not that image "
        + "(`playground test --update` writes both again)"
    }
    let difference = actual.difference(from: expected)
    guard difference.sizesMatch else {
      return "its frame is \(actual.width) x \(actual.height) pixels, \(name) "
        + "\(expected.width) x \(expected.height)"
    }
    let total = max(actual.width * actual.height, 1)
    let share = Double(difference.differingPixelCount) * 100 / Double(total)
    return "its frame differs from \(name) in \(grouped(difference.differingPixelCount)) "
      + "pixels (\(String(format: share < 0.1 ? "%.3f" : "%.1f", share)) %)"
  }

  nonisolated static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }
}

import Foundation
import PlaygroundSessions
import SheetEngine
import SheetFiles
import SheetPlayback
import SheetSDL
import SheetScreens

/// `--artifacts DIR`: what a person needs to see a failure without rerunning anything:
/// `DIR/NAME/first-difference.png` (the frame whose state first left the recording),
/// `checkpoint.png` (the failed checkpoint's frame) and `state-diff.json` (every differing
/// field, and both states in full), and for a visual checkpoint whose frame differs its
/// expected, actual and difference images (``writeImages(verdict:path:replay:into:)``).
@MainActor
enum FailureArtifacts {
  package static func write(
    name: String, path: String, recording: Recording, verdict: RecordingVerdict,
    replay: RecordingReplay, folder: String, font: FontFile, setup: ReplaySetup
  ) throws(UsageError) {
    let directory = (folder as NSString).appendingPathComponent(name)
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw UsageError("--artifacts \(directory): cannot create the folder")
    }
    var frames: [Int: [String]] = [:]
    if let frame = verdict.firstDifferingFrame, frame >= 1 {
      frames[frame, default: []].append("first-difference.png")
    }
    if let frame = verdict.failedCheckpoint?.checkpoint.frame, frame >= 1 {
      frames[frame, default: []].append("checkpoint.png")
    }
    try render(frames, of: recording, into: directory, font: font, setup: setup)
    try writeImages(verdict: verdict, path: path, replay: replay, into: directory)
    let diff = stateDiff(path: path, verdict: verdict, replay: replay)
    do throws(FileError) {
      try AtomicFileWriter.write(
        diff, to: (directory as NSString).appendingPathComponent("state-diff.json"))
    } catch {
      throw UsageError("--artifacts \(directory): \(error.reason)")
    }
  }

  /// Replays `recording` to the last frame asked for, drawing only those frames.
  private static func render(
    _ frames: [Int: [String]], of recording: Recording, into directory: String, font: FontFile,
    setup: ReplaySetup
  ) throws(UsageError) {
    guard let last = frames.keys.max() else { return }
    let playground = try RecordingReplay.makeSession(for: recording, setup: setup)
    let player = RecordingPlayer(recording: recording, session: playground)
    let images = try setup.scenes.images(
      scale: recording.header.scale)
    while playground.frameIndex < last {
      guard let files = frames[playground.frameIndex + 1] else {
        player.simulateFrame()
        continue
      }
      let list = player.stepFrame()
      do throws(SDLError) {
        let canvas = try OffscreenCanvas(
          size: playground.displaySize, scale: recording.header.scale, font: font)
        if let images { canvas.images = images }
        canvas.render(list, background: .black)
        for file in files {
          try canvas.savePNG(to: (directory as NSString).appendingPathComponent(file))
        }
      } catch {
        throw UsageError("--artifacts \(directory): \(error.description)")
      }
    }
  }

  private static func stateDiff(
    path: String, verdict: RecordingVerdict, replay: RecordingReplay
  ) -> String {
    var out = "{\n  \"recording\": \(jsonString(path)),\n"
    out += "  \"firstDifferingFrame\": \(verdict.firstDifferingFrame.map(String.init) ?? "null")"
    if let (checkpoint, differences) = verdict.failedCheckpoint {
      out += ",\n  \"checkpoint\": \(jsonString(checkpoint.name)),\n"
      out += "  \"frame\": \(checkpoint.frame),\n  \"differences\": [\n"
      out += differences.map { difference in
        "    {\"path\": \(jsonString(difference.path)), \"expected\": \(json(difference.expected)), "
          + "\"actual\": \(json(difference.actual))}"
      }.joined(separator: ",\n")
      out += "\n  ],\n  \"expected\": \(StateSnapshotJSON.encodeLine(checkpoint.state)),\n"
      let actual =
        replay.states[checkpoint.name].map { StateSnapshotJSON.encodeLine($0) } ?? "null"
      out += "  \"actual\": \(actual)"
    }
    return out + "\n}\n"
  }

  /// A difference's value is JSON text already; "(missing)" is not, and becomes null.
  private static func json(_ text: String) -> String {
    text == "(missing)" ? "null" : text
  }

  private static func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

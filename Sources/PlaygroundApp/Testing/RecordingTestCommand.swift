import Foundation
import SheetEngine
import SheetPlayback
import SheetSDL
import SheetScreens

/// `playground test`: recorded sessions as tests anyone can write without Swift. Each
/// recording is replayed headless and judged by ``RecordingVerdict``; one line per
/// recording, then the totals. Unreadable input is found before anything runs (exit 2).
@MainActor
enum RecordingTestCommand {
  static func run(_ arguments: ArraySlice<String>, program: String) throws -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(RecordingTestOptions.helpText)
      return 0
    }
    let options = try RecordingTestOptions.parse(arguments)
    let paths = try RecordingDiscovery.find(options.paths).filter(options.shard.contains)
    try SDLLibrary.initialize(video: false)
    let font = try FontResolver.resolve(options.fontPath)
    let measurer = try TTFTextMeasurer(font: font)
    let recordings = try paths.map { path throws(UsageError) in
      (path, try ReplayLoader.load(path: path, font: font))
    }
    let names = displayNames(paths)
    var report = JUnitReport()
    var (passed, failed) = (0, 0)
    for (path, recording) in recordings {
      let name = names[path] ?? path
      let start = ContinuousClock.now
      let replay = try RecordingReplay.run(recording, measurer: measurer)
      if options.updates {
        try update(recording, path: path, name: name, replay: replay)
        passed += 1
        continue
      }
      let verdict = RecordingVerdict(recording: recording, replay: replay)
      let elapsed = (ContinuousClock.now - start).components
      let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
      guard let message = verdict.failureMessage else {
        passed += 1
        print(
          "PASS \(name) (\(count(verdict.checkpointCount, "checkpoint")), "
            + "\(count(verdict.frameCount, "frame")))")
        report.cases.append(.init(name: name, path: path, seconds: seconds))
        continue
      }
      failed += 1
      print("FAIL \(name): \(message)")
      var details = ""
      if let frame = verdict.inspectionFrame {
        details = "  open it: \(shellQuoted(program)) --replay \(shellQuoted(path)) --seek \(frame)"
        print(details)
      }
      report.cases.append(
        .init(name: name, path: path, seconds: seconds, failure: message, details: details))
      if let folder = options.artifactsPath {
        try FailureArtifacts.write(
          name: name, path: path, recording: recording, verdict: verdict, replay: replay,
          folder: folder, font: font, measurer: measurer)
      }
    }
    if options.updates {
      print("\(count(passed, "recording")) checked")
    } else {
      print("\(passed) passed, \(failed) failed")
    }
    if let junit = options.junitPath { try report.write(to: junit) }
    return failed > 0 ? 1 : 0
  }

  private static func update(
    _ recording: Recording, path: String, name: String, replay: RecordingReplay
  ) throws(UsageError) {
    let update = RecordingUpdate(recording, replay: replay)
    guard !update.changes.isEmpty else {
      print("UNCHANGED \(name)")
      return
    }
    do throws(RecordingError) {
      try RecordingWriter.write(update.recording, to: path)
    } catch {
      throw UsageError(error.description)
    }
    print("UPDATED \(name): " + update.changes.joined(separator: ", "))
  }

  /// Each recording's name: its file name without `.jsonl`, or its path where two share one.
  static func displayNames(_ paths: [String]) -> [String: String] {
    let short = paths.map { path in
      let file = (path as NSString).lastPathComponent
      return file.hasSuffix(".jsonl") ? String(file.dropLast(6)) : file
    }
    var counts: [String: Int] = [:]
    for name in short { counts[name, default: 0] += 1 }
    return Dictionary(
      uniqueKeysWithValues: zip(paths, short).map { path, name in
        (path, counts[name] == 1 ? name : path)
      })
  }

  private static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }

  /// `text` as one shell word: as it is when it is plain, else single-quoted.
  static func shellQuoted(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic && scalar.isASCII
          || "0123456789-_./+=:,@%".unicodeScalars.contains(scalar)
      }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

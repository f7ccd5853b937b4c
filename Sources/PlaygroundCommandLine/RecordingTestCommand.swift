import Foundation
import PlaygroundReplay
import PlaygroundSessions
import SheetEngine
import SheetFiles
import SheetPlayback
import SheetSDL
import SheetScreens

/// `playground test`: recorded sessions as tests anyone can write without Swift. Each
/// recording is replayed headless and judged by ``RecordingVerdict``; one line per
/// recording, then the totals. Unreadable input is found before anything runs (exit 2).
@MainActor
enum RecordingTestCommand {
  package static func run(_ arguments: ArraySlice<String>, program: String) throws -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(RecordingTestOptions.helpText)
      return 0
    }
    let options = try RecordingTestOptions.parse(arguments)
    let discovered = try RecordingDiscovery.find(options.paths)
    let paths = discovered.filter(options.shard.contains)
    let names = displayNames(paths)
    try SDLLibrary.initialize(video: false)
    let font = try FontResolver.resolve(options.fontPath)
    try RecordingTestFiles.check(
      options, discovered: discovered, running: paths, names: names, fontPath: font.path)
    let measurer = try TTFTextMeasurer(font: font)
    // Fingerprints first: an update refuses a file that changed after it was read.
    let fingerprints = try paths.map { path throws(UsageError) in
      options.updates ? try fingerprint(path) : nil
    }
    let recordings = try paths.map { path throws(UsageError) in
      (
        path,
        try ReplayLoader.load(
          path: path, font: font, allowsLongIdle: options.allowsLong, sceneMismatch: .fail)
      )
    }
    if options.addsImages, let (path, _) = recordings.first(where: { $0.1.header.isComparison }) {
      throw UsageError(
        "test --update --images: \(path) is a compare recording; its frames hold every side, "
          + "and visual checkpoints are one device's")
    }
    var run = try RecordingTestRun(
      options: options, program: program, font: font, measurer: measurer,
      total: recordings.count)
    do {
      for (index, (path, recording)) in recordings.enumerated() {
        try run.test(
          recording, path: path, name: names[path] ?? path, fingerprint: fingerprints[index])
      }
      return try run.finish()
    } catch {
      run.abandon()
      throw error
    }
  }

  private static func fingerprint(_ path: String) throws(UsageError) -> FileFingerprint {
    do throws(RecordingError) {
      return try RecordingWriter.fingerprint(of: path)
    } catch {
      throw UsageError(error.description)
    }
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

}

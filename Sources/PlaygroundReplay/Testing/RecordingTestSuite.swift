import Foundation
import PlaygroundSessions
import SheetFiles
import SheetPlayback
import SheetSDL
import SheetScreens

/// `playground test` as a function: replays each recording headless, judges every checkpoint
/// and every frame's digest, writes the JUnit file, report and artifacts the options ask for,
/// and returns each recording's verdict as a value. The command line and `PlaygroundHost` are
/// its two callers; both print the same lines, because the summary is the runner's own output.
@MainActor
public enum RecordingTestSuite {
  /// Runs `options` (validated first) against `screens` (what a recording that names no
  /// scene shows: the playground's own, or a host app's); `program` is how the person runs
  /// the playground, for the `--seek` commands the failures print.
  public static func run(
    _ options: RecordingTestOptions, screens: ScreenSource = .playground,
    program: String = "playground"
  ) throws -> RecordingTestResults {
    try options.validate()
    let discovered = try RecordingDiscovery.find(options.paths)
    let paths = discovered.filter(options.shard.contains)
    let names = displayNames(paths)
    try SDLLibrary.initialize(video: false)
    // Without --font each recording replays with the font it names when that is installed
    // (FontResolver), so recordings made with DejaVu Sans and with Inter pass side by side.
    var fonts: [String: (FontFile, TTFTextMeasurer)] = [:]
    func fontAndMeasurer(for path: String) throws(UsageError) -> (FontFile, TTFTextMeasurer) {
      let font = try FontResolver.resolve(options.fontPath, replaying: path)
      if let known = fonts[font.path] { return known }
      let loaded = (font, try makeMeasurer(font))
      fonts[font.path] = loaded
      return loaded
    }
    let (font, measurer) = try fontAndMeasurer(for: paths.first ?? "")
    try RecordingTestFiles.check(
      options, discovered: discovered, running: paths, names: names, fontPath: font.path)
    // Fingerprints first: an update refuses a file that changed after it was read.
    let fingerprints = try paths.map { path throws(UsageError) in
      options.updates ? try fingerprint(path) : nil
    }
    let recordings = try paths.map { path throws(UsageError) in
      let (font, measurer) = try fontAndMeasurer(for: path)
      return (
        path,
        try ReplayLoader.load(
          path: path, font: font, allowsLongIdle: options.allowsLong, sceneMismatch: .fail),
        font, measurer
      )
    }
    if options.addsImages,
      let (path, _, _, _) = recordings.first(where: { $0.1.recording.header.isComparison })
    {
      throw UsageError(
        "test --update --images: \(path) is a compare recording; its frames hold every side, "
          + "and visual checkpoints are one device's")
    }
    var run = try RecordingTestRun(
      options: options, program: program, font: font, measurer: measurer, screens: screens,
      total: recordings.count)
    do {
      for (index, (path, recording, font, measurer)) in recordings.enumerated() {
        run.use(font: font, measurer: measurer)
        try run.test(
          recording, path: path, name: names[path] ?? path, fingerprint: fingerprints[index])
      }
      try run.finish()
      return run.results
    } catch {
      run.abandon()
      throw error
    }
  }

  private static func makeMeasurer(_ font: FontFile) throws(UsageError) -> TTFTextMeasurer {
    do throws(SDLError) {
      return try TTFTextMeasurer(font: font)
    } catch {
      throw UsageError(error.description)
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

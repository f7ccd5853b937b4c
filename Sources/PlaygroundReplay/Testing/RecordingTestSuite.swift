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
    if options.worker {
      try RecordingTestWorker.serve(options, screens: screens)
      return RecordingTestResults()
    }
    let discovered = try RecordingDiscovery.find(options.paths)
    let sharded = discovered.filter(options.shard.contains)
    let names = displayNames(sharded)
    let paths = try only(options.only, of: sharded, names: names)
    try SDLLibrary.initialize(video: false)
    var fonts = FontCache(fontPath: options.fontPath)
    let (font, measurer) = try fonts.font(for: paths.first ?? "")
    try RecordingTestFiles.check(
      options, discovered: discovered, running: paths, names: names, fontPath: font.path)
    try readEveryRecording(paths, options: options, fonts: &fonts)
    var run = try RecordingTestRun(
      options: options, program: program, font: font, measurer: measurer, screens: screens,
      total: paths.count)
    let jobs = min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, paths.count)
    do {
      if jobs > 1, let executable = workerExecutable {
        let arguments = options.workerArguments(
          program: program, reportFolder: run.reportBuildingFolder)
        try RecordingWorkerPool.run(
          executable: executable, arguments: arguments, jobs: jobs,
          recordings: paths.map { ($0, names[$0] ?? $0) }
        ) { outcome in run.record(outcome) }
      } else {
        for (index, path) in paths.enumerated() {
          let (font, measurer) = try fonts.font(for: path)
          run.use(font: font, measurer: measurer)
          let outcome = try testOne(
            path: path, name: names[path] ?? path, number: index + 1, run: run)
          run.record(outcome)
        }
      }
      try run.finish()
      return run.results
    } catch {
      run.abandon()
      throw error
    }
  }

  /// Reads every recording before any runs (bad input is exit 2 with nothing printed), one at
  /// a time and let go, so memory holds one recording however many there are; each is read
  /// again when it runs.
  private static func readEveryRecording(
    _ paths: [String], options: RecordingTestOptions, fonts: inout FontCache
  ) throws {
    var comparison: String?
    for path in paths {
      let loaded = try ReplayLoader.load(
        path: path, font: try fonts.font(for: path).0, allowsLongIdle: options.allowsLong,
        sceneMismatch: .fail)
      if comparison == nil, loaded.recording.header.isComparison { comparison = path }
    }
    if options.addsImages, let comparison {
      throw UsageError(
        "test --update --images: \(comparison) is a compare recording; its frames hold every "
          + "side, and visual checkpoints are one device's")
    }
  }

  /// The executable a `--jobs` worker runs: this program, set by `PlaygroundMain.run` (the
  /// entry of an executable that understands `test --worker`); nil runs one job in-process.
  public static var workerExecutable: String?

  /// Reads (fingerprinted first: an update refuses a file that changed after it was read),
  /// replays and judges one recording. The loader's warnings were printed when every
  /// recording was read before the run, so they are not repeated.
  static func testOne(
    path: String, name: String, number: Int, run: RecordingTestRun
  ) throws -> RecordingOutcome {
    let fingerprint = run.options.updates ? try fingerprint(path) : nil
    let loaded = try StandardError.silenced { () throws(UsageError) -> LoadedRecording in
      try ReplayLoader.load(
        path: path, font: run.font, allowsLongIdle: run.options.allowsLong,
        sceneMismatch: .fail)
    }
    return try run.test(
      loaded, path: path, name: name, number: number, fingerprint: fingerprint)
  }

  /// `--only`: the recordings of those names, in the run's order; a name that matches none
  /// is bad input.
  static func only(
    _ wanted: [String], of paths: [String], names: [String: String]
  ) throws(UsageError) -> [String] {
    guard !wanted.isEmpty else { return paths }
    for name in wanted where !paths.contains(where: { names[$0] == name }) {
      throw UsageError(
        "test: --only '\(DiagnosticText.quoted(name))': no recording of that name in "
          + "the paths given")
    }
    return paths.filter { wanted.contains(names[$0] ?? $0) }
  }

  /// Each recording's font and text measurer: `--font`'s, or the font the recording names
  /// when that is installed (``FontResolver``), so recordings made with DejaVu Sans and with
  /// Inter pass side by side; each font is loaded once.
  @MainActor
  struct FontCache {
    let fontPath: String?
    private var fonts: [String: (FontFile, TTFTextMeasurer)] = [:]

    init(fontPath: String?) { self.fontPath = fontPath }

    mutating func font(for path: String) throws(UsageError) -> (FontFile, TTFTextMeasurer) {
      let font = try FontResolver.resolve(fontPath, replaying: path)
      if let known = fonts[font.path] { return known }
      let loaded = (font, try RecordingTestSuite.makeMeasurer(font))
      fonts[font.path] = loaded
      return loaded
    }
  }

  static func makeMeasurer(_ font: FontFile) throws(UsageError) -> TTFTextMeasurer {
    do throws(SDLError) {
      return try TTFTextMeasurer(font: font)
    } catch {
      throw UsageError(error.description)
    }
  }

  static func fingerprint(_ path: String) throws(UsageError) -> FileFingerprint {
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

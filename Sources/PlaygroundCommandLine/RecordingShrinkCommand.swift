import PlaygroundReplay
import PlaygroundSessions
import SheetFiles
import SheetPlayback
import SheetSDL
import SheetScreens

/// `playground shrink FILE --out MIN.jsonl`: see ``RecordingShrinker``. Its files are checked
/// before any replay (the output is never the input or the font, and an existing one needs
/// `--force`); progress goes to stderr; `--seconds N` bounds the search and writes the
/// smallest failing recording found so far.
@MainActor
enum RecordingShrinkCommand {
  package static let helpText = """
    Usage: playground shrink FILE --out MIN.jsonl [--seconds N] [--force] [--font FILE]

    FILE must fail `playground test` at a checkpoint. Writes to MIN.jsonl (atomically) a
    recording with as few input events as it can find that misses the same checkpoint in
    the same visible way (tuning never counts), ending at that checkpoint's frame; when
    FILE's header tuning was edited, it must also pass with the recorded tuning.

      --seconds N   stop after N seconds and write the smallest failing recording found
                    so far (default: no limit); progress is printed on stderr
      --force       replace MIN.jsonl if it exists
      --allow-long  accept a recording longer than the limits (see playground --help)
    """

  /// Shrinks against `screens`, what a recording that names no scene shows.
  package static func run(_ arguments: ArraySlice<String>, screens: ScreenSource) throws -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(helpText)
      return 0
    }
    let options = try RecordingShrinkOptions.parse(arguments)
    let (input, output) = (options.input, options.output)
    try SDLLibrary.initialize(video: false)
    let font = try FontResolver.resolve(options.fontPath, replaying: input)
    var files = SessionFiles(force: options.force)
    try files.addInput("FILE", input)
    try files.addInput("--font", font.path)
    try files.addOutput("--out", output, allowsDevice: false, extensions: [".jsonl"])
    let measurer = try TTFTextMeasurer(font: font)
    let loaded = try ReplayLoader.load(
      path: input, font: font, allowsLongIdle: options.allowsLong)
    let recording = loaded.recording
    let setup = loaded.setup(measurer: measurer, screens: screens)
    let replay = try RecordingReplay.run(recording, setup: setup)
    let verdict = RecordingVerdict(recording: recording, replay: replay)
    guard let message = verdict.failureMessage else {
      throw SessionFailure("shrink: \(input) passes: there is no failure to shrink")
    }
    guard
      let shrinker = RecordingShrinker(
        recording, verdict: verdict, replay: replay, setup: setup)
    else {
      throw SessionFailure(
        "shrink: \(input) misses no checkpoint (\(message)); shrink needs a failing checkpoint")
    }
    StandardError.writeLine("shrink: \(input): \(message)")
    let (smaller, complete) = try shrink(shrinker, options, total: recording.events.count)
    do throws(RecordingError) {
      try RecordingWriter.replace(smaller, at: output, expecting: nil)
    } catch {
      throw UsageError(error.description)
    }
    RecordingTestRun.say(
      "shrink: \(recording.events.count) events -> \(smaller.events.count) in \(output) "
        + "(\(smaller.frameCount) frames), failing checkpoint '\(shrinker.signature.checkpoint)': "
        + shrinker.signature.behaviour
        + (complete ? "" : " (the --seconds budget ran out: smaller may exist)"))
    return 0
  }

  private static func shrink(
    _ shrinker: RecordingShrinker, _ options: RecordingShrinkOptions, total: Int
  ) throws(UsageError) -> (Recording, Bool) {
    let progress = ProgressLine()
    let deadline = options.seconds.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
    let budget = options.seconds.map { " of \(Int($0.rounded(.up))) s" } ?? ""
    let result = try shrinker.shrink(deadline: deadline) { step in
      progress.update(
        "shrink: \(step.events) of \(total) events still fail the same way"
          + (step.chunk > 0 ? ", removing \(step.chunk) at a time" : "")
          + ", \(Int(progress.elapsedSeconds)) s\(budget)")
    }
    progress.finish()
    return result
  }
}

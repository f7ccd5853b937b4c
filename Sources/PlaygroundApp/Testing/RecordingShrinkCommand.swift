import SheetPlayback
import SheetSDL

/// `playground shrink FILE --out MIN.jsonl [--font FILE]`: see ``RecordingShrinker``.
@MainActor
enum RecordingShrinkCommand {
  static let helpText = """
    Usage: playground shrink FILE --out MIN.jsonl [--font FILE]

    FILE must fail `playground test` at a checkpoint. Writes to MIN.jsonl (atomically) a
    recording with as few input events as it can find that misses the same checkpoint field
    with the same expected and actual values, ending at that checkpoint's frame.
    """

  static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(helpText)
      return 0
    }
    var remaining = arguments
    var (input, output, fontPath): (String?, String?, String?) = (nil, nil, nil)
    while let argument = remaining.popFirst() {
      switch argument {
      case "--out", "--font":
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
          throw UsageError("shrink: \(argument) needs a value (see playground shrink --help)")
        }
        if argument == "--out" { output = value } else { fontPath = value }
      default:
        guard input == nil, !argument.hasPrefix("-") else {
          throw UsageError(
            "shrink: unexpected argument '\(argument)' (see playground shrink --help)")
        }
        input = argument
      }
    }
    guard let input, let output else {
      throw UsageError("shrink needs FILE and --out MIN.jsonl (see playground shrink --help)")
    }
    guard input != output else { throw UsageError("shrink: --out must not be FILE itself") }
    try SDLLibrary.initialize(video: false)
    let font = try FontResolver.resolve(fontPath)
    let measurer = try TTFTextMeasurer(font: font)
    let recording = try ReplayLoader.load(path: input, font: font)
    let replay = try RecordingReplay.run(recording, measurer: measurer)
    let verdict = RecordingVerdict(recording: recording, replay: replay)
    guard let message = verdict.failureMessage else {
      throw SessionFailure("shrink: \(input) passes: there is no failure to shrink")
    }
    guard let shrinker = RecordingShrinker(recording, verdict: verdict, measurer: measurer) else {
      throw SessionFailure(
        "shrink: \(input) misses no checkpoint (\(message)); shrink needs a failing checkpoint")
    }
    StandardError.writeLine("shrink: \(input): \(message)")
    let smaller = try shrinker.shrink { count in
      StandardError.writeLine("shrink: \(count) events still fail the same way")
    }
    do throws(RecordingError) {
      try RecordingWriter.write(smaller, to: output)
    } catch {
      throw UsageError(error.description)
    }
    print(
      "shrink: \(recording.events.count) events -> \(smaller.events.count) in \(output) "
        + "(\(smaller.frameCount) frames), failing checkpoint '\(shrinker.signature.checkpoint)': "
        + shrinker.signature.difference.summary)
    return 0
  }
}

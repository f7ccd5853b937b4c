import PlaygroundReplay
import PlaygroundSessions
import SheetFiles
import SheetPlayback
import SheetSDL

/// `playground fuzz`: seeded random input at random moments of every screen's animations,
/// episode after episode until the time is up, with ``FuzzInvariant``s checked after every
/// frame. The first violation is shrunk (``DeltaDebugging``, as `playground shrink`), written
/// as a recording when `--out` names a folder, and reported by the invariant's name; the
/// seed reproduces it, since episode k of a seed always gets the same input.
@MainActor
enum FuzzCommand {
  package static let helpText = """
    Usage: playground fuzz --seed S --seconds N [--episodes N] [--out DIR] [--frames N]
                           [--force] [--font FILE]

    Random grabs, drags, flicks, taps and keys at random moments of every screen's
    animations (episodes of N frames, default 600, alternating the seed and fluid presets),
    checking after every frame: grab-under-pointer, spring-keeps-release-velocity,
    stays-in-bounds, tap-reaches-target, and at the end of each episode live-equals-replay.
    Exit 0 when every invariant held for N seconds (or --episodes N episodes, if they end
    sooner: the same input on every machine), 1 on the first violation (shrunk and,
    with --out, written to DIR/fuzz-S.jsonl, atomically; --force replaces one there).
    """

  package static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(helpText)
      return 0
    }
    let options = try FuzzOptions.parse(arguments)
    try SDLLibrary.initialize(video: false)
    let font = try FontResolver.resolve(options.fontPath)
    var files = SessionFiles(force: options.force)
    try files.addInput("--font", font.path)
    if let path = options.outputPath {
      try files.addOutput("--out", path, allowsDevice: false, extensions: [".jsonl"])
    }
    let measurer = try TTFTextMeasurer(font: font)
    let deadline = ContinuousClock.now + .milliseconds(Int(options.seconds * 1000))
    var seeds = SeededGenerator(seed: options.seed)
    var (episodes, frames) = (0, 0)
    let progress = ProgressLine()
    while ContinuousClock.now < deadline, episodes < options.episodes ?? .max {
      let episode = FuzzEpisode(
        seed: seeds.next(), index: episodes, frames: options.frames, measurer: measurer,
        font: font)
      let outcome = try episode.run()
      episodes += 1
      frames += outcome.recording.frameCount
      progress.update("fuzz: \(episodes) episodes, \(frames) frames, every invariant held")
      guard let violation = outcome.violation else { continue }
      progress.finish()
      return try report(violation, outcome.recording, episode: episode, options: options)
    }
    progress.finish()
    RecordingTestRun.say(
      "PASS fuzz --seed \(options.seed): \(episodes) episodes, \(frames) frames, every "
        + "invariant held (" + FuzzInvariant.allCases.map(\.rawValue).joined(separator: ", ")
        + ")")
    return 0
  }

  /// Shrinks the failing episode's events to the fewest that break the same invariant,
  /// writes them and says what broke, where, and how to see it again.
  private static func report(
    _ violation: FuzzViolation, _ recording: Recording, episode: FuzzEpisode,
    options: FuzzOptions
  ) throws -> Int32 {
    let deadline = ContinuousClock.now + .seconds(min(max(options.seconds, 10), 60))
    let (events, _) = try DeltaDebugging.shrink(recording.events) {
      candidate, _ throws(UsageError) -> Bool? in
      guard ContinuousClock.now < deadline else { return nil }
      // Input a mouse can make: a press is released before the next one.
      guard FuzzEpisode.pressesAlternate(candidate) else { return false }
      let replayed = try FuzzEpisode(
        seed: episode.seed, index: episode.index, frames: recording.frameCount,
        measurer: episode.measurer, font: episode.font
      ).replay(candidate)
      return replayed.violation?.invariant == violation.invariant
    }
    let shrunk = try episode.replay(events)
    let found = shrunk.violation ?? violation
    var lines = [
      "FAIL fuzz --seed \(options.seed), episode \(episode.index + 1) "
        + "(\(episode.tuning.presetName) preset): \(found)",
      "  shrunk: \(recording.events.count) events -> \(events.count), "
        + "\(shrunk.recording.frameCount) frames",
    ]
    if let path = options.outputPath {
      do throws(RecordingError) {
        try RecordingWriter.replace(shrunk.recording, at: path, expecting: nil)
      } catch {
        throw UsageError(error.description)
      }
      lines.append(
        "  open it: \(PlaygroundMain.programName) --replay \(path) --seek \(max(found.frame - 1, 0))"
      )
    } else {
      lines.append("  --out DIR writes it as a recording")
    }
    lines.append(
      "  reproduce: \(PlaygroundMain.programName) fuzz --seed \(options.seed) --seconds "
        + "\(FuzzInvariant.format(options.seconds))")
    for line in lines { RecordingTestRun.say(line) }
    return 1
  }
}

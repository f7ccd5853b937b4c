import PlaygroundSessions
import SheetFiles

/// `playground fuzz --seed S --seconds N [--episodes N] [--out DIR] [--frames N] [--force]
/// [--font FILE]`, validated: every mistake is one line naming the argument.
package struct FuzzOptions {
  package var seed: UInt64
  package var seconds: Double
  /// Where a violation's recording goes (`DIR/fuzz-S.jsonl`); without it nothing is written.
  var outputFolder: String?
  /// Frames per episode (a fresh playground each).
  package var frames = 600
  /// At most this many episodes: with it a run covers the same input on every machine fast
  /// enough to finish them within `seconds` (`make test`'s run), never more on a faster one.
  package var episodes: Int?
  package var force = false
  package var fontPath: String?

  /// The recording a violation is written to.
  package var outputPath: String? {
    outputFolder.map { folder in
      (folder.hasSuffix("/") ? folder : folder + "/") + "fuzz-\(seed).jsonl"
    }
  }

  package static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Self {
    var remaining = arguments
    var values: [String: String] = [:]
    var force = false
    while let argument = remaining.popFirst() {
      switch argument {
      case "--force": force = true
      case "--seed", "--seconds", "--out", "--frames", "--font", "--episodes":
        values[argument] = try ArgumentValue.take(
          for: argument, from: &remaining, command: "fuzz")
      default:
        throw UsageError(
          "fuzz: unexpected argument '\(DiagnosticText.quoted(argument))' (see playground "
            + "fuzz --help)")
      }
    }
    guard let seedText = values["--seed"], let secondsText = values["--seconds"] else {
      throw UsageError("fuzz needs --seed S and --seconds N (see playground fuzz --help)")
    }
    guard let seed = UInt64(seedText) else {
      throw UsageError(
        "fuzz: --seed '\(DiagnosticText.quoted(seedText))': expected a whole number from 0 "
          + "to \(UInt64.max)")
    }
    guard let seconds = ArgumentValue.decimal(secondsText), seconds > 0, seconds <= 86_400
    else {
      throw UsageError(
        "fuzz: --seconds '\(DiagnosticText.quoted(secondsText))': expected seconds from 0 to "
          + "86400")
    }
    var options = Self(seed: seed, seconds: seconds, outputFolder: values["--out"], force: force)
    options.fontPath = values["--font"]
    if let text = values["--frames"] {
      guard let frames = Int(text), (10...100_000).contains(frames) else {
        throw UsageError(
          "fuzz: --frames '\(DiagnosticText.quoted(text))': expected a frame count from 10 to "
            + "100000")
      }
      options.frames = frames
    }
    if let text = values["--episodes"] {
      guard let episodes = Int(text), (1...1_000_000).contains(episodes) else {
        throw UsageError(
          "fuzz: --episodes '\(DiagnosticText.quoted(text))': expected a count from 1 to "
            + "1000000")
      }
      options.episodes = episodes
    }
    return options
  }
}

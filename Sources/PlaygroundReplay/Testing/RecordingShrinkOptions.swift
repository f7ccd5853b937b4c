import PlaygroundSessions
import SheetFiles

/// `playground shrink FILE --out MIN.jsonl [--seconds N] [--force] [--font FILE]
/// [--allow-long]`, validated.
package struct RecordingShrinkOptions {
  package var input: String
  package var output: String
  package var fontPath: String?
  /// `--seconds N`: the time budget; when it runs out the smallest failing recording found
  /// so far is written.
  package var seconds: Double?
  package var force = false
  package var allowsLong = false

  package static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> Self {
    var remaining = arguments
    var (input, output, fontPath, seconds): (String?, String?, String?, Double?) = (
      nil, nil, nil, nil
    )
    var (force, allowsLong) = (false, false)
    while let argument = remaining.popFirst() {
      switch argument {
      case "--force": force = true
      case "--allow-long", "--allow-long-idle": allowsLong = true
      case "--out", "--font", "--seconds":
        let value = try ArgumentValue.take(for: argument, from: &remaining, command: "shrink")
        if argument == "--out" { output = value }
        if argument == "--font" { fontPath = value }
        if argument == "--seconds" { seconds = try budget(value) }
      default:
        guard input == nil, !argument.hasPrefix("-") else {
          throw UsageError(
            "shrink: unexpected argument '\(DiagnosticText.quoted(argument))' (see playground "
              + "shrink --help)")
        }
        input = argument
      }
    }
    guard let input, let output else {
      throw UsageError("shrink needs FILE and --out MIN.jsonl (see playground shrink --help)")
    }
    return Self(
      input: input, output: output, fontPath: fontPath, seconds: seconds, force: force,
      allowsLong: allowsLong)
  }

  private static func budget(_ text: String) throws(UsageError) -> Double {
    guard let seconds = ArgumentValue.decimal(text), seconds > 0, seconds <= 86_400 else {
      throw UsageError(
        "shrink: --seconds '\(DiagnosticText.quoted(text))': expected seconds from 0 to 86400")
    }
    return seconds
  }
}

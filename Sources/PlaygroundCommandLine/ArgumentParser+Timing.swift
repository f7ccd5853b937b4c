import PlaygroundSessions
import SheetEngine
import SheetFiles
import SheetSession

extension ArgumentParser {
  /// `--hz N` (60, 90 or 120) and `--input-delay MS` (0 to 100).
  static func parseTiming(
    _ flag: String, _ text: String, into options: inout PlaygroundOptions
  ) throws(UsageError) {
    let quoted = DiagnosticText.quoted(text)
    if flag == "--hz" {
      guard let number = Int(text), let rate = SimulationRate(framesPerSecond: number) else {
        throw UsageError(
          "--hz '\(quoted)': expected "
            + SimulationRate.supported.map(String.init).joined(separator: ", ")
            + " (steps per second)")
      }
      options.rate = rate
      return
    }
    guard let milliseconds = Int(text), (0...InputDelay.maximumMilliseconds).contains(milliseconds)
    else {
      throw UsageError(
        "--input-delay '\(quoted)': expected whole milliseconds from 0 to "
          + "\(InputDelay.maximumMilliseconds)")
    }
    options.inputDelayMilliseconds = milliseconds
  }

  /// What the rate and the delay combine with: the rate is a live session's (a recording
  /// holds its own), the delay a live comparison's.
  static func validateTiming(_ options: PlaygroundOptions) throws(UsageError) {
    if options.showHelp { return }
    if let rate = options.rate, options.replayPath != nil {
      throw UsageError(
        "--hz \(rate.framesPerSecond) cannot be combined with --replay: the recording fixes the "
          + "rate")
    }
    if options.headless, options.logsTiming || options.exitsAfterFirstFrame {
      throw UsageError("--timing and --exit-after-first-frame are for the window, not --headless")
    }
    if options.inputDelayMilliseconds != nil, options.compare == nil {
      throw UsageError("--input-delay works with --compare A B: it delays side B's input")
    }
  }
}

import SheetFiles
import SheetPlayback
import SheetSDL

/// One `playground test` run over its recordings: each is replayed (with progress on stderr
/// for long ones), judged or updated, and printed as one line whose text from files (names,
/// checkpoint names, values) is escaped, so a recording cannot forge a PASS line or drive the
/// terminal.
@MainActor
struct RecordingTestRun {
  let options: RecordingTestOptions
  let program: String
  let font: FontFile
  let measurer: TTFTextMeasurer
  let total: Int
  private var report = JUnitReport()
  private var passed = 0
  private var failed = 0
  private let progress = ProgressLine()

  init(
    options: RecordingTestOptions, program: String, font: FontFile, measurer: TTFTextMeasurer,
    total: Int
  ) {
    self.options = options
    self.program = program
    self.font = font
    self.measurer = measurer
    self.total = total
  }

  /// Prints one already-escaped line on stdout.
  static func say(_ line: String) { print(DiagnosticText.escape(line)) }

  mutating func test(
    _ recording: Recording, path: String, name: String, fingerprint: FileFingerprint?
  ) throws {
    let start = ContinuousClock.now
    let number = passed + failed + 1
    let progress = self.progress
    let replay = try RecordingReplay.run(recording, measurer: measurer) { frame in
      progress.update(
        "test: \(name): frame \(frame) of \(recording.frameCount) (recording \(number) of "
          + "\(total))")
      return true
    }
    progress.finish()
    if options.updates {
      try update(recording, path: path, name: name, replay: replay, fingerprint: fingerprint)
      passed += 1
      return
    }
    var verdict = RecordingVerdict(recording: recording, replay: replay)
    if !verdict.passed {
      try FirstVisibleDifference.explain(
        &verdict, recording: recording, replay: replay, measurer: measurer
      ) { frame in
        progress.update("test: \(name): frame \(frame), replaying with the recorded tuning")
        return true
      }
      progress.finish()
    }
    let elapsed = (ContinuousClock.now - start).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    guard let message = verdict.failureMessage else {
      passed += 1
      Self.say(
        "PASS \(name) (\(RecordingTestCommand.count(verdict.checkpointCount, "checkpoint")), "
          + "\(RecordingTestCommand.count(verdict.frameCount, "frame")))")
      report.cases.append(.init(name: name, path: path, seconds: seconds))
      return
    }
    failed += 1
    Self.say("FAIL \(name): \(message)")
    var lines = verdict.detailLines.map { "  " + $0 }
    if let frame = verdict.inspectionFrame {
      lines.append(
        "  open it: \(RecordingTestCommand.shellQuoted(program)) --replay "
          + "\(RecordingTestCommand.shellQuoted(path)) --seek \(frame)")
    }
    lines.forEach(Self.say)
    let details = lines.joined(separator: "\n")
    report.cases.append(
      .init(name: name, path: path, seconds: seconds, failure: message, details: details))
    if let folder = options.artifactsPath {
      try FailureArtifacts.write(
        name: name, path: path, recording: recording, verdict: verdict, replay: replay,
        folder: folder, font: font, measurer: measurer)
    }
  }

  /// Prints the totals and writes the JUnit report; the exit code.
  func finish() throws(UsageError) -> Int32 {
    if options.updates {
      Self.say("\(RecordingTestCommand.count(passed, "recording")) checked")
    } else {
      Self.say("\(passed) passed, \(failed) failed")
    }
    if let junit = options.junitPath { try report.write(to: junit) }
    return failed > 0 ? 1 : 0
  }

  private func update(
    _ recording: Recording, path: String, name: String, replay: RecordingReplay,
    fingerprint: FileFingerprint?
  ) throws(UsageError) {
    let update = RecordingUpdate(recording, replay: replay)
    guard !update.changes.isEmpty else {
      Self.say("UNCHANGED \(name)")
      return
    }
    do throws(RecordingError) {
      try RecordingWriter.replace(update.recording, at: path, expecting: fingerprint)
    } catch {
      throw UsageError(error.description)
    }
    Self.say("UPDATED \(name): " + update.changes.joined(separator: ", "))
  }
}

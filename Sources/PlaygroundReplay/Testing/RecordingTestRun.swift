import PlaygroundSessions
import SheetFiles
import SheetPlayback
import SheetSDL
import SheetScreens

/// One `playground test` run over its recordings: each is replayed (with progress on stderr
/// for long ones), judged or updated, and printed as one line whose text from files (names,
/// checkpoint names, values) is escaped, so a recording cannot forge a PASS line or drive the
/// terminal.
@MainActor
package struct RecordingTestRun {
  package let options: RecordingTestOptions
  package let program: String
  /// The font the recording under test replays with (``use(font:measurer:)``).
  package private(set) var font: FontFile
  package private(set) var measurer: TTFTextMeasurer
  /// What a recording that names no scene shows: the playground's screens or a host app's.
  package let screens: ScreenSource
  package let total: Int
  private var junit = JUnitReport()
  private var html: HTMLReport?
  private var passed = 0
  private var failed = 0
  /// Progress on stderr for long replays; none in a `--jobs` worker, whose parent prints
  /// the output.
  private let progress: ProgressLine?
  /// Every recording's verdict so far, in the order they ran.
  package private(set) var results = RecordingTestResults()

  package init(
    options: RecordingTestOptions, program: String, font: FontFile, measurer: TTFTextMeasurer,
    screens: ScreenSource, total: Int, worker: Bool = false
  ) throws(UsageError) {
    progress = worker ? nil : ProgressLine()
    self.options = options
    self.program = program
    self.font = font
    self.measurer = measurer
    self.screens = screens
    self.total = total
    if let building = options.workerReportFolder {
      html = HTMLReport(folder: options.reportPath ?? building, building: building)
    } else if let folder = options.reportPath {
      html = try HTMLReport(folder: folder, force: options.force)
      junit.reportPath = folder + "/index.html"
    }
  }

  /// Replays the recordings that follow with `font`: each recording's own when `--font`
  /// names none.
  package mutating func use(font: FontFile, measurer: TTFTextMeasurer) {
    self.font = font
    self.measurer = measurer
  }

  /// Prints one already-escaped line on stdout.
  package static func say(_ line: String) { print(DiagnosticText.escape(line)) }

  /// What the replay must draw and keep besides states: the visual checkpoints' frames, every
  /// checkpoint's for `--images` and for the report's film strip, and the motion it plots.
  private func capture(for recording: Recording) -> RecordingReplay.Capture {
    var frames = VisualCheckpoints.frames(of: recording)
    if options.addsImages || html != nil {
      frames.formUnion(recording.checkpoints.map(\.frame))
    }
    if html != nil { frames.formUnion(recording.expectations.map(\.frame)) }
    return RecordingReplay.Capture(frames: frames, font: font, tracksMotion: html != nil)
  }

  /// Replays and judges one recording (or updates it) and returns what to print and keep;
  /// ``record(_:)`` prints it. `number` is its place in the run (1-based).
  package func test(
    _ loaded: LoadedRecording, path: String, name: String, number: Int,
    fingerprint: FileFingerprint?
  ) throws -> RecordingOutcome {
    let start = ContinuousClock.now
    let recording = loaded.recording
    let setup = loaded.setup(measurer: measurer, screens: screens)
    let progress = self.progress
    var outcome = RecordingOutcome(number: number, name: name, path: path)
    outcome.checkpoints = recording.checkpoints.map { .init(name: $0.name, frame: $0.frame) }
    let replay = try RecordingReplay.run(
      recording, setup: setup, capture: capture(for: recording)
    ) { frame in
      progress?.update(
        "test: \(name): frame \(frame) of \(recording.frameCount) (recording \(number) of "
          + "\(total))")
      return true
    }
    progress?.finish()
    if options.updates {
      outcome.lines.append(
        try update(recording, path: path, name: name, replay: replay, fingerprint: fingerprint))
      outcome.frameCount = recording.frameCount
      return outcome
    }
    let visual = VisualCheckpoints.judge(recording: recording, path: path, replay: replay)
    var verdict = RecordingVerdict(recording: recording, replay: replay, visual: visual)
    if !verdict.passed {
      try FirstVisibleDifference.explain(
        &verdict, recording: recording, replay: replay, setup: setup
      ) { frame in
        progress?.update("test: \(name): frame \(frame), replaying with the recorded tuning")
        return true
      }
      progress?.finish()
    }
    let elapsed = (ContinuousClock.now - start).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    let judged = try judge(
      verdict, recording: recording, path: path, name: name, replay: replay, setup: setup)
    outcome.lines += judged.lines
    outcome.passed = judged.failure == nil
    outcome.frameCount = verdict.frameCount
    outcome.failure = judged.failure?.message
    outcome.details = verdict.passed ? [] : verdict.detailLines
    outcome.firstDifferentFrame = verdict.passed ? nil : verdict.inspectionFrame
    outcome.seconds = seconds
    outcome.hasJUnitCase = true
    outcome.junitDetails = judged.failure?.details ?? ""
    outcome.section = try html?.section(
      ReportCase(
        name: name, path: path, recording: recording, verdict: verdict, replay: replay,
        openCommand: judged.failure?.open,
        acceptCommand: judged.failure == nil ? nil : acceptCommand(path: path),
        acceptChanges: judged.failure == nil ? [] : acceptChanges(recording, replay: replay),
        seconds: seconds),
      number: number, setup: setup, font: font)
    return outcome
  }

  /// Prints one recording's lines and keeps its verdict, JUnit case and report section.
  package mutating func record(_ outcome: RecordingOutcome) {
    outcome.lines.forEach(Self.say)
    if outcome.passed { passed += 1 } else { failed += 1 }
    results.recordings.append(outcome.result)
    if outcome.hasJUnitCase {
      junit.cases.append(
        .init(
          name: outcome.name, path: outcome.path, seconds: outcome.seconds,
          failure: outcome.failure, details: outcome.junitDetails))
    }
    if let section = outcome.section { html?.append(section) }
  }

  /// The command that accepts this run as `path`'s expectations, updating that recording
  /// alone: `--update` on its own path, with the options that change how it replays.
  func acceptCommand(path: String) -> String {
    var words = [program, "test", "--update"]
    if let fontPath = options.fontPath { words += ["--font", fontPath] }
    if options.allowsLong { words.append("--allow-long") }
    words.append(path)
    return words.map(Wording.shellQuoted).joined(separator: " ")
  }

  /// What accepting would change (the list `--update` prints), without writing anything: a
  /// visual checkpoint holds its frame's digest from this run.
  func acceptChanges(_ recording: Recording, replay: RecordingReplay) -> [String] {
    var images: [String: String] = [:]
    for checkpoint in recording.checkpoints where checkpoint.image != nil {
      images[checkpoint.name] =
        replay.images[checkpoint.frame].map { CheckpointImage.digest(rgb: $0.bytes) }
        ?? checkpoint.image
    }
    return RecordingUpdate(recording, replay: replay, images: images).changes
  }

  /// The PASS or FAIL line and its detail lines, and writes the artifacts; for a failure
  /// also its message, details and the command that opens it.
  private func judge(
    _ verdict: RecordingVerdict, recording: Recording, path: String, name: String,
    replay: RecordingReplay, setup: ReplaySetup
  ) throws -> (lines: [String], failure: (message: String, details: String, open: String?)?) {
    guard let message = verdict.failureMessage else {
      return (
        [
          "PASS \(name) (\(Wording.count(verdict.checkpointCount, "checkpoint")), "
            + "\(Wording.count(verdict.frameCount, "frame")))"
        ], nil
      )
    }
    var lines = verdict.detailLines.map { "  " + $0 }
    var open: String?
    if let frame = verdict.inspectionFrame {
      open =
        "\(Wording.shellQuoted(program)) --replay "
        + "\(Wording.shellQuoted(path)) --seek \(frame)"
      lines.append("  open it: " + (open ?? ""))
    }
    if let folder = options.artifactsPath {
      try FailureArtifacts.write(
        name: name, path: path, recording: recording, verdict: verdict, replay: replay,
        folder: folder, font: font, setup: setup)
    }
    return (["FAIL \(name): \(message)"] + lines, (message, lines.joined(separator: "\n"), open))
  }

  package mutating func finish() throws {
    if options.updates {
      Self.say("\(Wording.count(passed, "recording")) checked")
    } else {
      Self.say("\(passed) passed, \(failed) failed")
    }
    try html?.finish(passed: passed, failed: failed)
    if let path = options.junitPath { try junit.write(to: path) }
  }

  /// The folder the report is built in (a `--jobs` worker writes its images there).
  package var reportBuildingFolder: String? { html?.building }

  /// Gives up the report's half-built folder (a run that stops on bad input).
  package func abandon() { html?.discard() }

  /// Writes the update and returns its line (UPDATED or UNCHANGED).
  private func update(
    _ recording: Recording, path: String, name: String, replay: RecordingReplay,
    fingerprint: FileFingerprint?
  ) throws(UsageError) -> String {
    let images = try CheckpointImageFiles.stage(
      recording, path: path, replay: replay, addingImages: options.addsImages)
    let update = RecordingUpdate(recording, replay: replay, images: images.digests)
    // The PNGs and the recording change together: a refused replacement (the file changed
    // since it was read, an immutable file, a full disk) leaves no new PNG behind.
    var refusal: RecordingError?
    do throws(FileError) {
      try images.commit { () throws(FileError) in
        guard !update.changes.isEmpty else { return }
        do throws(RecordingError) {
          try RecordingWriter.replace(update.recording, at: path, expecting: fingerprint)
        } catch {
          refusal = error
          throw FileError(file: path, reason: error.reason)
        }
      }
    } catch {
      throw UsageError(refusal?.description ?? error.description)
    }
    guard !update.changes.isEmpty else { return "UNCHANGED \(name)" }
    return "UPDATED \(name): " + update.changes.joined(separator: ", ")
  }
}

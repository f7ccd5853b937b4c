import Foundation
import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetSDL

/// Gathers a failure's evidence for the report: the expected run (the recording replayed with
/// its recorded tuning, ``RecordedTuning``; the header's own when it was not edited) gives the
/// expected frame and motion, this run the actual ones, and a visual checkpoint's expected
/// frame is its PNG beside the recording.
@MainActor
enum ReportFailure {
  static func evidence(
    for testCase: ReportCase, folder: String, prefix: String, setup: ReplaySetup,
    font: FontFile
  ) throws(UsageError) -> ReportEvidence {
    let recording = testCase.recording
    let first = testCase.verdict.failures.first
    let frame = first?.checkpoint.frame ?? testCase.verdict.inspectionFrame
    var expectedRecording = recording
    if let recorded = RecordedTuning.header(of: recording, replayed: testCase.replay.states) {
      expectedRecording.header = recorded
    }
    let around = testCase.verdict.firstDifferingFrame ?? frame
    let strip = around.map { stripFrames(around: $0, count: recording.frameCount) } ?? []
    let animated = around.map { animationFrames(around: $0, count: recording.frameCount) } ?? []
    let wanted = Set(strip + animated + (frame.map { [$0] } ?? []))
    let capture = RecordingReplay.Capture(frames: wanted, font: font, tracksMotion: true)
    let expected = try RecordingReplay.run(expectedRecording, setup: setup, capture: capture)
    // This run again, for the frames the test did not draw (the replay it judged keeps only
    // the checkpoints').
    let actual = try RecordingReplay.run(recording, setup: setup, capture: capture)
    var evidence = ReportEvidence()
    if let frame {
      evidence.caption =
        (first.map { "\($0.checkpoint.name), frame \(frame)" } ?? "first differing frame \(frame)")
      var want = expected.images[frame]
      if let first, first.visual != nil {
        want = try? RGBImage.loadPNG(
          path: CheckpointImage.expectedPath(
            ofRecording: testCase.path, checkpoint: first.checkpoint.name))
      }
      if let want, let got = actual.images[frame] {
        let compared = DifferenceImage.compare(expected: want, actual: got)
        evidence.images = try saveImages(
          want, got, compared.image, folder: folder, prefix: prefix)
        evidence.differenceSummary = compared.summary.text
      }
    }
    try addFilmstrip(
      &evidence, strip, around: around, expected: expected, actual: actual, folder: folder,
      prefix: prefix)
    addAnimation(
      &evidence, animated, expected: expected, actual: actual, rate: recording.header.rate,
      folder: folder, prefix: prefix)
    evidence.releases = releaseRows(recording: recording, replay: testCase.replay)
    plot(&evidence, expected: expected, actual: actual, verdict: testCase.verdict, frame: frame)
    return evidence
  }

  /// Both runs' frames at `strip`, halved, side by side; the one at `around` marked first.
  private static func addFilmstrip(
    _ evidence: inout ReportEvidence, _ strip: [Int], around: Int?,
    expected: RecordingReplay, actual: RecordingReplay, folder: String,
    prefix: String
  ) throws(UsageError) {
    for (index, stripFrame) in strip.enumerated() {
      guard let want = expected.images[stripFrame], let got = actual.images[stripFrame] else {
        continue
      }
      let names = (
        prefix + "strip-\(index + 1)-expected.png", prefix + "strip-\(index + 1)-actual.png"
      )
      try save(ReportAnimation.halved(want), folder: folder, name: names.0)
      try save(ReportAnimation.halved(got), folder: folder, name: names.1)
      evidence.filmstrip.append(
        ReportEvidence.StripFrame(
          frame: stripFrame, expected: names.0, actual: names.1, differs: want != got,
          first: stripFrame == around))
    }
  }

  /// The interaction as it was and as it runs now, one looping WebP, or why there is none.
  private static func addAnimation(
    _ evidence: inout ReportEvidence, _ animated: [Int], expected: RecordingReplay,
    actual: RecordingReplay, rate: SimulationRate, folder: String, prefix: String
  ) {
    let pairs = animated.compactMap { index in
      expected.images[index].flatMap { want in actual.images[index].map { (want, $0) } }
    }
    let animation = prefix + "interaction.webp"
    let rate = Double(rate.framesPerSecond) / Double(animationStep)
    if let why = ReportAnimation.write(
      pairs, framesPerSecond: rate, to: (folder as NSString).appendingPathComponent(animation))
    {
      evidence.animationNote = why
    } else {
      evidence.animation = animation
      evidence.animationNote =
        "frames \(animated.first ?? 0) to \(animated.last ?? 0), one in \(animationStep), in real "
        + "time, looping: expected (recorded tuning) left, this run right"
    }
  }

  /// The film strip's frames around the first difference: before it, at it and after it.
  static func stripFrames(around frame: Int, count: Int) -> [Int] {
    var seen = Set<Int>()
    return [-12, -6, -3, -1, 0, 1, 3, 6, 12, 24].map { frame + $0 }
      .filter { $0 >= 1 && $0 <= count && seen.insert($0).inserted }
  }

  /// Every ``animationStep``th frame of the two seconds around the first difference (half
  /// a second before it).
  static func animationFrames(around frame: Int, count: Int) -> [Int] {
    let start = max(1, frame - 30)
    let end = min(count, start + 120)
    return Array(stride(from: start, through: end, by: animationStep))
  }

  /// The animation keeps every third frame: 20 frames a second at 60 Hz, 41 frames (about
  /// 40 MB of 1x frames per run while they are drawn, a few hundred KB as WebP).
  static let animationStep = 3

  private static func save(_ image: RGBImage, folder: String, name: String) throws(UsageError) {
    do throws(SDLError) {
      try image.savePNG(to: (folder as NSString).appendingPathComponent(name))
    } catch {
      throw UsageError("--report \(name): \(error.description)")
    }
  }

  private static func saveImages(
    _ expected: RGBImage, _ actual: RGBImage, _ difference: RGBImage, folder: String,
    prefix: String
  ) throws(UsageError) -> (expected: String, actual: String, difference: String) {
    let names = (prefix + "expected.png", prefix + "actual.png", prefix + "difference.png")
    for (name, image) in [(names.0, expected), (names.1, actual), (names.2, difference)] {
      try save(image, folder: folder, name: name)
    }
    return names
  }

  /// Every release of either run, numbered, with both runs' metrics.
  private static func releaseRows(recording: Recording, replay: RecordingReplay) -> [(
    label: String, rows: [ReleaseMetricsComparison.Row]
  )] {
    guard recording.hasReleaseMetrics else { return [] }
    let count = max(recording.releases.count, replay.releases.count)
    return (0..<count).map { index in
      let want = index < recording.releases.count ? recording.releases[index] : nil
      let got = index < replay.releases.count ? replay.releases[index] : nil
      let release = want ?? got
      return (
        "release \(index + 1): frame \(release?.frame ?? 0), \(release?.element ?? "")",
        ReleaseMetricsComparison.rows(expected: want, actual: got)
      )
    }
  }

  /// The interaction to plot: the first release whose metrics differ, else the last release
  /// before the failure's frame, else the frames around it.
  private static func plot(
    _ evidence: inout ReportEvidence, expected: RecordingReplay, actual: RecordingReplay,
    verdict: RecordingVerdict, frame: Int?
  ) {
    let releases = expected.releases.isEmpty ? actual.releases : expected.releases
    let differing = ReleaseMetricsComparison.firstDiffering(
      expected: expected.releases, actual: actual.releases)
    let limit = verdict.firstDifferingFrame ?? frame ?? Int.max
    let chosen =
      differing.flatMap { index in
        index < expected.releases.count
          ? expected.releases[index] : actual.releases[index]
      } ?? releases.last { $0.frame <= limit }
    var range: ClosedRange<Int>
    var element: String
    if let chosen {
      let settle =
        [expected, actual].compactMap { run in
          run.releases.first { $0.frame == chosen.frame }.map(\.settleSeconds)
        }.max() ?? 0
      range = max(1, chosen.frame - 45)...(chosen.frame + Int(settle * 60) + 30)
      element = chosen.element
    } else if let frame, frame >= 1, frame <= actual.motion.count,
      let name = actual.motion[frame - 1].elements.first?.name
    {
      range = max(1, frame - 60)...(frame + 60)
      element = name
    } else {
      evidence.plotCaption = "nothing moved near the failure to plot"
      return
    }
    let series = [
      series("expected (recorded tuning)", "#8a8f98", true, expected, element, range),
      series("this run", "#e8590c", false, actual, element, range),
    ]
    evidence.plot = MotionPlotSVG.svg(
      element: element, series: series,
      release: chosen.flatMap { release in
        actual.motion.indices.contains(release.frame - 1)
          ? actual.motion[release.frame - 1].time : nil
      })
    evidence.plotCaption =
      chosen.map { "the release of frame \($0.frame) (\($0.element)), in both runs" }
      ?? "\(element) around frame \(frame ?? 0), in both runs"
  }

  private static func series(
    _ label: String, _ colour: String, _ dashed: Bool, _ run: RecordingReplay, _ element: String,
    _ range: ClosedRange<Int>
  ) -> MotionPlotSVG.Series {
    var points: [(time: Double, position: Double)] = []
    for frame in range where frame - 1 < run.motion.count {
      let inspection = run.motion[frame - 1]
      if let moving = inspection.elements.first(where: { $0.name == element }) {
        points.append((inspection.time, moving.position))
      }
    }
    return MotionPlotSVG.Series(label: label, colour: colour, dashed: dashed, points: points)
  }
}

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
    let capture = RecordingReplay.Capture(
      frames: frame.map { [$0] } ?? [], font: font, tracksMotion: true)
    let expected = try RecordingReplay.run(expectedRecording, setup: setup, capture: capture)
    var actual = testCase.replay
    if let frame, actual.images[frame] == nil {
      actual = try RecordingReplay.run(recording, setup: setup, capture: capture)
    }
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
        evidence.images = try saveImages(want, got, folder: folder, prefix: prefix)
      }
    }
    evidence.releases = releaseRows(recording: recording, replay: testCase.replay)
    plot(&evidence, expected: expected, actual: actual, verdict: testCase.verdict, frame: frame)
    return evidence
  }

  private static func saveImages(
    _ expected: RGBImage, _ actual: RGBImage, folder: String, prefix: String
  ) throws(UsageError) -> (expected: String, actual: String, difference: String) {
    let names = (prefix + "expected.png", prefix + "actual.png", prefix + "difference.png")
    let images = [
      (names.0, expected), (names.1, actual),
      (names.2, DifferenceImage.make(expected: expected, actual: actual)),
    ]
    for (name, image) in images {
      do throws(SDLError) {
        try image.savePNG(to: (folder as NSString).appendingPathComponent(name))
      } catch {
        throw UsageError("--report \(name): \(error.description)")
      }
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

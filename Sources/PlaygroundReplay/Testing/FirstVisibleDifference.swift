import PlaygroundSessions
import SheetEngine
import SheetPlayback
import SheetScreens

/// Completes a failing verdict with what only more replays can tell: the tuning the recording
/// was made with beside the one the run used, and what the first differing frame shows in
/// each ("text sheet y 415.0 -> 431.2").
///
/// The expected side comes from re-simulating the recording with its recorded tuning
/// (``RecordedTuning``), and is trusted only when that run reproduces the recorded digest at
/// the frame; when the tuning was not edited (the engine changed instead) there is no
/// expected state to show, and the frame alone is named. The two replays (up to the frame
/// only) report their progress like the first, since a long recording takes as long again.
@MainActor
enum FirstVisibleDifference {
  static func explain(
    _ verdict: inout RecordingVerdict, recording: Recording, replay: RecordingReplay,
    setup: ReplaySetup, progress: (Int) -> Bool = { _ in true }
  ) throws(UsageError) {
    guard let recorded = RecordedTuning.header(of: recording, replayed: replay.states) else {
      return
    }
    verdict.tuningLine =
      "tuning: this run \(describe(recording.header)); recorded with \(describe(recorded))"
    guard let frame = verdict.firstDifferingFrame, frame <= recording.digests.count else {
      return
    }
    var original = recording
    original.header = recorded
    let expected = try RecordingReplay.run(
      original, setup: setup, stopAfter: frame, keeping: [frame], progress: progress)
    guard expected.digests.count >= frame,
      expected.digests[frame - 1] == recording.digests[frame - 1]
    else { return }
    let actual = try RecordingReplay.run(
      recording, setup: setup, stopAfter: frame, keeping: [frame], progress: progress)
    guard let want = expected.kept[frame], let got = actual.kept[frame] else { return }
    verdict.firstVisibleDifference = BehaviourDescription.delta(expected: want, actual: got)
  }

  private static func describe(_ header: RecordingHeader) -> String {
    RecordedTuning.describe(preset: header.tuningPreset, overrides: header.tuningOverrides)
  }
}

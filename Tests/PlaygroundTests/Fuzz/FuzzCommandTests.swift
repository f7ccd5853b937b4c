import Foundation
import SheetPlayback
import SheetSDL
import Testing

@testable import PlaygroundCommandLine
@testable import PlaygroundReplay

extension SDLSuite {
  /// `playground fuzz` end to end: a short seeded run holds every invariant, bad arguments
  /// are one line and exit 2, and the violation the fuzzer found (kept as a fixture) is seen
  /// again by replaying it, under its invariant's name.
  @MainActor
  @Suite struct FuzzCommand {
    @Test func aShortRunOfSeedOneHoldsEveryInvariant() {
      let outcome = PlaygroundMain.execute(["fuzz", "--seed", "1", "--seconds", "1"])
      #expect(outcome.exitCode == 0, "\(outcome.message ?? "")")
    }

    @Test(
      arguments: [
        (["fuzz"], "fuzz needs --seed S and --seconds N"),
        (["fuzz", "--seed", "x", "--seconds", "1"], "fuzz: --seed 'x': expected a whole number"),
        (["fuzz", "--seed", "1", "--seconds", "0"], "fuzz: --seconds '0': expected seconds"),
        (["fuzz", "--seed", "1", "--seconds", "1", "--frames", "5"], "fuzz: --frames '5'"),
        (["fuzz", "--seed", "1", "--seconds", "1", "--bogus"], "fuzz: unexpected argument"),
        (
          ["fuzz", "--seed", "1", "--seconds", "1", "--out", "/nonexistent-folder"],
          "--out /nonexistent-folder/fuzz-1.jsonl"
        ),
      ])
    func badArgumentsAreOneLineAndExitTwo(arguments: [String], expected: String) {
      let outcome = PlaygroundMain.execute(arguments)
      #expect(outcome.exitCode == 2)
      #expect(outcome.message?.contains(expected) == true, "\(outcome.message ?? "")")
      #expect(outcome.message?.contains("\n") == false)
    }

    /// The fuzz fixtures, each a shrunk episode the fuzzer found breaking an invariant,
    /// replay holding every invariant now (docs/MOTION.md, "Grab during a height change"):
    ///
    /// - `grab-during-height-change`: `--seed 5` (fluid). A press catches page 2 of the text
    ///   sheet sliding back after a release; its dismissal started at 329.9 pt, mid-way
    ///   through the Form push, which then left it 324 pt tall. Counted in 324 pt, the point
    ///   pressed ended 0.9 pt off the pointer; counted in the transition's own points it is
    ///   held to 1e-9 pt.
    /// - `release-during-height-change`: `--seed 5 --episodes 30`, once the grab held. A
    ///   press holds the text sheet and a push inside it; released at 2243 pt/s, the push
    ///   resumes and lifts the top. Counted from the resting place of the moment, the top
    ///   left at 473 pt/s, and a thrown sheet ended with 107 pt on screen; counted from the
    ///   resting place of the final height, it leaves at 36, 33 and 28 pt a frame.
    /// - `release-near-the-end-of-a-held-push`: `--seed 5 --episodes 40`, against a first fix
    ///   that started the spring at the pointer's speed less the resting top's of the
    ///   instant: a push held at 97 % resumes its last 3 pt at 1771 pt/s, and the top left at
    ///   3812 pt/s against 2374.
    /// - `release-past-the-end-of-a-grown-sheet`: `--seed 1 --episodes 260`, episode 172
    ///   (fluid). A tap on the dim dismisses the text sheet while the Next push re-fits it
    ///   from 478 to 553 pt; a press catches it and drags it below the dismissal's
    ///   off-screen end, 478 pt. Let go there, the top snapped 17.8 pt up onto the end, the
    ///   spring starting at -3899 pt/s against a release at -259.
    @Test(arguments: [
      "grab-during-height-change", "release-during-height-change",
      "release-near-the-end-of-a-held-push", "release-past-the-end-of-a-grown-sheet",
    ])
    func aFoundEpisodeHoldsEveryInvariant(fixture: String) throws {
      let (font, measurer) = try SDLTestEnvironment.start()
      let path = TestPaths.testsFolder.appendingPathComponent(
        "Fuzz/Fixtures/\(fixture).jsonl"
      ).path
      let recording = try RecordingReader.read(path: path)
      let episode = FuzzEpisode(
        seed: 0, index: 1, frames: recording.frameCount, measurer: measurer, font: font)
      let outcome = try episode.replay(recording.events)
      #expect(outcome.violation == nil, "\(outcome.violation?.description ?? "")")
    }
  }
}

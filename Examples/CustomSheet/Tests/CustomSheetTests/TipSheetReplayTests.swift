import CustomSheetScreens
import Foundation
import PlaygroundHost
import Testing

/// The session recorded in the playground's window with this app's screens
/// (`Recordings/choose-tip.jsonl`: open the sheet, pick 15 %, drag it half down and let it
/// settle back, Done) replays frame for frame through the host's test runner.
@MainActor
@Suite struct TipSheetReplayTests {
  static let recording = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Recordings/choose-tip.jsonl").path

  @Test func theRecordingReplaysToTheSameStates() throws {
    let results = try PlaygroundHost.test(RecordingTestOptions(paths: [Self.recording])) {
      OrderRootViewController()
    }
    let result = try #require(results.recordings.first)
    #expect(result.passed, "\(result.failure ?? "")")
    #expect(result.firstDifferentFrame == nil)
    #expect(!result.checkpoints.isEmpty)
  }

  /// The runner really compares: the same input against another root (the sheet never opens)
  /// fails.
  @Test func anotherScreenFailsTheSameRecording() throws {
    let results = try PlaygroundHost.test(RecordingTestOptions(paths: [Self.recording])) {
      ViewController(screenID: "order")
    }
    let result = try #require(results.recordings.first)
    #expect(!result.passed)
    #expect(results.exitCode == 1)
    // The first frame whose state differs is where `--seek` opens the replay.
    #expect(result.firstDifferentFrame != nil)
  }
}

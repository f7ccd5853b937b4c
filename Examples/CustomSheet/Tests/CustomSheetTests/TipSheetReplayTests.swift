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

  @Test func theRecordingReplaysToTheSameStates() {
    let outcome = PlaygroundHost.test([Self.recording]) { OrderRootViewController() }
    #expect(outcome.passed, "\(outcome.message ?? "see the summary above")")
  }

  /// The runner really compares: the same input against another root (the sheet never opens)
  /// fails.
  @Test func anotherScreenFailsTheSameRecording() {
    let outcome = PlaygroundHost.test([Self.recording]) { ViewController(screenID: "order") }
    #expect(outcome.exitCode == 1)
  }
}
